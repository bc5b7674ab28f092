import { Button, Group, Modal, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDate } from '@/lib/format';
import { keepTheirs, reapplyMine, useSyncT, useUserName, type InboxEntry } from '@/sync';

const show = (v: unknown): string => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const HIDDEN = new Set(['id', '_version']);

/** Mine vs theirs, field by field; keep theirs, re-apply mine, or edit mine and send it. */
export function ConflictDialog({ item, onClose }: { item: InboxEntry | null; onClose(): void }) {
  const t = useSyncT();
  const mine = (item?.localArgs ?? item?.args ?? {}) as Record<string, unknown>;
  const theirs = item?.serverRow ?? {};
  const fields = Object.keys(mine).filter((f) => !HIDDEN.has(f));
  const changedByName = useUserName(item?.changedBy ?? null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  useEffect(() => {
    setEditing(false);
    setDraft(Object.fromEntries(fields.map((f) => [f, show(mine[f]) === '—' ? '' : show(mine[f])])));
    // Reset when another entry opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id]);
  if (!item) return null;
  const run = async (action: () => Promise<unknown>) => {
    await action();
    onClose();
  };
  const edited = () => ({ ...mine, ...Object.fromEntries(fields.map((f) => [f, typeof mine[f] === 'number' ? Number(draft[f]) : draft[f]])) });
  const who = changedByName || item.changedBy || t('conflict.someone');
  return (
    <Modal opened onClose={onClose} title={t('conflict.title')} size="lg" data-testid="sync-conflict">
      <Text size="sm" mb="sm">{t('conflict.intro', { who, when: item.changedAt ? formatDate(item.changedAt, 'creation') : '—' })}</Text>
      <Table withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('conflict.field')}</Table.Th>
            <Table.Th>{t('conflict.mine')}</Table.Th>
            <Table.Th>{t('conflict.theirs')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((f) => (
            <Table.Tr key={f} bg={show(mine[f]) !== show(theirs[f]) ? 'var(--mantine-color-yellow-light)' : undefined}>
              <Table.Td>{f}</Table.Td>
              <Table.Td>
                {editing ? (
                  <TextInput size="xs" aria-label={f} value={draft[f] ?? ''} onChange={(e) => setDraft({ ...draft, [f]: e.currentTarget.value })} />
                ) : (
                  show(mine[f])
                )}
              </Table.Td>
              <Table.Td>{show(theirs[f])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="light" onClick={() => void run(() => keepTheirs(item.id))}>{t('actions.keepTheirs')}</Button>
        {editing ? (
          <Button onClick={() => void run(() => reapplyMine(item.id, edited()))}>{t('actions.edit')}</Button>
        ) : (
          <>
            <Button variant="light" onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
            <Button onClick={() => void run(() => reapplyMine(item.id))}>{t('actions.reapplyMine')}</Button>
          </>
        )}
      </Group>
    </Modal>
  );
}
