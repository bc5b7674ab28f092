import { ActionIcon, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { ScreenWidget } from '@/features/datascreen/contract';
import { useScreenT } from '../i18n';
import { byLayer, shiftLayer, toggle } from './editing';

/** 图层: widgets from the top layer down; bring forward, send backward, hide, lock. */
export function LayersPanel({ widgets, selected, onSelect, onChange }: { widgets: ScreenWidget[]; selected: string | null; onSelect(id: string): void; onChange(ws: ScreenWidget[]): void }) {
  const t = useScreenT();
  const top = [...byLayer(widgets)].reverse();
  return (
    <Stack gap={2} data-testid="screen-layers">
      <Title order={4} size="h6">{t('layers.title')}</Title>
      {top.length === 0 && <Text size="xs" c="dimmed">{t('layers.empty')}</Text>}
      {top.map((w) => {
        const name = w.title || t(`types.${w.type}`);
        return (
          <Group key={w.id} gap={2} wrap="nowrap" bg={selected === w.id ? 'var(--mantine-primary-color-light)' : undefined} px={4} style={{ borderRadius: 4 }}>
            <UnstyledButton onClick={() => onSelect(w.id)} style={{ flex: 1, minWidth: 0 }} aria-label={t('layers.select', { name })} data-testid={`screen-layer-${w.id}`}>
              <Text size="xs" truncate c={w.hidden ? 'dimmed' : undefined}>{name}</Text>
            </UnstyledButton>
            <ActionIcon size="sm" variant="subtle" aria-label={t('layers.forward', { name })} onClick={() => onChange(shiftLayer(widgets, w.id, 1))}><IconArrowUp size={14} /></ActionIcon>
            <ActionIcon size="sm" variant="subtle" aria-label={t('layers.backward', { name })} onClick={() => onChange(shiftLayer(widgets, w.id, -1))}><IconArrowDown size={14} /></ActionIcon>
            <ActionIcon size="sm" variant="subtle" aria-label={t(w.hidden ? 'layers.show' : 'layers.hide', { name })} aria-pressed={w.hidden} onClick={() => onChange(toggle(widgets, w.id, 'hidden'))}>
              {w.hidden ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" aria-label={t(w.locked ? 'layers.unlock' : 'layers.lock', { name })} aria-pressed={w.locked} onClick={() => onChange(toggle(widgets, w.id, 'locked'))}>
              {w.locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
