import { ActionIcon, Badge, Button, Group, Select, Switch, Tooltip } from '@mantine/core';
import { IconDownload, IconEdit, IconEye, IconHistory, IconListSearch, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { JsonImportButton } from '@/components/list-page/JsonImportButton';
import { usePermissions } from '@/app/permissions/permissions';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { INTERFACE_TYPES, interfaceSortable, type InterfaceInfo, type InterfaceRow } from '@/features/data/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { interfaceApi, type InterfaceFilters } from '../data-api';
import { useDataT } from '../i18n';
import { InterfaceForm, type InterfaceTarget } from './InterfaceForm';
import { LogDrawer } from './LogDrawer';
import { PreviewDrawer } from './PreviewDrawer';
import { TryPickerDialog } from './TryPickerDialog';

type Column = MRT_ColumnDef<InterfaceRow> & { accessorKey: string; header: string };

function StateSwitch({ row }: { row: InterfaceRow }) {
  const t = useDataT();
  const { hasBtnP } = usePermissions();
  const [on, setOn] = useState(row.enabledMark === 1);
  if (!hasBtnP('btn_edit')) return <Badge variant="light" color={on ? 'green' : 'gray'}>{on ? t('enabled') : t('disabled')}</Badge>;
  return <Switch size="sm" checked={on} onLabel={t('on')} offLabel={t('off')} aria-label={`${on ? t('enabled') : t('disabled')} ${row.fullName}`}
    onChange={() => void interfaceApi.toggle(row.id).then((m) => { notify('success', m); setOn((x) => !x); }, () => undefined)} />;
}

/** 数据接口: SQL, static and HTTP interfaces; preview with timing, call log, export/import, and a try in the data-selection picker. */
export default function DataInterfacePage() {
  const t = useDataT();
  const [type, setType] = useState<string | null>(null);
  const filters: InterfaceFilters = useMemo(() => ({ type: type ?? undefined }), [type]);
  const [target, setTarget] = useState<InterfaceTarget | null>(null);
  const [previewing, setPreviewing] = useState<InterfaceInfo | null>(null);
  const [logsOf, setLogsOf] = useState<InterfaceRow | null>(null);
  const [picking, setPicking] = useState<InterfaceRow | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('iface.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('enCode'), size: 160 },
    { accessorKey: 'type', header: t('iface.type'), size: 100, Cell: ({ row }) => t(`iface.types.${row.original.type}`) },
    { accessorKey: 'dataSourceName', header: t('iface.dataSourceName'), size: 140, Cell: ({ row }) => row.original.dataSourceName ?? '' },
    { accessorKey: 'enabledMark', header: t('status'), size: 90, Cell: ({ row }) => <StateSwitch row={row.original} /> },
    { accessorKey: 'lastModifyTime', header: t('iface.lastModifyTime'), size: 160, Cell: ({ row }) => formatDate(row.original.lastModifyTime ?? row.original.creatorTime, 'creation') },
  ], [t]);
  const edit = async (row: InterfaceRow, ctx: ToolbarContext<InterfaceRow>) => {
    setReload(() => ctx.reload);
    setTarget({ mode: 'edit', info: await interfaceApi.info(row.id) });
  };
  const importFile = async (file: File | null, ctx: ToolbarContext<InterfaceRow>) => {
    if (!file) return;
    const text = await file.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = {}; // the server answers 导入的文件不是数据接口
    }
    notify('success', await interfaceApi.importOne(parsed));
    ctx.reload();
  };
  return (
    <>
      <ListPageFrame<InterfaceRow, InterfaceFilters>
        columns={columns}
        fetchPage={interfaceApi.page}
        filters={filters}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }}
        sortable={interfaceSortable}
        onResetFilters={() => setType(null)}
        searchFields={<Select label={t('iface.type')} placeholder={t('iface.allTypes')} clearable w={140} value={type} onChange={setType} data={INTERFACE_TYPES.map((d) => ({ value: d, label: t(`iface.types.${d}`) }))} />}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'create' }); }} data-testid="iface-add">{t('add')}</Button>
            <JsonImportButton label={t('iface.importFile')} onFile={(f) => void importFile(f, ctx).catch(() => undefined)} />
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('iface.preview')}><ActionIcon variant="subtle" aria-label={`${t('iface.preview')} ${row.fullName}`} onClick={() => void interfaceApi.info(row.id).then(setPreviewing, () => undefined)} data-testid={`iface-preview-${row.enCode}`}><IconEye size={16} /></ActionIcon></Tooltip>
            <Tooltip label={t('iface.tryPicker')}><ActionIcon variant="subtle" aria-label={`${t('iface.tryPicker')} ${row.fullName}`} onClick={() => setPicking(row)} data-testid={`iface-picker-${row.enCode}`}><IconListSearch size={16} /></ActionIcon></Tooltip>
            <Tooltip label={t('iface.log')}><ActionIcon variant="subtle" aria-label={`${t('iface.log')} ${row.fullName}`} onClick={() => setLogsOf(row)} data-testid={`iface-log-${row.enCode}`}><IconHistory size={16} /></ActionIcon></Tooltip>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={`${t('edit')} ${row.fullName}`} onClick={() => void edit(row, ctx).catch(() => undefined)}><IconEdit size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_export">
              <Tooltip label={t('iface.exportOne')}><ActionIcon variant="subtle" aria-label={`${t('iface.exportOne')} ${row.fullName}`} onClick={() => void interfaceApi.exportOne(row.id).then((b) => saveBlob(b, `${row.fullName}.json`), () => undefined)}><IconDownload size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Tooltip label={t('delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${row.fullName}`} onClick={() => void (async () => { if (await confirmDelete(t('deleteConfirm', { name: row.fullName }))) { notify('success', await interfaceApi.remove(row.id)); ctx.reload(); } })().catch(() => undefined)}><IconTrash size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </Group>
        )}
      />
      <InterfaceForm target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
      <PreviewDrawer info={previewing} onClose={() => setPreviewing(null)} />
      <LogDrawer row={logsOf} onClose={() => setLogsOf(null)} />
      <TryPickerDialog row={picking} onClose={() => setPicking(null)} />
    </>
  );
}
