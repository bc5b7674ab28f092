import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { notify } from '@/lib/notify';
import { useSyncStatus } from '@/sync/hooks';
import { parseDetailConfig, workflowApi } from '../api';
import { StatusBadge, UrgentBadge } from '../badges';
import { useWorkflowT } from '../i18n';
import { LaunchDialog } from '../launch/LaunchDialog';
import { ActionDialog, type ActionInput, type ActionKind } from './ActionDialog';
import { Attachments, useFileIndex } from './Attachments';
import { DetailForm, useDetailForm } from './DetailForm';
import { FlowChart } from './FlowChart';
import { sendAction } from './send-action';
import { FlowTimeline } from './Timeline';
import { useTaskDetail } from './use-task-detail';

const noop = () => undefined;

/** /workFlowDetail?config=…: the form under the caller's rights, the chart, the history and what the caller may do. */
export default function WorkFlowDetailPage() {
  const t = useWorkflowT();
  const raw = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).config });
  const config = useMemo(() => parseDetailConfig(typeof raw === 'string' ? raw : raw === undefined ? undefined : JSON.stringify(raw)), [raw]);
  const { loaded, missing, reload } = useTaskDetail(config);
  const [kind, setKind] = useState<ActionKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const { online: connected } = useSyncStatus();
  const detailOrNull = loaded?.detail ?? null;
  const online = connected && !loaded?.fromDevice;
  const files = useFileIndex(detailOrNull ? [...detailOrNull.task.fileIds, ...detailOrNull.timeline.flatMap((e) => e.fileIds)] : [], online);
  const form = useDetailForm(detailOrNull, online);

  useEffect(() => {
    if (config?.circulateId && navigator.onLine) void workflowApi.readCirculate(config.circulateId).catch(noop);
  }, [config?.circulateId]);

  if (!config) return <Alert color="yellow" title={t('detail.title')} data-testid="flow-bad-config">{t('detail.badConfig')}</Alert>;
  if (missing) return <Alert color="yellow" title={t('detail.title')}>{t('detail.notOnDevice')}</Alert>;
  if (!loaded) return <Loader role="status" aria-label={t('detail.title')} m="xl" />;
  const { detail, fromDevice } = loaded;
  const { task, myOperator: mine, can } = detail;
  const offline = !online || !navigator.onLine;

  const run = async (action: ActionKind, input: ActionInput) => {
    setBusy(true);
    try {
      const sent = await sendAction(action, input, { taskId: task.id, mine, offline, ...(action === 'approve' && form.edited ? { formData: form.edited } : {}) });
      notify('success', sent === 'queued' ? t('detail.queued') : t(`detail.${action}`));
      setKind(null);
    } catch (error) {
      // The envelope's message (e.g. 已由他人处理) was shown by the client; the page shows what is true now.
      if (!(error instanceof EnvelopeError)) notify('error', String(error));
      else if (action === 'approve') form.showErrors(error.envelope.data);
      setKind(null);
    } finally {
      setBusy(false);
      void reload();
    }
  };
  const simple = async (fn: () => Promise<unknown>, label: string) => {
    try {
      await fn();
      notify('success', label);
    } catch { /* the envelope's message is shown by the client */ }
    void reload();
  };
  const button = (show: boolean, action: ActionKind, color?: string) =>
    show && <Button key={action} color={color} variant={action === 'approve' ? 'filled' : 'light'} onClick={() => setKind(action)} data-testid={`flow-${action}`}>{t(`detail.${action}`)}</Button>;

  return (
    <Stack data-testid="flow-detail" data-status={task.status}>
      {fromDevice && <Alert color="blue" data-testid="flow-offline">{t('detail.offline')}</Alert>}
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={3}>{task.fullName}</Title>
          <StatusBadge row={task} />
          <UrgentBadge urgent={task.urgent} />
        </Group>
        <Group gap="xs">
          {button(can.approve, 'approve')}
          {button(can.reject, 'reject', 'red')}
          {button(can.return, 'return', 'orange')}
          {button(can.transfer, 'transfer')}
          {button(can.addSign, 'addSign')}
          {can.withdraw && <Button variant="light" color="orange" onClick={() => void simple(() => workflowApi.withdraw(task.id), t('detail.withdraw'))} data-testid="flow-withdraw">{t('detail.withdraw')}</Button>}
          {can.urge && <Button variant="light" onClick={() => void simple(() => workflowApi.urge(task.id), t('detail.urge'))} data-testid="flow-urge">{t('detail.urge')}</Button>}
          {can.suspend && <Button variant="light" color="yellow" onClick={() => void simple(() => workflowApi.monitor(task.id, 'Suspend'), t('detail.suspend'))}>{t('detail.suspend')}</Button>}
          {can.resume && <Button variant="light" onClick={() => void simple(() => workflowApi.monitor(task.id, 'Resume'), t('detail.resume'))}>{t('detail.resume')}</Button>}
          {button(can.terminate, 'terminate', 'red')}
          {button(can.reassign, 'reassign')}
          {button(can.comment, 'comment')}
          {can.resubmit && online && <Button variant="light" onClick={() => setEditing(true)} data-testid="flow-resubmit">{t('launch.editResubmit')}</Button>}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">{task.flowName} · {task.creatorUserName}</Text>
      <Card withBorder>
        <Title order={5} mb="sm">{t('detail.form')}</Title>
        <DetailForm form={form} />
        {task.fileIds.length > 0 && (
          <Stack gap={4} mt="md" data-testid="flow-attachments">
            <Text size="sm" fw={500}>{t('detail.attachments')}</Text>
            <Attachments ids={task.fileIds} index={files} online={online} />
          </Stack>
        )}
      </Card>
      <Group align="flex-start" grow wrap="wrap">
        <Card withBorder miw={320}>
          <Title order={5}>{t('detail.chart')}</Title>
          <FlowChart tree={detail.flowTree} done={detail.doneNodeIds} current={detail.currentNodeIds} />
        </Card>
        <Card withBorder miw={320}>
          <Title order={5} mb="sm">{t('detail.timeline')}</Title>
          <FlowTimeline entries={detail.timeline} files={files} online={online} />
        </Card>
      </Group>
      <ActionDialog kind={kind} operatorId={mine?.id ?? null} flowId={task.flowId} offline={offline} chooseNodes={detail.chooseNodes} busy={busy} onClose={() => setKind(null)} onSubmit={(k, i) => void run(k, i)}
        operators={detail.operators.filter((o) => o.status === 0 || o.status === 1).map((o) => ({ id: o.id, label: `${o.nodeName} · ${o.userName}` }))} />
      {can.resubmit && <LaunchDialog target={editing ? { taskId: task.id } : null} onClose={() => setEditing(false)} onDone={() => { setEditing(false); void reload(); }} />}
    </Stack>
  );
}
