import { Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { LibraryIcon } from '@/components/icons/LibraryIcon';
import { useIconsT } from '@/components/icons/i18n';
import { ICON_CATEGORIES, searchIcons } from '@/contract/icons';
import type { IconUsage } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import { useMenuT } from '../menu/i18n';

/** 图标管理: the icon library menus and the form designer pick from, searchable, with the menus using each icon. */
export default function IconsPage() {
  const t = useMenuT();
  const it = useIconsT();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('all');
  const [usage, setUsage] = useState<Map<string, IconUsage['menus']>>(new Map());
  useEffect(() => {
    http.get<{ list: IconUsage[] }>('/api/system/Icon').then((d) => setUsage(new Map(d.list.map((i) => [i.name, i.menus]))), () => undefined);
  }, []);
  const shown = useMemo(() => searchIcons(keyword).filter((i) => category === 'all' || i.category === category), [keyword, category]);

  return (
    <div className="qb-page-card">
      <Group mb="sm" gap="sm">
        <TextInput leftSection={<IconSearch size={14} />} placeholder={it('search')} aria-label={it('search')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} w={280} data-testid="icons-keyword" />
        <SegmentedControl value={category} onChange={setCategory} data={[{ value: 'all', label: it('all') }, ...ICON_CATEGORIES.map((c) => ({ value: c.key, label: it(`categories.${c.key}`) }))]} />
        <Text size="sm" c="dimmed">{it('count', { count: shown.length })}</Text>
      </Group>
      {shown.length === 0 && <Text c="dimmed" ta="center" py="lg">{it('empty')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4, md: 6, lg: 8 }} spacing="xs">
        {shown.map((icon) => {
          const menus = usage.get(icon.name) ?? [];
          return (
            <Card key={icon.name} withBorder padding="xs" data-testid={`icon-card-${icon.name}`}>
              <Stack gap={4} align="center">
                <LibraryIcon name={icon.name} size={28} />
                <Text size="xs" fw={500}>{icon.name}</Text>
                <Text size="xs" c="dimmed" ta="center" lineClamp={1}>{icon.words}</Text>
                {menus.length > 0 && (
                  <Badge size="xs" variant="light" title={menus.map((m) => m.fullName).join('、')}>{t('icons.usedBy', { count: menus.length })}</Badge>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
