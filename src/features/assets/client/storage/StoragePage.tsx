import { Button } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { AssetButton, type ItemRow } from '@/features/assets/contract';
import { assetsApi } from '../api/assets-api';
import { ItemDetailDialog } from '../detail/ItemDetailDialog';
import { useAssetT } from '../i18n';
import { ITEM_SORTABLE, itemColumns } from '../items/item-columns';
import { ExportButton } from '../shared/ExportButton';
import { localItemPage } from '../shared/local-items';
import { OfflineNote } from '../shared/OfflineNote';
import { useExportableList } from '../shared/use-exportable-list';
import { ItemActionDialog, type ListAction } from './ItemActionDialog';
import { ItemFilters, type ItemFilterValues } from './ItemFilters';
import { LabelButton } from './LabelButton';
import { RowMenu } from './RowMenu';
import { StoreDialog } from './StoreDialog';

type Filters = { status?: string; itemType?: string; nowEntId?: string };
type Query = ListRequest & Filters;

const online = (q: Query) => assetsApi.storagePage(q as Parameters<typeof assetsApi.storagePage>[0]);
const exportFile = (query: object, onProgress: (f: number) => void) => assetsApi.storageExport(query as Parameters<typeof assetsApi.storageExport>[0], onProgress);
const local = (q: Query) => localItemPage(q as Parameters<typeof localItemPage>[0]);
const none: ItemFilterValues = { status: null, itemType: null, nowEntId: null };

/** 资产台账: every item the caller may see; 入库, status actions and the image for asset administrators; export; labels. */
export default function StoragePage() {
  const t = useAssetT();
  const [filterValues, setFilterValues] = useState<ItemFilterValues>(none);
  const filters = useMemo<Filters>(() => ({ status: filterValues.status ?? undefined, itemType: filterValues.itemType ?? undefined, nowEntId: filterValues.nowEntId ?? undefined }), [filterValues]);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [action, setAction] = useState<{ action: ListAction; item: ItemRow } | null>(null);
  const [storing, setStoring] = useState(false);
  const reloadRef = useRef<() => void>(() => undefined);
  const reload = useCallback(() => reloadRef.current(), []);
  const { fetchPage, offline, exporter } = useExportableList<ItemRow, Filters>(online, local, exportFile, t('storage.exportFile'));
  const columns = useMemo(() => itemColumns(t, (row) => setDetailId(row.id)), [t]);

  return (
    <>
      <OfflineNote show={offline} />
      <ListPageFrame<ItemRow, Filters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id} selectable
        defaultSort={{ sidx: 'creatorTime', sort: 'desc' }} sortable={ITEM_SORTABLE}
        onResetFilters={() => setFilterValues(none)}
        searchFields={<ItemFilters value={filterValues} onChange={setFilterValues} withUnit />}
        toolbar={(c) => {
          reloadRef.current = c.reload;
          return (
            <>
              <ButtonGuard code={AssetButton.store}>
                <Button leftSection={<IconPackageImport size={16} />} onClick={() => setStoring(true)} disabled={offline} data-testid="storage-store">{t('store.button')}</Button>
              </ButtonGuard>
              <ButtonGuard code={AssetButton.export}>
                <ExportButton progress={exporter.progress} onClick={() => void exporter.start()} disabled={offline} testId="storage-export" />
              </ButtonGuard>
              <ButtonGuard code={AssetButton.print}>
                <LabelButton items={c.selected} />
              </ButtonGuard>
            </>
          );
        }}
        rowActions={(row) => <RowMenu item={row} onDetail={() => setDetailId(row.id)} onAction={(a) => setAction({ action: a, item: row })} />}
      />
      <StoreDialog opened={storing} onClose={() => setStoring(false)} onSaved={reload} />
      <ItemActionDialog target={action} onClose={() => setAction(null)} onDone={reload} />
      <ItemDetailDialog itemId={detailId} onClose={() => setDetailId(null)} onChanged={reload} />
    </>
  );
}
