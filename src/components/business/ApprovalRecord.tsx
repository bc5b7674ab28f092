import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { encodeDetailConfig, type TaskDetail } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { http } from '@/lib/http/client';
import { useSyncStatus } from '@/sync/hooks';

export interface ApprovalRecordLabels {
  none: string;
  offline: string;
  loading: string;
  flow: string;
  by(user: string, node: string): string;
}

export interface ApprovalRecordProps {
  /** The record's approval instance; none before it was first sent. */
  taskId: string | null;
  /** The record's status, shown first; a change reloads the steps. */
  status: number;
  badge: ReactNode;
  labels: ApprovalRecordLabels;
  testId: string;
}

/**
 * 审批记录 of a business record approved through a bound flow (ADR 0036): its status and, online, the
 * steps of its approval with opinions; the flow's own page one click away.
 */
export function ApprovalRecord({ taskId, status, badge, labels, testId }: ApprovalRecordProps) {
  const navigate = useNavigate();
  const { online } = useSyncStatus();
  const [detail, setDetail] = useState<TaskDetail | null>(null);
  useEffect(() => {
    if (!taskId || !online) return;
    let live = true;
    http.get<TaskDetail>(`/api/workflow/Engine/FlowTask/${encodeURIComponent(taskId)}`).then((d) => live && setDetail(d), () => undefined);
    return () => { live = false; };
  }, [taskId, online, status]);
  if (!taskId) return <Text c="dimmed">{labels.none}</Text>;
  return (
    <Stack gap="md">
      <Group gap="sm">{badge}</Group>
      {!online ? <Text c="dimmed">{labels.offline}</Text> : !detail ? <Text c="dimmed">{labels.loading}</Text> : (
        <Timeline active={detail.timeline.length - 1} bulletSize={14} lineWidth={2} data-testid={`${testId}-timeline`}>
          {detail.timeline.map((e) => (
            <Timeline.Item key={e.id} title={labels.by(e.userName || '—', e.nodeName)}>
              {e.opinion && <Text size="sm">{e.opinion}</Text>}
              <Text size="xs" c="dimmed">{formatDate(e.time)}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {online && <Group><Button variant="light" onClick={() => void navigate({ to: '/workFlowDetail', search: { config: encodeDetailConfig({ id: taskId }) } })} data-testid={`${testId}-flow`}>{labels.flow}</Button></Group>}
    </Stack>
  );
}
