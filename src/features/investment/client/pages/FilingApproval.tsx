import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { encodeDetailConfig, type TaskDetail } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { http } from '@/lib/http/client';
import { useSyncStatus } from '@/sync/hooks';
import { useInvestmentT } from '../i18n';
import { StatusBadge } from './StatusBadge';
import type { Filing } from './local-filings';

/** 审批记录: the filing's status and, online, the steps of its approval with opinions; the flow's own page one click away. */
export function FilingApproval({ filing }: { filing: Filing }) {
  const t = useInvestmentT();
  const navigate = useNavigate();
  const { online } = useSyncStatus();
  const [detail, setDetail] = useState<TaskDetail | null>(null);
  const taskId = filing.flowTaskId;
  useEffect(() => {
    if (!taskId || !online) return;
    let live = true;
    http.get<TaskDetail>(`/api/workflow/Engine/FlowTask/${encodeURIComponent(taskId)}`).then((d) => live && setDetail(d), () => undefined);
    return () => { live = false; };
  }, [taskId, online, filing.status]);
  if (!taskId) return <Text c="dimmed">{t('approval.none')}</Text>;
  return (
    <Stack gap="md">
      <Group gap="sm"><StatusBadge status={filing.status} /></Group>
      {!online ? <Text c="dimmed">{t('approval.offline')}</Text> : !detail ? <Text c="dimmed">{t('approval.loading')}</Text> : (
        <Timeline active={detail.timeline.length - 1} bulletSize={14} lineWidth={2} data-testid="filing-timeline">
          {detail.timeline.map((e) => (
            <Timeline.Item key={e.id} title={t('approval.by', { user: e.userName || '—', node: e.nodeName })}>
              {e.opinion && <Text size="sm">{e.opinion}</Text>}
              <Text size="xs" c="dimmed">{formatDate(e.time)}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {online && <Group><Button variant="light" onClick={() => void navigate({ to: '/workFlowDetail', search: { config: encodeDetailConfig({ id: taskId }) } })} data-testid="filing-flow">{t('action.flow')}</Button></Group>}
    </Stack>
  );
}
