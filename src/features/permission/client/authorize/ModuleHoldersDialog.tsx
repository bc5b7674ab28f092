import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AuthorizeObjectType } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { act } from '../shared/act';
import { authorizeApi } from './authorize-api';
import { loadObjects, type Entry } from './ObjectChooser';

const TYPES: AuthorizeObjectType[] = ['Role', 'Position', 'User'];
type ByType = Record<AuthorizeObjectType, string[]>;
const none = (): ByType => ({ Role: [], Position: [], User: [] });

/** The other side of authorisation: which roles, positions and users hold one menu. */
export function ModuleHoldersDialog({ module, onClose, onSaved }: { module: { id: string; name: string } | null; onClose(): void; onSaved(): void }) {
  const t = usePermT();
  const [options, setOptions] = useState<Record<AuthorizeObjectType, Entry[]>>({ Role: [], Position: [], User: [] });
  const [chosen, setChosen] = useState<ByType>(none);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!module) return;
    let live = true;
    setChosen(none());
    Promise.all([authorizeApi.holders(module.id), loadObjects('Role'), loadObjects('Position'), loadObjects('User')]).then(([holders, roles, positions, users]) => {
      if (!live) return;
      setOptions({ Role: roles, Position: positions, User: users });
      const next = none();
      for (const h of holders) next[h.objectType].push(h.objectId);
      setChosen(next);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [module]);
  const save = async () => {
    if (!module) return;
    setBusy(true);
    const objects = TYPES.flatMap((objectType) => chosen[objectType].map((objectId) => ({ objectType, objectId })));
    const ok = await act(() => authorizeApi.setHolders(module.id, objects));
    setBusy(false);
    if (ok) {
      onSaved();
      onClose();
    }
  };
  return (
    <Modal opened={module !== null} onClose={onClose} title={t('holders.title', { name: module?.name ?? '' })} size={640} centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('holders.hint')}</Text>
        {TYPES.map((type) => (
          <MultiSelect
            key={type} label={t(`authorize.objects.${type}`)} searchable clearable hidePickedOptions nothingFoundMessage={t('common.noData')} maxDropdownHeight={220}
            data={options[type].map((e) => ({ value: e.id, label: e.detail ? `${e.name} (${e.detail})` : e.name }))}
            value={chosen[type]} onChange={(ids) => setChosen((c) => ({ ...c, [type]: ids }))} data-testid={`holders-${type}`}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={() => void save()} loading={busy} data-testid="holders-save">{t('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
