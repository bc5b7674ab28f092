import { ActionIcon, Badge, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconCopy, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { MESSAGE_TYPES, TEMPLATE_TYPE, type TemplateRow } from '@/features/message/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { templateApi, type TemplateFilters } from '../api';
import { useMsgT } from '../i18n';
import { TemplateForm, type TemplateTarget } from './TemplateForm';

/** 消息模板: the templates features send messages from (ctx.notify), and administrators' own. */
export default function TemplatePage() {
  const t = useMsgT();
  const columns = useMemo((): Array<MRT_ColumnDef<TemplateRow> & { accessorKey: string; header: string }> => [
    { accessorKey: 'fullName', header: t('template.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('template.enCode'), size: 160 },
    { accessorKey: 'templateType', header: t('template.templateType'), size: 110, Cell: ({ row }) => t(`template.templateTypes.${row.original.templateType}`) },
    { accessorKey: 'messageSource', header: t('template.messageSource'), size: 110, Cell: ({ row }) => t(`types.${row.original.messageSource}`) },
    { accessorKey: 'enabledMark', header: t('fields.status'), size: 90, Cell: ({ row }) => <Badge variant="light" tt="none" color={row.original.enabledMark === 1 ? 'green' : 'gray'}>{t(`template.enabledState.${row.original.enabledMark}`)}</Badge> },
    { accessorKey: 'creatorTime', header: t('fields.creatorTime'), size: 160, Cell: ({ row }) => formatDate(row.original.creatorTime, 'creation') },
  ], [t]);
  const [source, setSource] = useState<string | null>(null);
  const filters: TemplateFilters = useMemo(() => ({ messageSource: source === null ? undefined : Number(source) }), [source]);
  const [target, setTarget] = useState<TemplateTarget | null>(null);
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const run = async (ctx: ToolbarContext<TemplateRow>, action: () => Promise<string>) => {
    notify('success', await action());
    ctx.reload();
  };
  return (
    <>
      <ListPageFrame<TemplateRow, TemplateFilters>
        columns={columns}
        fetchPage={templateApi.page}
        filters={filters}
        rowId={(row) => row.id}
        columnAuthority
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }}
        sortable={['sortCode', 'creatorTime', 'fullName', 'enCode']}
        onResetFilters={() => setSource(null)}
        searchFields={<Select label={t('template.messageSource')} clearable w={150} value={source} onChange={setSource} data={MESSAGE_TYPES.map((n) => ({ value: String(n), label: t(`types.${n}`) }))} />}
        toolbar={(ctx) => (
          <ButtonGuard code="btn_add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setReload(() => ctx.reload); setTarget({ mode: 'create' }); }}>{t('template.addTitle')}</Button>
          </ButtonGuard>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('template.editTitle')}>
                <ActionIcon variant="subtle" aria-label={t('template.editTitle')} onClick={() => void templateApi.info(row.id).then((info) => { setReload(() => ctx.reload); setTarget({ mode: 'edit', info }); })}><IconEdit size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_copy">
              <Tooltip label={t('template.copy')}><ActionIcon variant="subtle" aria-label={t('template.copy')} onClick={() => void run(ctx, () => templateApi.copy(row.id))}><IconCopy size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            {row.templateType !== TEMPLATE_TYPE.system && (
              <ButtonGuard code="btn_remove">
                <Tooltip label={t('centre.delete')}>
                  <ActionIcon variant="subtle" color="red" aria-label={t('centre.delete')} onClick={() => void (async () => { if (await confirmDelete()) await run(ctx, () => templateApi.remove(row.id)); })()}><IconTrash size={16} /></ActionIcon>
                </Tooltip>
              </ButtonGuard>
            )}
          </Group>
        )}
      />
      <TemplateForm target={target} onClose={() => setTarget(null)} onSaved={() => reload()} />
    </>
  );
}
