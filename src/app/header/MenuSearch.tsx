import { Button, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/app/menu/MenuIcon';
import { useOpenMenu } from '@/app/menu/open-menu';
import { useMenuTitle } from '@/app/routing/menu-title';
import { routeTable, searchableRoutes, useRouteTable } from '@/app/routing/route-table';
import type { SearchEntry } from '@/workers/menu-search-core';
import { menuSearchWorker } from '@/workers/menu-search-client';

const SEARCH_DEBOUNCE_MS = 200;

/** Fuzzy search over the permitted menu pages, computed in a worker. */
export function MenuSearch() {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const open = useOpenMenu();
  const { routes } = useRouteTable();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<SearchEntry[]>([]);
  useHotkeys([['mod+K', () => setOpened(true)]]);

  // Indexed by the names the user sees: an English user finds 用户管理 by typing "users".
  useEffect(() => {
    const parentTitle = (path: string | null) => {
      const parent = path ? routeTable().byPath.get(path) : undefined;
      return parent ? title(parent) : undefined;
    };
    const entries = searchableRoutes().map((r) => ({ path: r.path, title: title(r), trail: parentTitle(r.parentPath) }));
    void menuSearchWorker().setEntries(entries);
  }, [routes, title]);

  useEffect(() => {
    let live = true;
    if (!debounced.trim()) setResults([]);
    else void menuSearchWorker().search(debounced).then((found) => live && setResults(found));
    return () => {
      live = false;
    };
  }, [debounced]);

  const choose = (entry: SearchEntry) => {
    const route = routeTable().byPath.get(entry.path);
    setOpened(false);
    setQuery('');
    if (route) open(route);
  };

  return (
    <>
      <Button variant="default" size="compact-sm" radius="xl" leftSection={<IconSearch size={14} />} onClick={() => setOpened(true)} c="dimmed" fw={400} data-testid="menu-search-button" mr={4}>
        {t('search.placeholder')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} withCloseButton={false} size="lg" yOffset="12vh" padding="sm">
        <TextInput
          data-autofocus
          leftSection={<IconSearch size={16} />}
          placeholder={t('search.hint')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && results[0] && choose(results[0])}
          data-testid="menu-search-input"
        />
        <Stack gap={0} mt="xs" data-testid="menu-search-results">
          {results.map((entry) => {
            const route = routeTable().byPath.get(entry.path);
            return (
              <NavLink
                key={entry.path}
                label={route ? title(route) : entry.title}
                description={entry.trail ? `${entry.trail} / ${entry.path}` : entry.path}
                leftSection={<MenuIcon name={route?.meta.icon ?? null} />}
                onClick={() => choose(entry)}
              />
            );
          })}
          {debounced.trim() && results.length === 0 && <Text c="dimmed" size="sm" ta="center" py="md">{t('search.empty')}</Text>}
        </Stack>
      </Modal>
    </>
  );
}
