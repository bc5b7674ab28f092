import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { sessionStore } from '@/app/session/session-store';
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
import { LabelButton } from '../storage/LabelButton';
import { ItemFilters, type ItemFilterValues } from '../storage/ItemFilters';

type Filters = { status?: string; itemType?: string };
type Query = ListRequest & Filters;

const online = (q: Query) => assetsApi.minePage(q as Parameters<typeof assetsApi.minePage>[0]);
// Offline: the items the device holds whose current user is me.
const exportFile = (query: object, onProgress: (f: number) => void) => assetsApi.mineExport(query as Parameters<typeof assetsApi.mineExport>[0], onProgress);
const local = (q: Query) => localItemPage({ ...(q as Parameters<typeof localItemPage>[0]), nowUserId: sessionStore.get().userInfo?.userId ?? '-' });
const none: ItemFilterValues = { status: null, itemType: null, nowEntId: null };

/** 我的固定资产: the items in the caller's use, with the detail (its actions as §6 grants them) and ExportExcel. */
export default function MinePage() {
  const t = useAssetT();
  const [filterValues, setFilterValues] = useState<ItemFilterValues>(none);
  const filters = useMemo<Filters>(() => ({ status: filterValues.status ?? undefined, itemType: filterValues.itemType ?? undefined }), [filterValues]);
  const [detailId, setDetailId] = useState<string | null>(null);
  const { fetchPage, offline, exporter } = useExportableList<ItemRow, Filters>(online, local, exportFile, t('mine.exportFile'));
  const columns = useMemo(() => itemColumns(t, (row) => setDetailId(row.id)), [t]);

  return (
    <>
      <OfflineNote show={offline} />
      <ListPageFrame<ItemRow, Filters>
        columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id} selectable
        defaultSort={{ sidx: 'creatorTime', sort: 'desc' }} sortable={ITEM_SORTABLE}
        onResetFilters={() => setFilterValues(none)}
        searchFields={<ItemFilters value={filterValues} onChange={setFilterValues} withUnit={false} />}
        toolbar={(c) => (
          <>
            <ButtonGuard code={AssetButton.export}>
              <ExportButton progress={exporter.progress} onClick={() => void exporter.start()} disabled={offline} testId="mine-export" />
            </ButtonGuard>
            <ButtonGuard code={AssetButton.print}>
              <LabelButton items={c.selected} />
            </ButtonGuard>
          </>
        )}
        rowActions={(row) => (
          <Tooltip label={t('detail.title')}>
            <ActionIcon variant="subtle" onClick={() => setDetailId(row.id)} aria-label={t('item.detailOf', { name: row.itemName, code: row.assetCode })}><IconEye size={16} /></ActionIcon>
          </Tooltip>
        )}
      />
      <ItemDetailDialog itemId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
