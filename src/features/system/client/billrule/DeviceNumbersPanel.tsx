import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconHash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { BillNumberRefusedError, BillNumberUnavailableError, stopKeepingBillNumbers, takeBillNumber } from '@/components/bill-number';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { useBillRuleT } from './i18n';

/** What a number call failed with, shown as the server's (or the device's) words. */
export function numberFailure(error: unknown): void {
  if (error instanceof BillNumberRefusedError || error instanceof BillNumberUnavailableError) notify('warning', error.message);
}

/** The ranges this device holds (live from the device store): what is left, until when; take one or return the rest. */
export function DeviceNumbersPanel({ names }: { names: Map<string, string> }) {
  const t = useBillRuleT();
  const db = useSyncDb();
  const ranges = useLiveQuery(async () => (db ? db.billNumbers.orderBy('enCode').toArray() : []), [db]) ?? [];
  const take = async (enCode: string) => {
    try {
      const { number, offline } = await takeBillNumber(enCode);
      notify('success', t(offline ? 'device.takenOffline' : 'device.taken', { number }));
    } catch (error) {
      numberFailure(error);
    }
  };
  const release = async (enCode: string) => {
    await stopKeepingBillNumbers(enCode);
    notify('success', t('device.released', { name: names.get(enCode) ?? enCode }));
  };
  return (
    <Paper withBorder radius="sm" p="sm" mt="md" data-testid="billrule-device">
      <Title order={2} fz="md">{t('device.title')}</Title>
      <Text size="xs" c="dimmed" mb="xs">{t('device.hint')}</Text>
      {ranges.length === 0 ? <Text size="sm" c="dimmed">{t('device.empty')}</Text> : (
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr><Table.Th>{t('fullName')}</Table.Th><Table.Th>{t('device.range')}</Table.Th><Table.Th>{t('device.left')}</Table.Th><Table.Th>{t('device.expires')}</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranges.map((r) => (
              <Table.Tr key={r.id} data-testid={`billrule-device-${r.enCode}`}>
                <Table.Td>{names.get(r.enCode) ?? r.enCode}</Table.Td>
                <Table.Td ff="monospace">{r.numbers[0]} – {r.numbers.at(-1)}</Table.Td>
                <Table.Td data-testid="billrule-device-left">{r.state === 'releasing' ? t('device.releasing') : r.numbers.length - r.next}</Table.Td>
                <Table.Td>{formatDate(r.expiresAt, 'default')}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="compact-xs" variant="light" leftSection={<IconHash size={14} />} onClick={() => void take(r.enCode)}>{t('device.take')}</Button>
                    <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconArrowBackUp size={14} />} onClick={() => void release(r.enCode)}>{t('device.release')}</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
