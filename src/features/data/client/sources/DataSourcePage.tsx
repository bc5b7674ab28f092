import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconPlugConnected, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import { dataSourceSortable, type DataSourceRow } from '@/features/data/contract';
import { notify } from '@/lib/notify';
import { sourceApi } from '../data-api';
import { useDataT } from '../i18n';
import { DataSourceForm, type SourceTarget } from './DataSourceForm';

type Column = MRT_ColumnDef<DataSourceRow> & { accessorKey: string; header: string };

/** 数据连接: the system database first (read-only entry), then the external sources. */
export default function DataSourcePage() {
  const t = useDataT();
  const [target, setTarget] = useState<SourceTarget | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const columns = useMemo<Column[]>(() => [
    { accessorKey: 'fullName', header: t('source.fullName'), size: 180, Cell: ({ row }) => <>{row.original.fullName} {row.original.system && <Badge size="xs" variant="light">{t('source.system')}</Badge>}</> },
    { accessorKey: 'enCode', header: t('enCode'), size: 140 },
    { accessorKey: 'dbType', header: t('source.dbType'), size: 110, Cell: ({ row }) => t(`source.types.${row.original.dbType}`) },
    { accessorKey: 'host', header: t('source.host'), size: 140 },
    { accessorKey: 'dbName', header: t('source.dbName'), size: 160 },
    { accessorKey: 'readOnly', header: t('source.readOnly'), size: 80, Cell: ({ row }) => (row.original.readOnly === 1 ? t('yes') : t('no')) },
    { accessorKey: 'enabledMark', header: t('status'), size: 80, Cell: ({ row }) => <Badge variant="light" color={row.original.enabledMark === 1 ? 'green' : 'gray'}>{row.original.enabledMark === 1 ? t('enabled') : t('disabled')}</Badge> },
  ], [t]);
  const test = async (row: DataSourceRow) => {
    const r = await sourceApi.test({ id: row.id });
    notify(r.ok ? 'success' : 'error', r.ok ? t('source.testOk', { duration: r.duration }) : r.message);
  };
  return (
    <>
      <ListPageFrame<DataSourceRow, Record<string, never>>
        columns={columns}
        fetchPage={sourceApi.page}
        filters={{}}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }}
        sortable={dataSourceSortable}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'create' }); }} data-testid="source-add">{t('add')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('source.test')}><ActionIcon variant="subtle" aria-label={`${t('source.test')} ${row.fullName}`} onClick={() => void test(row).catch(() => undefined)}><IconPlugConnected size={16} /></ActionIcon></Tooltip>
            {!row.system && (
              <>
                <ButtonGuard code="btn_edit">
                  <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={`${t('edit')} ${row.fullName}`} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'edit', row }); }}><IconEdit size={16} /></ActionIcon></Tooltip>
                </ButtonGuard>
                <ButtonGuard code="btn_remove">
                  <Tooltip label={t('delete')}>
                    <ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${row.fullName}`} onClick={() => void (async () => { if (await confirmDelete(t('deleteConfirm', { name: row.fullName }))) { notify('success', await sourceApi.remove(row.id)); ctx.reload(); } })().catch(() => undefined)}><IconTrash size={16} /></ActionIcon>
                  </Tooltip>
                </ButtonGuard>
              </>
            )}
          </Group>
        )}
      />
      <DataSourceForm target={target} onClose={() => setTarget(null)} onSaved={() => { setTarget(null); reload(); }} />
    </>
  );
}
