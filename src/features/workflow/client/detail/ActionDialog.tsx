import { Button, Group, Modal, Radio, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { UserPicker } from '@/components/pickers/user/UserPicker';
import { AttachmentUpload } from '@/components/upload';
import type { UploadedFile } from '@/features/files/contract';
import { WORKFLOW_FILE_OWNER } from '@/features/workflow/contract';
import { notify } from '@/lib/notify';
import { workflowApi } from '../api';
import { useWorkflowT } from '../i18n';
import { SignaturePad } from './SignaturePad';

export type ActionKind = 'approve' | 'reject' | 'return' | 'transfer' | 'addSign' | 'comment' | 'terminate' | 'reassign';

export interface ActionInput {
  opinion: string;
  rejectTo: 'initiator' | 'end';
  toNodeId: string | null;
  userIds: string[];
  position: 'before' | 'after';
  candidates: Record<string, string[]>;
  operatorId: string | null;
  files: UploadedFile[];
  signImg: string | null;
}

/** Actions whose record carries files (the monitor's do not). */
const WITH_FILES: ReadonlySet<ActionKind> = new Set(['approve', 'reject', 'return', 'transfer', 'addSign', 'comment']);
const WITH_SIGNATURE: ReadonlySet<ActionKind> = new Set(['approve', 'reject']);

interface Props {
  kind: ActionKind | null;
  operatorId: string | null;
  /** Files are uploaded under the flow (the server accepts only the caller's own uploads there). */
  flowId: string;
  /** Offline, a decision goes through the outbox without files (a signature goes with it). */
  offline: boolean;
  chooseNodes: { nodeId: string; name: string }[];
  operators: { id: string; label: string }[];
  busy: boolean;
  onClose(): void;
  onSubmit(kind: ActionKind, input: ActionInput): void;
}

const empty = (): ActionInput => ({ opinion: '', rejectTo: 'initiator', toNodeId: null, userIds: [], position: 'before', candidates: {}, operatorId: null, files: [], signImg: null });

/** One dialog for the approver's and the monitor's actions: the fields each needs, then 确定. */
export function ActionDialog({ kind, operatorId, flowId, offline, chooseNodes, operators, busy, onClose, onSubmit }: Props) {
  const t = useWorkflowT();
  const [input, setInput] = useState<ActionInput>(empty);
  const [targets, setTargets] = useState<{ value: string; label: string }[]>([]);
  const [signing, setSigning] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    setInput(empty());
    setSigning(false);
    if (kind === 'return' && operatorId) void workflowApi.returnNodes(operatorId).then((r) => setTargets(r.list.map((n) => ({ value: n.nodeId, label: n.name }))));
  }, [kind, operatorId]);
  const set = (patch: Partial<ActionInput>) => setInput((i) => ({ ...i, ...patch }));
  const needsUsers = kind === 'transfer' || kind === 'addSign' || kind === 'reassign';
  const ready = (kind !== 'return' || input.toNodeId) && (!needsUsers || input.userIds.length > 0) && (kind !== 'comment' || input.opinion.trim()) && (kind !== 'reassign' || input.operatorId);
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? t(`detail.${kind}`) : ''} centered>
      {kind && (
        <Stack>
          {kind === 'reject' && (
            <Radio.Group label={t('detail.rejectTo')} value={input.rejectTo} onChange={(v) => set({ rejectTo: v as ActionInput['rejectTo'] })}>
              <Group mt={4}><Radio value="initiator" label={t('detail.toInitiator')} /><Radio value="end" label={t('detail.toEnd')} /></Group>
            </Radio.Group>
          )}
          {kind === 'return' && <Select label={t('detail.returnTo')} data={targets} value={input.toNodeId} onChange={(v) => set({ toNodeId: v })} required />}
          {kind === 'reassign' && <Select label={t('detail.operator')} data={operators.map((o) => ({ value: o.id, label: o.label }))} value={input.operatorId} onChange={(v) => set({ operatorId: v })} required />}
          {(kind === 'transfer' || kind === 'reassign') && (
            <UserPicker label={kind === 'transfer' ? t('detail.toUser') : t('detail.assignTo')} value={input.userIds[0] ?? ''} onChange={(v: string) => set({ userIds: v ? [v] : [] })} />
          )}
          {kind === 'addSign' && (
            <>
              <UserPicker label={t('detail.signers')} multiple value={input.userIds} onChange={(v: string[]) => set({ userIds: v })} />
              <Radio.Group value={input.position} onChange={(v) => set({ position: v as ActionInput['position'] })}>
                <Group><Radio value="before" label={t('detail.before')} /><Radio value="after" label={t('detail.after')} /></Group>
              </Radio.Group>
            </>
          )}
          {kind === 'approve' && chooseNodes.map((n) => (
            <UserPicker key={n.nodeId} label={t('detail.nextApprovers', { node: n.name })} multiple value={input.candidates[n.nodeId] ?? []} onChange={(v: string[]) => set({ candidates: { ...input.candidates, [n.nodeId]: v } })} />
          ))}
          <Textarea label={kind === 'comment' ? t('detail.commentText') : t('detail.opinion')} autosize minRows={3} maxLength={kind === 'comment' ? 1000 : 500} value={input.opinion} onChange={(e) => set({ opinion: e.currentTarget.value })} data-testid="flow-opinion" data-autofocus />
          {WITH_FILES.has(kind) && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>{t('detail.attachments')}</Text>
              {offline
                ? <Text size="xs" c="dimmed" data-testid="flow-files-offline">{t('files.offlineAttach')}</Text>
                : <AttachmentUpload value={input.files} onChange={(files) => set({ files })} limit={10} owner={{ ownerType: WORKFLOW_FILE_OWNER, ownerId: flowId }} onBusy={setUploading} />}
            </Stack>
          )}
          {WITH_SIGNATURE.has(kind) && (
            <Switch label={t('detail.signature')} checked={signing} onChange={(e) => { setSigning(e.currentTarget.checked); set({ signImg: null }); }} data-testid="flow-sign-toggle" />
          )}
          {signing && <SignaturePad onChange={(signImg) => set({ signImg })} onTooLarge={() => notify('error', t('sign.tooLarge'))} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('detail.cancel')}</Button>
            <Button loading={busy} disabled={!ready || uploading || (signing && !input.signImg)} onClick={() => onSubmit(kind, input)} data-testid="flow-action-confirm">{t('detail.confirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
