import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PrintDialog } from '@/components/print/PrintDialog';
import { ASSET_ITEM_PRINT_FIELDS, ASSET_PRINT_KIND, assetItemPrintRecord, type ItemRow } from '@/features/assets/contract';
import { useAssetT } from '../i18n';

/**
 * 打印标签: the rows chosen in the list printed through the item label templates (打印模板, a sheet
 * of labels or one label a page). The labels are filled from the rows at hand and the templates
 * come from the device store, so it works offline as the list does.
 */
export function LabelButton({ items }: { items: ItemRow[] }) {
  const t = useAssetT();
  const [opened, setOpened] = useState(false);
  const local = useMemo(() => ({ fields: ASSET_ITEM_PRINT_FIELDS, records: items.map((i) => assetItemPrintRecord(i.id, i)) }), [items]);
  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} />} disabled={items.length === 0} onClick={() => setOpened(true)} data-testid="storage-print">
        {t('storage.printLabels', { count: items.length })}
      </Button>
      <PrintDialog opened={opened} onClose={() => setOpened(false)} kind={ASSET_PRINT_KIND.item} ids={items.map((i) => i.id)} local={local} title={t('storage.labelsTitle')} />
    </>
  );
}
