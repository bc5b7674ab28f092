import { ActionIcon, Button, FileButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEye, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import type { ListPage } from '@/contract/envelope';
import { MAP_LIMITS, MAP_MSG, mapBody, type MapInfo, type MapRow } from '@/features/map/contract';
import { formatDate } from '@/lib/format';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';
import { useMapT } from './i18n';
import { outlinePaths } from './outline';

const BASE = '/api/system/Map';
const api = {
  page: (q: ListRequest) => http.get<ListPage<MapRow>>(BASE, { ...q }),
  info: (id: string) => http.get<MapInfo>(`${BASE}/${encodeURIComponent(id)}`),
  create: (body: unknown) => http.action('POST', BASE, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/${encodeURIComponent(id)}`),
};
type Column = MRT_ColumnDef<MapRow> & { accessorKey: string; header: string };

function Outline({ map }: { map: MapInfo }) {
  const t = useMapT();
  const drawing = useMemo(() => outlinePaths(map.geoJson), [map.geoJson]);
  if (!drawing) return <Text c="dimmed">{t('noPreview')}</Text>;
  return (
    <svg role="img" aria-label={t('outline', { name: map.fullName })} viewBox={drawing.viewBox} width="100%" height={360} data-testid="map-outline">
      {drawing.paths.map((d, i) => <path key={i} d={d} fill="#d0ebff" stroke="#1c7ed6" strokeWidth={1} fillRule="evenodd" vectorEffect="non-scaling-stroke" />)}
    </svg>
  );
}

function UploadDialog({ opened, onClose, onSaved }: { opened: boolean; onClose(): void; onSaved(): void }) {
  const t = useMapT();
  const [regionCode, setRegionCode] = useState('');
  const [fullName, setFullName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (file && file.size > MAP_LIMITS.chars * 3) { notify('warning', MAP_MSG.tooLarge); return; }
    const body = { regionCode, fullName, geoJson: file ? await file.text() : '' };
    const checked = mapBody.safeParse(body);
    if (!checked.success) { notify('warning', checked.error.issues[0]?.message ?? MAP_MSG.notGeoJson); return; }
    setBusy(true);
    try { notify('success', await api.create(checked.data)); onSaved(); onClose(); } catch { /* shown by the http client */ } finally { setBusy(false); }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('add')}>
      <Stack gap="sm">
        <TextInput label={t('regionCode')} description={t('regionHint')} required value={regionCode} onChange={(e) => setRegionCode(e.currentTarget.value)} />
        <TextInput label={t('fullName')} required value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} />
        <Group>
          <FileButton accept=".json,.geojson,application/json,application/geo+json" onChange={setFile}>
            {(props) => <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>{t('chooseFile')}</Button>}
          </FileButton>
          <Text size="sm">{file?.name ?? ''}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => void save()} loading={busy}>{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** 地图: upload a region's GeoJSON, list, preview its outline, delete. */
export default function MapPage() {
  const t = useMapT();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<MapInfo | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'regionCode', header: t('regionCode'), size: 120 },
    { accessorKey: 'fullName', header: t('fullName'), size: 160 },
    { accessorKey: 'featureCount', header: t('featureCount'), size: 90, enableSorting: false },
    { accessorKey: 'pointCount', header: t('pointCount'), size: 100, enableSorting: false },
    { accessorKey: 'byteSize', header: t('byteSize'), size: 100, enableSorting: false, Cell: ({ row }) => `${(row.original.byteSize / 1024).toFixed(1)} KB` },
    { accessorKey: 'creatorUserName', header: t('creatorUserName'), size: 100, enableSorting: false },
    { accessorKey: 'creatorTime', header: t('creatorTime'), size: 150, Cell: ({ row }) => formatDate(row.original.creatorTime) },
  ], [t]);
  const remove = async (row: MapRow, ctx: ToolbarContext<MapRow>) => {
    if (!(await confirmDelete(t('removeConfirm', { name: row.fullName })))) return;
    notify('success', await api.remove(row.id));
    ctx.reload();
  };
  return (
    <>
      <ListPageFrame<MapRow, Record<string, never>>
        columns={columns}
        fetchPage={api.page}
        filters={{}}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'regionCode', sort: 'asc' }}
        sortable={['regionCode', 'fullName', 'creatorTime']}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add"><Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setUploading(true); }}>{t('add')}</Button></ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('preview')}><ActionIcon variant="subtle" aria-label={`${t('preview')} ${row.fullName}`} onClick={() => void api.info(row.id).then(setPreview, () => undefined)}><IconEye size={16} /></ActionIcon></Tooltip>
            <ButtonGuard code="btn_remove">
              <Tooltip label={t('remove')}><ActionIcon variant="subtle" color="red" aria-label={`${t('remove')} ${row.fullName}`} onClick={() => void remove(row, ctx).catch(() => undefined)}><IconTrash size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
          </Group>
        )}
      />
      <UploadDialog opened={uploading} onClose={() => setUploading(false)} onSaved={() => reload()} />
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview ? `${preview.fullName}（${preview.regionCode}）` : ''} size="lg">
        {preview && <Outline map={preview} />}
      </Modal>
    </>
  );
}
