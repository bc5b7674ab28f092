import { ActionIcon, Box, Button, Group, Progress, Select, Tooltip } from '@mantine/core';
import { IconDownload, IconKey, IconLockOpen, IconPlus, IconUpload } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmAction } from '@/components/dialogs/confirm';
import { ListPageFrame } from '@/components/list-page/ListPageFrame';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type { UserRow } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { act, confirmAndDelete } from '../shared/act';
import { OrgTreePanel } from '../shared/OrgTreePanel';
import { RowActions } from '../shared/RowActions';
import { useFrameReload } from '../shared/use-frame-reload';
import { ImportDialog } from './ImportDialog';
import { saveBlob } from '@/lib/save-blob';
import { userApi, type UserFilters } from './user-api';
import { userColumns } from './user-columns';
import { UserForm } from './UserForm';

/** 用户管理: the organisation tree on the left, users of the chosen node (and below) on the right. */
export default function UserPage() {
  const t = usePermT();
  const [organizeId, setOrganizeId] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const filters = useMemo<UserFilters>(() => ({ organizeId: organizeId ?? undefined, enabledMark: state === null ? undefined : Number(state) }), [organizeId, state]);
  const [target, setTarget] = useState<{ id?: string; organizeId?: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [exportProgress, setExportProgress] = useState<number | null>(null);
  const { reload, capture } = useFrameReload();
  const columns = useMemo(() => userColumns(t, reload), [t, reload]);
  const close = useCallback(() => setTarget(null), []);
  // The query the table last asked for: the export takes the same filter and keyword.
  const lastQuery = useRef<Partial<ListRequest> & UserFilters>({});
  const fetchPage = useCallback((query: ListRequest & UserFilters) => {
    lastQuery.current = query;
    return userApi.page(query);
  }, []);

  const exportExcel = async () => {
    const { keyword, sidx, sort, organizeId: org, enabledMark } = lastQuery.current;
    setExportProgress(0);
    try {
      saveBlob(await userApi.exportExcel({ keyword, sidx, sort, organizeId: org, enabledMark }, setExportProgress), t('user.exportFile'));
    } catch {
      // shown by the transfer helper
    } finally {
      setExportProgress(null);
    }
  };
  const resetPassword = async (row: UserRow) => {
    if (await confirmAction({ message: t('user.resetConfirm', { name: row.realName }) })) await act(() => userApi.resetPassword(row.id));
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <OrgTreePanel value={organizeId} onChange={setOrganizeId} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        {exportProgress !== null && <Progress value={exportProgress < 0 ? 100 : exportProgress * 100} animated striped mb={4} data-testid="export-progress" />}
        <ListPageFrame<UserRow, UserFilters>
          columns={columns} fetchPage={fetchPage} filters={filters} rowId={(r) => r.id}
          defaultSort={{ sidx: 'creatorTime', sort: 'desc' }} sortable={['account', 'realName', 'creatorTime']}
          onResetFilters={() => setState(null)}
          searchFields={<Select label={t('common.status')} placeholder={t('common.all')} clearable w={120} value={state} onChange={setState} data={[{ value: '1', label: t('common.enabled') }, { value: '0', label: t('common.disabled') }]} />}
          toolbar={(c) => {
            capture(c);
            return (
              <>
                <ButtonGuard code="btn_add">
                  <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget({ organizeId: organizeId ?? undefined })} data-testid="user-add">{t('common.add')}</Button>
                </ButtonGuard>
                <ButtonGuard code="btn_import">
                  <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)} data-testid="user-import">{t('import.button')}</Button>
                </ButtonGuard>
                <ButtonGuard code="btn_export">
                  <Button variant="default" leftSection={<IconDownload size={16} />} loading={exportProgress !== null} onClick={() => void exportExcel()} data-testid="user-export">{t('user.export')}</Button>
                </ButtonGuard>
              </>
            );
          }}
          rowActions={(row, c) => (
            <RowActions name={row.account} onEdit={() => setTarget({ id: row.id })} onDelete={() => void confirmAndDelete(() => userApi.remove(row.id)).then((ok) => ok && c.reload())}>
              <ButtonGuard code="btn_resetPassword">
                <Tooltip label={t('user.resetPassword')}>
                  <ActionIcon variant="subtle" color="orange" onClick={() => void resetPassword(row)} aria-label={`${t('user.resetPassword')} ${row.account}`}><IconKey size={16} /></ActionIcon>
                </Tooltip>
              </ButtonGuard>
              {row.lockMark === 1 && (
                <ButtonGuard code="btn_unlock">
                  <Tooltip label={t('user.unlock')}>
                    <ActionIcon variant="subtle" color="green" onClick={() => void act(() => userApi.unlock(row.id)).then((ok) => ok && c.reload())} aria-label={`${t('user.unlock')} ${row.account}`}><IconLockOpen size={16} /></ActionIcon>
                  </Tooltip>
                </ButtonGuard>
              )}
            </RowActions>
          )}
        />
      </Box>
      <UserForm target={target} onClose={close} onSaved={reload} />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} onImported={reload} />
    </Group>
  );
}
