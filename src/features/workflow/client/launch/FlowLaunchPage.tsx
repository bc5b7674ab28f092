import { ActionIcon, Badge, Card, SimpleGrid, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconBell, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { TASK_STATUS, type EngineSummary, type TaskRow } from '@/features/workflow/contract';
import { notify } from '@/lib/notify';
import { useSyncStatus } from '@/sync/hooks';
import { workflowApi } from '../api';
import { useWorkflowT } from '../i18n';
import { TaskList } from '../lists/TaskList';
import { useTaskCounts } from '../lists/use-counts';
import { LaunchDialog, type LaunchTarget } from './LaunchDialog';

/** Drafts, withdrawn tasks and those rejected back to the initiator are edited and submitted again. */
const editable = (row: TaskRow) => row.status === TASK_STATUS.draft || row.status === TASK_STATUS.withdrawn;

/** 发起流程: the flows the user may launch, as cards; and 我发起的 with withdraw, urge, edit-and-resubmit and draft removal. */
export default function FlowLaunchPage() {
  const t = useWorkflowT();
  const { t: common } = useTranslation();
  const [flows, setFlows] = useState<EngineSummary[] | null>(null);
  const [launching, setLaunching] = useState<LaunchTarget | null>(null);
  const { online } = useSyncStatus();
  const { counts, refresh } = useTaskCounts(online);
  const [tab, setTab] = useState<string>('launch');
  const [stamp, setStamp] = useState(0);
  useEffect(() => void workflowApi.launchable().then((r) => setFlows(r.list)).catch(() => setFlows([])), []);
  const editLabel = (row: TaskRow) => t(row.startTime === null ? 'launch.edit' : 'launch.editResubmit');
  const act = async (fn: () => Promise<unknown>, label: string, reload: () => void) => {
    try {
      await fn();
      notify('success', label);
    } catch { /* shown by the client */ }
    reload();
  };
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v)}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="launch" data-testid="flow-tab-launch">{t('tabs.launch')}</Tabs.Tab>
        <Tabs.Tab value="mine" data-testid="flow-tab-mine" rightSection={counts && counts.launched > 0 ? <Badge size="sm" variant="light" circle aria-label={t('count.launched', { n: counts.launched })} data-testid="flow-count-launched">{counts.launched}</Badge> : null}>{t('tabs.mine')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="launch">
        {flows && flows.length === 0 && <Text c="dimmed">{t('launch.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
          {(flows ?? []).map((f) => (
            <ButtonGuard key={f.id} code="btn_add">
              <UnstyledButton onClick={() => setLaunching({ flowId: f.id })} data-testid={`flow-card-${f.enCode}`}>
                <Card withBorder padding="md" style={{ borderLeft: `4px solid ${f.iconBackground}` }}>
                  <Text fw={600}>{f.fullName}</Text>
                  <Text size="xs" c="dimmed">{f.category || ' '}</Text>
                </Card>
              </UnstyledButton>
            </ButtonGuard>
          ))}
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="mine">
        <TaskList key={stamp} category="launched" onChanged={refresh} extraActions={(row, ctx) => (
          <>
            {row.status === 1 && (
              <>
                <Tooltip label={t('detail.withdraw')}><ActionIcon variant="subtle" color="orange" aria-label={`${t('detail.withdraw')} ${row.fullName}`} onClick={() => void act(() => workflowApi.withdraw(row.id), t('detail.withdraw'), ctx.reload)}><IconArrowBackUp size={16} /></ActionIcon></Tooltip>
                <Tooltip label={t('detail.urge')}><ActionIcon variant="subtle" aria-label={`${t('detail.urge')} ${row.fullName}`} onClick={() => void act(() => workflowApi.urge(row.id), t('detail.urge'), ctx.reload)}><IconBell size={16} /></ActionIcon></Tooltip>
              </>
            )}
            {editable(row) && (
              <ButtonGuard code="btn_add">
                <Tooltip label={editLabel(row)}><ActionIcon variant="subtle" aria-label={`${editLabel(row)} ${row.fullName}`} onClick={() => setLaunching({ taskId: row.id })} data-testid="flow-edit"><IconPencil size={16} /></ActionIcon></Tooltip>
              </ButtonGuard>
            )}
            {row.status === 0 && row.startTime === null && (
              <ButtonGuard code="btn_remove">
                <Tooltip label={common('common.delete')}><ActionIcon variant="subtle" color="red" aria-label={`${common('common.delete')} ${row.fullName}`} onClick={() => void (async () => { if (await confirmDelete()) await act(() => workflowApi.removeDraft(row.id), common('common.delete'), ctx.reload); })()}><IconTrash size={16} /></ActionIcon></Tooltip>
              </ButtonGuard>
            )}
          </>
        )} />
      </Tabs.Panel>
      <LaunchDialog target={launching} onClose={() => setLaunching(null)} onDone={() => { setLaunching(null); setTab('mine'); setStamp((s) => s + 1); refresh(); }} />
    </Tabs>
  );
}
