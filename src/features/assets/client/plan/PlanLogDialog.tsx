import { Alert, Button, Loader, Modal, SimpleGrid, Table, Text, Timeline } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff, IconHistory } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { changeApplPayload, changeDtlListPayload, type ChangeApplPayload, type ChangeDtlPayload, type PlanLogEntry } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { assetsApi } from '../api/assets-api';
import { UnreachableError } from '../api/quiet';
import { useAssetT } from '../i18n';
import { Field } from '../shared/Field';

function parse<T>(text: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }): T | null {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

function Entry({ entry }: { entry: PlanLogEntry }) {
  const t = useAssetT();
  const appl = parse<ChangeApplPayload>(entry.changeApplJson, changeApplPayload);
  const rows = parse<ChangeDtlPayload[]>(entry.changeDtlListJson, changeDtlListPayload) ?? [];
  return (
    <>
      <SimpleGrid cols={3} spacing="xs" mb="xs">
        <Field label={t('plan.applEnt')}>{appl?.appl_ent_name}</Field>
        <Field label={t('plan.applDept')}>{appl?.appl_dept_name}</Field>
        <Field label={t('plan.useUser')}>{appl?.use_user_name}</Field>
      </SimpleGrid>
      <Table withTableBorder striped fz="sm" data-testid="plan-log-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('plan.rowNo')}</Table.Th><Table.Th>{t('plan.itemName')}</Table.Th><Table.Th>{t('plan.itemType')}</Table.Th>
            <Table.Th>{t('plan.itemNum')}</Table.Th><Table.Th>{t('plan.hasApplNum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={`${r.dtl_log_id}-${i}`}>
              <Table.Td>{i + 1}</Table.Td><Table.Td>{r.item_name}</Table.Td><Table.Td>{r.item_type_name || r.item_type}</Table.Td>
              <Table.Td>{r.item_num}</Table.Td><Table.Td>{r.has_appl_num}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

type LogState = PlanLogEntry[] | 'loading' | 'network' | 'failed';

/** The log entries of a plan; 'network' when the server cannot be reached (the log is kept on the server only). */
function usePlanLogs(planId: string | null): { state: LogState; retry(): void } {
  const { online } = useNetwork();
  const [state, setState] = useState<LogState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState('loading');
    if (!planId) return;
    if (!navigator.onLine) return setState('network');
    let live = true;
    assetsApi.planLogs(planId).then(
      (list) => live && setState(list),
      (error: unknown) => live && setState(error instanceof UnreachableError ? 'network' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [planId, attempt]);
  // The network comes back while the dialog says it needs it: ask again.
  const waiting = useRef(false);
  waiting.current = state === 'network';
  useEffect(() => {
    if (online && waiting.current) setAttempt((n) => n + 1);
  }, [online]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** Plan change-log dialog: a timeline of saves with operator, time, unit, department, user and the item rows. */
export function PlanLogDialog({ planId, onClose }: { planId: string | null; onClose(): void }) {
  const t = useAssetT();
  const { state, retry } = usePlanLogs(planId);

  const body = () => {
    if (state === 'loading') return <Loader role="status" size="sm" aria-label={t('common.loading')} />;
    if (state === 'network') {
      return (
        <Alert color="orange" variant="light" icon={<IconCloudOff size={16} />} title={t('plan.needsNetwork')} role="status" data-testid="plan-log-offline">
          <Text size="sm" mb="xs">{t('plan.logNeedsNetwork')}</Text>
          <Button size="compact-sm" variant="light" color="orange" onClick={retry}>{t('common.retry')}</Button>
        </Alert>
      );
    }
    if (state === 'failed') return <Alert color="red" data-testid="plan-log-failed">{t('plan.logFailed')}</Alert>;
    if (state.length === 0) return <Text c="dimmed" ta="center" py="lg">{t('common.noData')}</Text>;
    return (
      <Timeline active={state.length - 1} bulletSize={22} lineWidth={2} data-testid="plan-log-timeline">
        {state.map((entry) => (
          <Timeline.Item key={entry.id} bullet={<IconHistory size={12} />} data-testid="plan-log-entry"
            title={<Text size="sm" fw={500}>{t('plan.logOperator', { name: entry.changeUserName })} · {formatDate(entry.creatorTime)}</Text>}>
            <Entry entry={entry} />
          </Timeline.Item>
        ))}
      </Timeline>
    );
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={planId !== null} onClose={onClose} title={t('plan.logTitle')} size={900} centered>
      {body()}
    </Modal>
  );
}
