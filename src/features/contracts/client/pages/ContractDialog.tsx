import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { CONTRACT_STATUS, isEditableStatus, type ContractRow } from '@/features/contracts/contract';
import { encodeDetailConfig } from '@/features/workflow/contract';
import { useSyncStatus } from '@/sync/hooks';
import { ContractEditor, inputOf } from './ContractEditor';
import { ContractForm } from './ContractForm';
import { useContractsT } from '../i18n';
import { StatusBadge } from './StatusBadge';

export type ContractTarget = { mode: 'add'; id: string } | { mode: 'edit' | 'detail'; row: ContractRow & { _version?: number } };

/** 新建 / 编辑 (draft, rejected, withdrawn) / 详情 with the way to its approval record. */
export function ContractDialog({ target, onClose }: { target: ContractTarget; onClose(): void }) {
  const t = useContractsT();
  const navigate = useNavigate();
  const { online } = useSyncStatus();
  const row = target.mode === 'add' ? undefined : target.row;
  const editing = target.mode === 'add' || (target.mode === 'edit' && isEditableStatus(target.row.status));
  const title = target.mode === 'add' ? t('form.titleAdd') : t(editing ? 'form.titleEdit' : 'form.titleDetail', { no: row?.contractNo || t('form.noPending') });
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeOnClickOutside={false}>
      {editing ? (
        <ContractEditor id={target.mode === 'add' ? target.id : target.row.id} existing={row} onDone={onClose} onCancel={onClose} />
      ) : row && (
        <Stack gap="md">
          <Group gap="sm">
            <StatusBadge status={row.status} />
            {row.status === CONTRACT_STATUS.inApproval || row.status === CONTRACT_STATUS.approved ? <Text size="sm" c="dimmed">{t('msg.notEditable')}</Text> : null}
          </Group>
          <ContractForm id={row.id} values={inputOf(row)} errors={{}} set={() => undefined} readOnly online={online} />
          <Group justify="flex-end">
            {row.flowTaskId && (
              online
                ? <Button variant="light" onClick={() => { onClose(); void navigate({ to: '/workFlowDetail', search: { config: encodeDetailConfig({ id: row.flowTaskId! }) } }); }} data-testid="contract-flow">{t('action.flow')}</Button>
                : <Badge variant="outline" color="gray">{t('msg.flowOffline')}</Badge>
            )}
            <Button variant="default" onClick={onClose}>{t('action.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
