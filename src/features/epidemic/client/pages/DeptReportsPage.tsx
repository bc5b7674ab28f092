import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { EpidemicApi, FEVER_AT, reportDayOf, type DeptDay } from '@/features/epidemic/contract';
import { http } from '@/lib/http/client';
import { useSyncStatus } from '@/sync/hooks';
import { useEpidemicT } from '../i18n';
import { temperatureText } from './labels';

function Reported({ rows }: { rows: DeptDay['reported'] }) {
  const t = useEpidemicT();
  if (rows.length === 0) return <Text c="dimmed" size="sm">{t('dept.none')}</Text>;
  return (
    <Table striped withTableBorder data-testid="epidemic-dept-reported">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('field.realName')}</Table.Th><Table.Th>{t('field.organizeName')}</Table.Th><Table.Th>{t('field.temperature')}</Table.Th>
          <Table.Th>{t('field.healthState')}</Table.Th><Table.Th>{t('field.atRiskArea')}</Table.Th><Table.Th>{t('field.travel')}</Table.Th><Table.Th>{t('field.note')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.userId}>
            <Table.Td>{r.realName}</Table.Td>
            <Table.Td>{r.organizeName}</Table.Td>
            <Table.Td><Group gap={6} wrap="nowrap">{temperatureText(r.temperatureTenths)}{r.temperatureTenths >= FEVER_AT * 10 && <Badge size="xs" color="red">{t('fever')}</Badge>}</Group></Table.Td>
            <Table.Td>{t(`health.${r.healthState}`)}</Table.Td>
            <Table.Td>{r.atRiskArea ? t('yesNo.yes') : t('yesNo.no')}</Table.Td>
            <Table.Td>{r.travel}</Table.Td>
            <Table.Td>{r.note}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * 健康打卡统计: a day's reports of the people inside the menu's data scope, and who has not reported
 * yet. Other people's reports are not on the device, so the view needs a network.
 */
export default function DeptReportsPage() {
  const t = useEpidemicT();
  const { online } = useSyncStatus();
  const [day, setDay] = useState(() => reportDayOf(Date.now()));
  const [data, setData] = useState<DeptDay | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await http.get<DeptDay>(EpidemicApi.dept, { day }));
    } finally {
      setLoading(false);
    }
  }, [day]);
  useEffect(() => {
    if (online) void load();
  }, [online, load]);
  return (
    <Card withBorder padding="lg" maw={1200} data-testid="epidemic-dept">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('dept.title')}</Title>
          <Group gap="xs">
            <DateInput aria-label={t('field.day')} valueFormat="YYYY-MM-DD" value={dayjs(day).toDate()} maxDate={new Date()}
              onChange={(d) => d && setDay(dayjs(d).format('YYYY-MM-DD'))} data-testid="epidemic-dept-day" />
            <Button variant="default" onClick={() => void load()} disabled={!online} data-testid="epidemic-dept-refresh">{t('action.refresh')}</Button>
          </Group>
        </Group>
        {!online && <Alert color="yellow">{t('dept.offline')}</Alert>}
        {loading && !data && <Group justify="center"><Loader size="sm" /></Group>}
        {data && (
          <>
            <Text size="sm" data-testid="epidemic-dept-summary">{t('dept.summary', { ...data.summary })}</Text>
            <SimpleGrid cols={{ base: 1, lg: 1 }}>
              <Stack gap="xs">
                <Title order={5}>{t('dept.reported', { n: data.summary.reported })}</Title>
                <Reported rows={data.reported} />
              </Stack>
              <Stack gap="xs">
                <Title order={5}>{t('dept.missing', { n: data.summary.missing })}</Title>
                {data.missing.length === 0 ? <Text c="dimmed" size="sm">{t('dept.none')}</Text> : (
                  <Group gap="xs" data-testid="epidemic-dept-missing">
                    {data.missing.map((p) => <Badge key={p.userId} variant="light" color="orange">{p.realName} · {p.organizeName}</Badge>)}
                  </Group>
                )}
              </Stack>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Card>
  );
}
