import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { PositionRow } from '@/features/permission/contract';
import { formatDate } from '@/lib/format';
import { usePermT } from '../i18n';
import { confirmAndDelete } from '../shared/act';
import { MembersDialog } from '../shared/MembersDialog';
import { positionApi } from '../shared/organize-api';
import { OrgSelect } from '../shared/OrgSelect';
import { RowActions } from '../shared/RowActions';
import { StateSwitch } from '../shared/StateSwitch';
import { useFrameReload } from '../shared/use-frame-reload';
import { PositionForm } from './PositionForm';

type Filters = { organizeId?: string };

/** 岗位管理: positions per organisation, with their members. */
export default function PositionPage() {
  const t = usePermT();
  const [organizeId, setOrganizeId] = useState<string | null>(null);
  const filters = useMemo<Filters>(() => ({ organizeId: organizeId ?? undefined }), [organizeId]);
  const [target, setTarget] = useState<{ id?: string; organizeId?: string } | null>(null);
  const [members, setMembers] = useState<{ type: 'Position'; id: string; name: string } | null>(null);
  const { reload, capture } = useFrameReload();
  const close = useCallback(() => setTarget(null), []);
  const columns = useMemo(() => [
    { accessorKey: 'fullName', header: t('position.fullName'), size: 160 },
    { accessorKey: 'enCode', header: t('position.enCode'), size: 130 },
    { accessorKey: 'type', header: t('position.type'), size: 100 },
    { accessorKey: 'organizeName', header: t('position.organize'), size: 220 },
    { accessorKey: 'enabledMark', header: t('common.status'), size: 90, Cell: ({ row }: { row: { original: PositionRow } }) => <StateSwitch enabled={row.original.enabledMark === 1} onToggle={() => positionApi.toggle(row.original.id)} onDone={reload} /> },
    { accessorKey: 'sortCode', header: t('common.sortCode'), size: 70 },
    { accessorKey: 'creatorTime', header: t('common.creatorTime'), size: 170, Cell: ({ row }: { row: { original: PositionRow } }) => formatDate(row.original.creatorTime, 'creation') },
  ], [t, reload]);

  return (
    <>
      <ListPageFrame<PositionRow, Filters>
        columns={columns} fetchPage={positionApi.page} filters={filters} rowId={(r) => r.id}
        defaultSort={{ sidx: 'sortCode', sort: 'asc' }} sortable={['fullName', 'enCode', 'sortCode', 'creatorTime']}
        onResetFilters={() => setOrganizeId(null)}
        searchFields={<OrgSelect label={t('position.organize')} value={organizeId} onChange={setOrganizeId} />}
        toolbar={(c) => {
          capture(c);
          return (
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ organizeId: organizeId ?? undefined })} data-testid="position-add">{t('common.add')}</Button>
            </ButtonGuard>
          );
        }}
        rowActions={(row, c) => (
          <RowActions name={row.fullName} onEdit={() => setTarget({ id: row.id })} onDelete={() => void confirmAndDelete(() => positionApi.remove(row.id)).then((ok) => ok && c.reload())}>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('members.button')}>
                <ActionIcon variant="subtle" onClick={() => setMembers({ type: 'Position', id: row.id, name: row.fullName })} aria-label={`${t('members.button')} ${row.fullName}`}><IconUsers size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </RowActions>
        )}
      />
      <PositionForm target={target} onClose={close} onSaved={reload} />
      <MembersDialog object={members} onClose={() => setMembers(null)} />
    </>
  );
}
