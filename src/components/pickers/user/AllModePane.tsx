import { Box, Loader, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePickerT } from '../i18n';
import { loadMyGroups, loadSubordinates, loadUserLevel } from '../shared/api';
import { localUserLevel } from '../shared/offline';
import { TreeView } from '../shared/TreeView';
import { filterTree, type TreeItem } from '../shared/tree-utils';
import { sourceOf } from '../shared/use-local';
import type { Chosen } from '../shared/value';
import { KeywordBox } from '../shared/KeywordBox';
import { groupItems, levelItems, systemItems, userChosen, userItems, type UserPaneNode, type UserTab } from './user-items';
import { useLocalUserPane } from './use-user-pane';

export interface AllModePaneProps {
  multiple: boolean;
  /** The whole organisation may be browsed; otherwise the pane starts on 'department'. */
  allowAll: boolean;
  allowSystemVariables: boolean;
  currentOrganizeId: string | null;
  isSelected(id: string): boolean;
  onPick(item: Chosen<string>): void;
  /** A group pick: its members, added de-duplicated by the dialog. */
  onPickMany(items: Chosen<string>[]): void;
}

/** The 'all' mode: tabs all data, current organisation, my subordinates, my groups, system variables. */
export function AllModePane({ multiple, allowAll, allowSystemVariables, currentOrganizeId, isSelected, onPick, onPickMany }: AllModePaneProps) {
  const t = usePickerT();
  const tabs: UserTab[] = [...(allowAll ? ['all' as const] : []), 'department', 'subordinates', 'group', ...(allowSystemVariables ? ['system' as const] : [])];
  const labels: Record<UserTab, string> = { all: t('user.tabAll'), department: t('user.tabDepartment'), subordinates: t('user.tabSubordinates'), group: t('user.tabGroup'), system: t('user.tabSystem') };
  const [tab, setTab] = useState<UserTab>(tabs[0] ?? 'department');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [loaded, setLoaded] = useState<TreeItem<UserPaneNode>[] | null>(null);
  const local = useLocalUserPane(tab, search, currentOrganizeId, t('user.currentUser'));
  const source = sourceOf(local);

  // The server answers what the device store cannot (我的下属, 我的分组, or before the first sync has finished).
  useEffect(() => {
    if (source !== 'server') return;
    let live = true;
    setLoaded(null);
    const load = (): Promise<TreeItem<UserPaneNode>[]> => {
      if (tab === 'all') return loadUserLevel('0', search).then((n) => levelItems(n, '0'));
      if (tab === 'department') return currentOrganizeId ? loadUserLevel(currentOrganizeId, search).then((n) => levelItems(n, currentOrganizeId)) : Promise.resolve([]);
      if (tab === 'subordinates') return loadSubordinates(search).then((u) => userItems(u, 'sub'));
      if (tab === 'group') return loadMyGroups().then((g) => filterTree(groupItems(g), search));
      return Promise.resolve(systemItems(t('user.currentUser')));
    };
    // A failed load only stops the loading; the http client has shown the message.
    load().then((list) => live && setLoaded(list), () => live && setLoaded([]));
    return () => {
      live = false;
    };
  }, [tab, search, currentOrganizeId, source, t]);
  const items = local.ready ? local.value : source === 'server' ? loaded : null;
  // Organisations open on their children and users from the store when it answers, else from the server.
  const level = (orgId: string) =>
    (source === 'store' ? localUserLevel(orgId).then((n) => n ?? []) : loadUserLevel(orgId)).then((n) => levelItems(n, orgId));

  function activate(next: string | null) {
    if (!next || next === tab) return;
    setKeyword('');
    setSearch('');
    setTab(next as UserTab);
  }

  function pick(item: TreeItem<UserPaneNode>) {
    const node = item.data;
    if (node.kind === 'user') onPick(userChosen(node.user));
    else if (node.kind === 'group' && multiple) onPickMany(node.members.map(userChosen));
  }

  return (
    <Tabs value={tab} onChange={activate}>
      <Tabs.List mb="xs">{tabs.map((x) => <Tabs.Tab key={x} value={x}>{labels[x]}</Tabs.Tab>)}</Tabs.List>
      {tab !== 'system' && <KeywordBox value={keyword} onChange={setKeyword} onSearch={() => setSearch(keyword.trim())} />}
      <Box h={330} mt="xs" style={{ overflow: 'auto' }} data-testid="user-pane">
        {items === null ? <Loader role="status" size="sm" m="md" aria-label={t('loading')} /> : items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">{t('noData')}</Text>
        ) : (
          <TreeView<UserPaneNode>
            key={`${tab}|${search}|${currentOrganizeId}`} items={items} label={labels[tab]} onPick={pick}
            isPickable={(i) => i.data.kind === 'user' || (i.data.kind === 'group' && multiple)}
            isSelected={(i) => i.data.kind === 'user' && isSelected(i.data.user.id)}
            loadChildren={(i) => (i.data.kind === 'org' ? level(i.data.id) : Promise.resolve([]))}
            renderLabel={(i) => (i.data.kind === 'group' && multiple ? <span title={t('user.pickGroup', { name: i.label })}>{i.label}</span> : i.label)}
          />
        )}
      </Box>
    </Tabs>
  );
}
