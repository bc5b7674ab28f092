import { Button } from '@mantine/core';
import { IconPrinter, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { PrintDialog } from '@/components/print/PrintDialog';
import type { ItemRow } from '@/features/assets/contract';
import { useAssetT } from '../i18n';
import { LabelPrintDialog } from '../labels';

/**
 * 打印标签: the A4 label sheet of the rows chosen in the list (drawn from the rows at hand, so it
 * works offline), or 按模板打印: the item label templates of 打印模板 (online, ADR 0031).
 */
export function LabelButton({ items }: { items: ItemRow[] }) {
  const t = useAssetT();
  const [opened, setOpened] = useState<'sheet' | 'template' | null>(null);
  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} />} disabled={items.length === 0} onClick={() => setOpened('sheet')} data-testid="storage-print">
        {t('storage.printLabels', { count: items.length })}
      </Button>
      <Button variant="default" leftSection={<IconTemplate size={16} />} disabled={items.length === 0 || !navigator.onLine} onClick={() => setOpened('template')} data-testid="storage-print-template">
        {t('storage.printTemplate', { count: items.length })}
      </Button>
      <LabelPrintDialog
        opened={opened === 'sheet'} onClose={() => setOpened(null)}
        items={items.map((i) => ({ id: i.id, itemName: i.itemName, assetCode: i.assetCode, nowEntName: i.nowEntName }))}
      />
      <PrintDialog opened={opened === 'template'} onClose={() => setOpened(null)} kind="assetItem" ids={items.map((i) => i.id)} />
    </>
  );
}
