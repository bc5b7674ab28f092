import { ActionIcon, Avatar, Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { usePickerT } from '../i18n';
import type { Chosen } from './value';

interface Props<V> {
  items: Chosen<V>[];
  onRemove(item: Chosen<V>): void;
  onClear(): void;
  /** Users show their avatar. */
  withAvatar?: boolean;
  height?: number;
}

/** The right pane: what is chosen so far, with per-item delete and clear-all. */
export function SelectedPane<V>({ items, onRemove, onClear, withAvatar, height = 360 }: Props<V>) {
  const t = usePickerT();
  return (
    <Stack gap={4} h="100%" aria-label={t('selected')} role="region">
      <Group justify="space-between" px="xs">
        <Text size="sm" fw={500}>{t('selectedCount', { count: items.length })}</Text>
        <Button size="compact-xs" variant="subtle" onClick={onClear} disabled={items.length === 0}>{t('clearAll')}</Button>
      </Group>
      <ScrollArea h={height} type="auto">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">{t('noData')}</Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="picker-selected">
            {items.map((item) => (
              <Group component="li" key={item.key} justify="space-between" wrap="nowrap" px="xs" py={4} gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {withAvatar && <Avatar src={item.avatar || null} size="sm" radius="xl" alt={t('user.avatar', { name: item.label })}>{item.label.slice(0, 1)}</Avatar>}
                  <Box style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>{item.label}</Text>
                    {item.hint && <Text size="xs" c="dimmed" truncate>{item.hint}</Text>}
                  </Box>
                </Group>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('remove', { name: item.label })} onClick={() => onRemove(item)}>
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Box>
        )}
      </ScrollArea>
    </Stack>
  );
}
