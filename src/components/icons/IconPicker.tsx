import { ActionIcon, Button, Center, Group, Input, Popover, ScrollArea, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ICON_CATEGORIES, iconNameOf, searchIcons } from '@/contract/icons';
import { useIconsT } from './i18n';
import { useIconLibrary } from './icon-library';
import { LibraryIcon } from './LibraryIcon';
import './icon-picker.css';

export interface IconPickerProps {
  value: string | null | undefined;
  onChange(value: string | null): void;
  label?: string;
  error?: string;
  /** Prefix of the test ids (`${testId}-button`, `${testId}-search`, `${testId}-option-<name>`). */
  testId?: string;
}

/**
 * Picks an icon of the library (src/contract/icons.ts) for a menu or a form field: search by the
 * English name or the Chinese words, narrow by category, clear. The value is the icon's name.
 */
export function IconPicker({ value, onChange, label, error, testId = 'icon-picker' }: IconPickerProps) {
  const t = useIconsT();
  const [opened, setOpened] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('all');
  const library = useIconLibrary(opened);
  const name = value ? iconNameOf(value) : null;
  const shown = useMemo(() => searchIcons(keyword).filter((i) => category === 'all' || i.category === category), [keyword, category]);
  const pick = (next: string | null) => {
    onChange(next);
    setOpened(false);
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" shadow="md" trapFocus>
        <Popover.Target>
          <Group gap={6} wrap="nowrap">
            <Button variant="default" onClick={() => setOpened((o) => !o)} leftSection={name ? <LibraryIcon name={name} /> : undefined} data-testid={`${testId}-button`}
              aria-label={name ? t('current', { name }) : t('placeholder')}>
              {name ?? t('placeholder')}
            </Button>
            {name && <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} aria-label={t('clear')} data-testid={`${testId}-clear`}><IconX size={14} /></ActionIcon>}
          </Group>
        </Popover.Target>
        <Popover.Dropdown>
          <TextInput size="xs" leftSection={<IconSearch size={14} />} placeholder={t('search')} aria-label={t('search')} value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)} data-testid={`${testId}-search`} data-autofocus />
          <SegmentedControl size="xs" mt={6} fullWidth value={category} onChange={setCategory}
            data={[{ value: 'all', label: t('all') }, ...ICON_CATEGORIES.map((c) => ({ value: c.key, label: t(`categories.${c.key}`) }))]} />
          <ScrollArea h={260} mt={6}>
            {shown.length === 0 ? (
              <Center h={120}><Text size="sm" c="dimmed">{t('empty')}</Text></Center>
            ) : (
              <div className="qb-icon-grid">
                {shown.map((icon) => {
                  const Component = library?.[icon.name];
                  // Plain buttons: a Mantine control per icon made the open grid slow to draw.
                  return (
                    <button key={icon.name} type="button" className="qb-icon-cell" title={`${icon.name} ${icon.words}`} onClick={() => pick(icon.name)}
                      aria-label={t('choose', { name: icon.name })} aria-pressed={icon.name === name} data-testid={`${testId}-option-${icon.name}`}>
                      {Component ? <Component size={20} stroke={1.6} aria-hidden /> : null}
                    </button>
                  );
                })}
              </div>
            )}
          </ScrollArea>
          <Text size="xs" c="dimmed" mt={4}>{t('count', { count: shown.length })}</Text>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
