import { Avatar, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { UserPicker } from '@/components/pickers';
import { usePermT } from '../i18n';
import { act } from './act';
import { memberApi, type MemberObjectType } from './organize-api';

interface Person {
  id: string;
  label: string;
  organize: string;
  headIcon: string;
}

/** Members of a role, position or group: the current list, add from the enabled users, remove, save (replaces). */
export function MembersDialog({ object, onClose, onSaved }: { object: { type: MemberObjectType; id: string; name: string } | null; onClose(): void; onSaved?(): void }) {
  const t = usePermT();
  const [people, setPeople] = useState<Map<string, Person>>(new Map());
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!object) return;
    let live = true;
    setChosen([]);
    Promise.all([memberApi.list(object.id), memberApi.candidates()]).then(([members, candidates]) => {
      if (!live) return;
      const map = new Map<string, Person>();
      for (const u of candidates) map.set(u.id, { id: u.id, label: u.fullName, organize: u.organize, headIcon: u.headIcon });
      for (const m of members.list) map.set(m.id, { id: m.id, label: m.fullName, organize: m.organize, headIcon: m.headIcon });
      setPeople(map);
      setChosen(members.list.map((m) => m.id));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [object]);

  const save = async () => {
    if (!object) return;
    setBusy(true);
    const done = await act(() => memberApi.set(object.type, object.id, chosen));
    setBusy(false);
    if (done) {
      onSaved?.();
      onClose();
    }
  };

  return (
    <Modal opened={object !== null} onClose={onClose} title={t('members.title', { name: object?.name ?? '' })} size={720} centered closeOnClickOutside={false}>
      <Stack gap="sm">
        {/* The shared user selector (all data, organisation, subordinates, groups — a group adds its members). */}
        <UserPicker multiple label={t('members.add')} placeholder={t('members.addHint')} value={chosen} onChange={setChosen} data-testid="members-select" />
        <Text size="sm" c="dimmed">{t('members.count', { count: chosen.length })}</Text>
        <ScrollArea h={280} type="auto">
          <Table striped highlightOnHover>
            <Table.Tbody>
              {chosen.map((id) => {
                const p = people.get(id);
                return (
                  <Table.Tr key={id}>
                    <Table.Td w={44}><Avatar size={28} src={p?.headIcon || undefined} radius="xl">{p?.label.slice(0, 1)}</Avatar></Table.Td>
                    <Table.Td>{p?.label ?? id}</Table.Td>
                    <Table.Td c="dimmed">{p?.organize}</Table.Td>
                    <Table.Td w={40}>
                      <Button variant="subtle" color="red" size="compact-xs" onClick={() => setChosen((c) => c.filter((x) => x !== id))} aria-label={`${t('members.remove')} ${p?.label ?? id}`}><IconX size={14} /></Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {chosen.length === 0 && <Table.Tr><Table.Td ta="center" c="dimmed">{t('common.noData')}</Table.Td></Table.Tr>}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={() => void save()} loading={busy} data-testid="members-save">{t('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
