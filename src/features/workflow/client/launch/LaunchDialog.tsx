import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { UserPicker } from '@/components/pickers/user/UserPicker';
import { AttachmentUpload } from '@/components/upload';
import { newId } from '@/contract/ids';
import type { UploadedFile } from '@/features/files/contract';
import type { RecordValues } from '@/features/visualdev/contract';
import { WORKFLOW_FILE_OWNER } from '@/features/workflow/contract';
import { SchemaForm } from '@/app/schema-form/SchemaForm';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { notify } from '@/lib/notify';
import { useSyncStatus } from '@/sync/hooks';
import { workflowApi } from '../api';
import { useWorkflowT } from '../i18n';
import { loadLaunch, type LaunchStart, type LaunchTarget } from './launch-source';

export type { LaunchTarget };

/**
 * Fills a flow's form and launches it (提交) or keeps it as a draft (暂存); with a task of the
 * caller's, edits that one and submits it again. One clientId per dialog, so a retry launches once.
 */
export function LaunchDialog({ target, onClose, onDone }: { target: LaunchTarget | null; onClose(): void; onDone(): void }) {
  const t = useWorkflowT();
  const { online } = useSyncStatus();
  const [start, setStart] = useState<LaunchStart | null>(null);
  const [values, setValues] = useState<RecordValues>({});
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [urgent, setUrgent] = useState('1');
  const [candidates, setCandidates] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const clientId = useRef(newId());
  useEffect(() => {
    setStart(null);
    setErrors({});
    setCandidates({});
    clientId.current = newId();
    if (!target) return;
    let live = true;
    loadLaunch(target).then((s) => {
      if (!live) return;
      setStart(s);
      setValues(s.values);
      setFiles(s.files);
      setUrgent(String(s.urgent));
    }, onClose);
    return () => {
      live = false;
    };
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = start?.form;
  const hidden = new Set(Object.entries(form?.rights ?? {}).filter(([, r]) => r === 'hidden').map(([k]) => k));
  const send = async (status: 0 | 1) => {
    if (!start || !form) return;
    setBusy(true);
    try {
      const body = { flowId: form.flowId, formData: values, urgent: Number(urgent) as 1 | 2 | 3, fileIds: files.map((f) => f.fileId), candidates, status };
      if (start.taskId) await workflowApi.resubmit(start.taskId, body);
      else await workflowApi.launch({ ...body, clientId: clientId.current });
      notify('success', t(status === 0 ? 'launch.save' : start.taskId ? 'launch.resubmit' : 'launch.submit'));
      onDone();
    } catch (error) {
      if (error instanceof EnvelopeError && error.envelope.data && typeof error.envelope.data === 'object') setErrors(error.envelope.data as Record<string, string>);
    } finally {
      setBusy(false);
    }
  };
  const title = start ? t(start.taskId ? 'launch.editTitle' : 'launch.title', { name: start.title }) : '';
  return (
    <Modal opened={target !== null} onClose={onClose} size="xl" title={title}>
      {!form || !start ? <Loader role="status" m="md" aria-label={t('tabs.launch')} /> : (
        <Stack>
          <SchemaForm schema={form.form} value={values} onChange={setValues} errors={errors} hiddenFields={hidden} fileOwner={{ ownerType: WORKFLOW_FILE_OWNER, ownerId: form.flowId }} onUploading={setUploading} />
          <Select label={t('launch.urgent')} w={160} value={urgent} onChange={(v) => setUrgent(v ?? '1')} data={['1', '2', '3'].map((u) => ({ value: u, label: t(`urgent.${u}`) }))} allowDeselect={false} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>{t('detail.attachments')}</Text>
            {online
              ? <AttachmentUpload value={files} onChange={setFiles} limit={20} owner={{ ownerType: WORKFLOW_FILE_OWNER, ownerId: form.flowId }} onBusy={setUploading} />
              : <Text size="xs" c="dimmed" data-testid="flow-files-offline">{t('files.offlineAttach')}</Text>}
          </Stack>
          {form.chooseNodes.map((n) => (
            <UserPicker key={n.nodeId} label={t('launch.choose', { node: n.name })} multiple value={candidates[n.nodeId] ?? []} onChange={(v: string[]) => setCandidates((c) => ({ ...c, [n.nodeId]: v }))} />
          ))}
          <Group justify="flex-end">
            <Button variant="default" disabled={busy || uploading} onClick={() => void send(0)} data-testid="flow-save-draft">{t('launch.save')}</Button>
            <Button loading={busy} disabled={uploading} onClick={() => void send(1)} data-testid="flow-submit">{t(start.taskId ? 'launch.resubmit' : 'launch.submit')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
