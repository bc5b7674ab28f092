import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import type { ItemRow } from '@/features/assets/contract';
import { useAssetT } from '../i18n';
import { LabelPrintDialog } from '../labels';

/** 打印标签: the label sheet of the rows chosen in the list. */
export function LabelButton({ items }: { items: ItemRow[] }) {
  const t = useAssetT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} />} disabled={items.length === 0} onClick={() => setOpened(true)} data-testid="storage-print">
        {t('storage.printLabels', { count: items.length })}
      </Button>
      <LabelPrintDialog
        opened={opened} onClose={() => setOpened(false)}
        items={items.map((i) => ({ id: i.id, itemName: i.itemName, assetCode: i.assetCode, nowEntName: i.nowEntName }))}
      />
    </>
  );
}
