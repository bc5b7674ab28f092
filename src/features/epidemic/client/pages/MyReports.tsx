import { Badge, Group, Table, Text } from '@mantine/core';
import { EPIDEMIC_COLLECTION, FEVER_AT } from '@/features/epidemic/contract';
import { formatDate } from '@/lib/format';
import { usePendingIds } from '@/sync/hooks';
import { useEpidemicT } from '../i18n';
import { newestFirst, temperatureText, type LocalReport } from './labels';

/** 我的打卡记录: the user's reports from the device, each marked until the server has it. */
export function MyReports({ rows }: { rows: readonly LocalReport[] }) {
  const t = useEpidemicT();
  const pending = usePendingIds(EPIDEMIC_COLLECTION);
  if (rows.length === 0) return <Text c="dimmed" size="sm">{t('page.empty')}</Text>;
  return (
    <Table striped withTableBorder data-testid="epidemic-mine">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('field.day')}</Table.Th>
          <Table.Th>{t('field.temperature')}</Table.Th>
          <Table.Th>{t('field.healthState')}</Table.Th>
          <Table.Th>{t('field.atRiskArea')}</Table.Th>
          <Table.Th>{t('field.travel')}</Table.Th>
          <Table.Th>{t('field.note')}</Table.Th>
          <Table.Th>{t('field.reportTime')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {newestFirst(rows).map((r) => (
          <Table.Tr key={r.id} data-testid="epidemic-mine-row">
            <Table.Td>
              <Group gap={6} wrap="nowrap">{r.reportDate}{pending.has(r.id) && <Badge size="xs" color="orange" variant="outline">{t('unsynced')}</Badge>}</Group>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">{temperatureText(r.temperatureTenths)}{r.temperatureTenths >= FEVER_AT * 10 && <Badge size="xs" color="red">{t('fever')}</Badge>}</Group>
            </Table.Td>
            <Table.Td>{t(`health.${r.healthState}`)}</Table.Td>
            <Table.Td>{r.atRiskArea ? t('yesNo.yes') : t('yesNo.no')}</Table.Td>
            <Table.Td>{r.travel}</Table.Td>
            <Table.Td>{r.note}</Table.Td>
            <Table.Td>{formatDate(r.lastModifyTime ?? r.creatorTime)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
