import { Alert, Loader, Modal, SimpleGrid, Table, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { changeApplPayload, changeDtlListPayload, type ChangeApplPayload, type ChangeDtlPayload, type PlanLogEntry } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { assetsApi } from '../api/assets-api';
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

/** Plan change-log dialog: a timeline of saves with operator, time, unit, department, user and the item rows. */
export function PlanLogDialog({ planId, onClose }: { planId: string | null; onClose(): void }) {
  const t = useAssetT();
  const [entries, setEntries] = useState<PlanLogEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setEntries(null);
    setFailed(false);
    if (!planId) return;
    let live = true;
    assetsApi.planLogs(planId).then((list) => live && setEntries(list), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [planId]);

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={planId !== null} onClose={onClose} title={t('plan.logTitle')} size={900} centered>
      {failed ? <Alert color="orange">{t('common.offlineUnavailable')}</Alert> : entries === null ? <Loader size="sm" aria-label={t('common.loading')} /> : entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">{t('common.noData')}</Text>
      ) : (
        <Timeline active={entries.length - 1} bulletSize={22} lineWidth={2} data-testid="plan-log-timeline">
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} bullet={<IconHistory size={12} />} data-testid="plan-log-entry"
              title={<Text size="sm" fw={500}>{t('plan.logOperator', { name: entry.changeUserName })} · {formatDate(entry.creatorTime)}</Text>}>
              <Entry entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
