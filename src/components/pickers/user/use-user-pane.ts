import { useMemo } from 'react';
import { useStoreReady, useUserDirectory } from '@/sync/hooks';
import { childOrgNodes, selectableUser, userLevel } from '../shared/local-nodes';
import type { TreeItem } from '../shared/tree-utils';
import { mapAnswer, NOT_LOCAL, storeAnswer, useLocalOrgIndex, type StoreAnswer } from '../shared/use-local';
import { levelItems, systemItems, userItems, type UserPaneNode, type UserTab } from './user-items';

/** As many users as the server's selector answers at once. */
const PANE_LIMIT = 10_000;

/**
 * The left pane of the user selector from the device store: 全部数据 and 当前组织 (organisations,
 * users under their organisation; a keyword lists matching users flat) and 系统变量. 我的下属 and
 * 我的分组 need the server (who reports to whom, and who is in which group, is not on the device).
 */
export function useLocalUserPane(tab: UserTab, search: string, currentOrganizeId: string | null, currentUserLabel: string): StoreAnswer<TreeItem<UserPaneNode>[]> {
  const ready = useStoreReady(['organizes', 'users']);
  const orgs = useLocalOrgIndex();
  const dept = tab === 'department' ? currentOrganizeId : null;
  const wantUsers = (tab === 'all' && search !== '') || (tab === 'department' && dept !== null);
  // No directory rows unless the tab lists users: an empty organisation list matches nobody.
  const organizeIds = useMemo(() => {
    if (!wantUsers) return [];
    if (tab === 'all') return undefined;
    if (!orgs.ready || !dept) return [];
    return search ? [...orgs.value.subtreeIds(dept)] : [dept];
  }, [wantUsers, tab, orgs, dept, search]);
  const users = useUserDirectory(search, { organizeIds, enabledOnly: true, limit: PANE_LIMIT });

  return useMemo((): StoreAnswer<TreeItem<UserPaneNode>[]> => {
    if (tab === 'system') return { ready: true, value: systemItems(currentUserLabel) };
    if (tab === 'subordinates' || tab === 'group') return NOT_LOCAL;
    const base = storeAnswer(ready, orgs.ready && users ? { index: orgs.value, users } : undefined);
    return mapAnswer(base, ({ index, users: rows }) => {
      const people = () => rows.map((u) => selectableUser(u, index));
      if (tab === 'all') return search ? userItems(people(), '0') : levelItems(childOrgNodes(index, '0'), '0');
      if (!dept) return [];
      return search ? userItems(people(), dept) : levelItems(userLevel(index, dept, rows), dept);
    });
  }, [tab, search, dept, currentUserLabel, ready, orgs, users]);
}
