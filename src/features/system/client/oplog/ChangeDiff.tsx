import { Badge, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { RecordChangeView } from '@/features/system/contract';
import { changeKind, diffRows } from './change-diff';
import { useLogT } from './i18n';

const KIND_COLOR = { created: 'green', deleted: 'red', updated: 'blue' } as const;

/** One record's before and after: changed fields marked, unchanged ones on request. */
export function ChangeDiff({ change }: { change: RecordChangeView }) {
  const t = useLogT();
  const kind = changeKind(change);
  const [onlyChanged, setOnlyChanged] = useState(kind === 'updated');
  const rows = diffRows(change, onlyChanged);
  const field = (name: string) => t(`fields.${name}`, { defaultValue: name });
  const cell = (text: string) => (text === '' ? <Text span size="sm" c="dimmed">{t('detail.empty')}</Text> : text);
  return (
    <div data-testid={`change-${change.id}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Badge color={KIND_COLOR[kind]} variant="light" tt="none">{t(`detail.${kind}`)}</Badge>
          <Text size="sm" fw={500}>{t(`entities.${change.entity}`, { defaultValue: change.entity })}</Text>
          <Text size="xs" c="dimmed">{change.id}</Text>
        </Group>
        {kind === 'updated' && <Switch size="xs" label={t('detail.onlyChanged')} checked={onlyChanged} onChange={(e) => setOnlyChanged(e.currentTarget.checked)} data-testid="diff-only-changed" />}
      </Group>
      {change.trimmed && <Text size="xs" c="dimmed" mb={4}>{t('detail.trimmed')}</Text>}
      <Table withTableBorder withColumnBorders fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">{t('detail.field')}</Table.Th>
            {kind !== 'created' && <Table.Th>{t('detail.before')}</Table.Th>}
            {kind !== 'deleted' && <Table.Th>{t('detail.after')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.field} data-testid={`diff-row-${r.field}`} data-changed={r.changed ? 'true' : 'false'}>
              <Table.Td>{field(r.field)}</Table.Td>
              {kind !== 'created' && <Table.Td bg={kind === 'updated' && r.changed ? 'var(--mantine-color-red-light)' : undefined} style={{ wordBreak: 'break-all' }}>{cell(r.before)}</Table.Td>}
              {kind !== 'deleted' && <Table.Td bg={kind === 'updated' && r.changed ? 'var(--mantine-color-green-light)' : undefined} style={{ wordBreak: 'break-all' }}>{cell(r.after)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
