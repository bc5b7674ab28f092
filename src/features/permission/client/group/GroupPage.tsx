import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { GroupRow } from '@/features/permission/contract';
import { formatDate } from '@/lib/format';
import { usePermT } from '../i18n';
import { confirmAndDelete } from '../shared/act';
import { MembersDialog } from '../shared/MembersDialog';
import { groupApi } from '../shared/organize-api';
import { RowActions } from '../shared/RowActions';
import { StateSwitch } from '../shared/StateSwitch';
import { useFrameReload } from '../shared/use-frame-reload';
import { GroupForm } from './GroupForm';

type Cell = { row: { original: GroupRow } };
const NO_FILTERS = {};

/** 分组管理: user groups and their members. */
export default function GroupPage() {
  const t = usePermT();
  const [target, setTarget] = useState<{ id?: string } | null>(null);
  const [members, setMembers] = useState<{ type: 'Group'; id: string; name: string } | null>(null);
  const { reload, capture } = useFrameReload();
  const close = useCallback(() => setTarget(null), []);
  const columns = useMemo(() => [
    { accessorKey: 'fullName', header: t('group.fullName'), size: 180 },
    { accessorKey: 'enCode', header: t('group.enCode'), size: 140 },
    { accessorKey: 'type', header: t('group.type'), size: 120 },
    { accessorKey: 'enabledMark', header: t('common.status'), size: 90, Cell: ({ row }: Cell) => <StateSwitch enabled={row.original.enabledMark === 1} onToggle={() => groupApi.toggle(row.original.id)} onDone={reload} /> },
    { accessorKey: 'sortCode', header: t('common.sortCode'), size: 70 },
    { accessorKey: 'description', header: t('common.description'), size: 200 },
    { accessorKey: 'creatorTime', header: t('common.creatorTime'), size: 170, Cell: ({ row }: Cell) => formatDate(row.original.creatorTime, 'creation') },
  ], [t, reload]);

  return (
    <>
      <ListPageFrame<GroupRow, object>
        columns={columns} fetchPage={groupApi.page} filters={NO_FILTERS} rowId={(r) => r.id}
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }} sortable={['fullName', 'enCode', 'sortCode', 'creatorTime']}
        toolbar={(c) => {
          capture(c);
          return (
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({})} data-testid="group-add">{t('common.add')}</Button>
            </ButtonGuard>
          );
        }}
        rowActions={(row, c) => (
          <RowActions name={row.fullName} onEdit={() => setTarget({ id: row.id })} onDelete={() => void confirmAndDelete(() => groupApi.remove(row.id)).then((ok) => ok && c.reload())}>
            <ButtonGuard code="btn_member">
              <Tooltip label={t('members.button')}>
                <ActionIcon variant="subtle" onClick={() => setMembers({ type: 'Group', id: row.id, name: row.fullName })} aria-label={`${t('members.button')} ${row.fullName}`}><IconUsers size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </RowActions>
        )}
      />
      <GroupForm target={target} onClose={close} onSaved={reload} />
      <MembersDialog object={members} onClose={() => setMembers(null)} />
    </>
  );
}
