import { ActionIcon, Badge, Button, Select, Tooltip } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { RoleRow } from '@/features/permission/contract';
import { formatDate } from '@/lib/format';
import { usePermT } from '../i18n';
import { confirmAndDelete } from '../shared/act';
import { MembersDialog } from '../shared/MembersDialog';
import { roleApi } from '../shared/organize-api';
import { OrgSelect } from '../shared/OrgSelect';
import { RowActions } from '../shared/RowActions';
import { StateSwitch } from '../shared/StateSwitch';
import { useFrameReload } from '../shared/use-frame-reload';
import { RoleForm } from './RoleForm';

type Filters = { organizeId?: string; globalMark?: number };
type Cell = { row: { original: RoleRow } };

/** 角色管理: global and organisation roles, with their members. */
export default function RolePage() {
  const t = usePermT();
  const [organizeId, setOrganizeId] = useState<string | null>(null);
  const [globalMark, setGlobalMark] = useState<string | null>(null);
  const filters = useMemo<Filters>(() => ({ organizeId: organizeId ?? undefined, globalMark: globalMark === null ? undefined : Number(globalMark) }), [organizeId, globalMark]);
  const [target, setTarget] = useState<{ id?: string } | null>(null);
  const [members, setMembers] = useState<{ type: 'Role'; id: string; name: string } | null>(null);
  const { reload, capture } = useFrameReload();
  const close = useCallback(() => setTarget(null), []);
  const columns = useMemo(() => [
    { accessorKey: 'fullName', header: t('role.fullName'), size: 160 },
    { accessorKey: 'enCode', header: t('role.enCode'), size: 130 },
    { accessorKey: 'globalMark', header: t('role.type'), size: 90, Cell: ({ row }: Cell) => <Badge variant="light" color={row.original.globalMark === 1 ? 'blue' : 'teal'}>{t(row.original.globalMark === 1 ? 'role.global' : 'role.organize')}</Badge> },
    { accessorKey: 'organizeName', header: t('role.organizes'), size: 240 },
    { accessorKey: 'enabledMark', header: t('common.status'), size: 90, Cell: ({ row }: Cell) => <StateSwitch enabled={row.original.enabledMark === 1} onToggle={() => roleApi.toggle(row.original.id)} onDone={reload} /> },
    { accessorKey: 'sortCode', header: t('common.sortCode'), size: 70 },
    { accessorKey: 'creatorTime', header: t('common.creatorTime'), size: 170, Cell: ({ row }: Cell) => formatDate(row.original.creatorTime, 'creation') },
  ], [t, reload]);

  return (
    <>
      <ListPageFrame<RoleRow, Filters>
        columns={columns} fetchPage={roleApi.page} filters={filters} rowId={(r) => r.id}
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }} sortable={['fullName', 'enCode', 'sortCode', 'creatorTime']}
        onResetFilters={() => { setOrganizeId(null); setGlobalMark(null); }}
        searchFields={
          <>
            <Select label={t('role.type')} placeholder={t('common.all')} clearable w={120} value={globalMark} onChange={setGlobalMark} data={[{ value: '1', label: t('role.global') }, { value: '0', label: t('role.organize') }]} />
            <OrgSelect label={t('role.organizes')} value={organizeId} onChange={setOrganizeId} />
          </>
        }
        toolbar={(c) => {
          capture(c);
          return (
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({})} data-testid="role-add">{t('common.add')}</Button>
            </ButtonGuard>
          );
        }}
        rowActions={(row, c) => (
          <RowActions name={row.fullName} onEdit={() => setTarget({ id: row.id })} onDelete={() => void confirmAndDelete(() => roleApi.remove(row.id)).then((ok) => ok && c.reload())}>
            <ButtonGuard code="btn_member">
              <Tooltip label={t('members.button')}>
                <ActionIcon variant="subtle" onClick={() => setMembers({ type: 'Role', id: row.id, name: row.fullName })} aria-label={`${t('members.button')} ${row.fullName}`}><IconUsers size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </RowActions>
        )}
      />
      <RoleForm target={target} onClose={close} onSaved={reload} />
      <MembersDialog object={members} onClose={() => setMembers(null)} />
    </>
  );
}
