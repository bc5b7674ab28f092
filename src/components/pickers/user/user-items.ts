import { avatarSrc } from '@/app/session/avatar';
import type { GroupWithMembers, SelectableUser, UserTreeNode } from '@/features/permission/contract/user';
import { createElement } from 'react';
import { NodeIcon } from '../shared/NodeIcon';
import type { TreeItem } from '../shared/tree-utils';
import type { Chosen } from '../shared/value';

/** The system variable of the 'all' mode (SPEC §2): the user who fills the form. */
export const CURRENT_USER_ID = 'currentUser';
/** Local setting (jnpf_ prefix) holding the form's operation type; -1 makes a 'self' selector pick the current user. */
export const OPERATION_TYPE_KEY = 'opType';

export type UserTab = 'all' | 'department' | 'subordinates' | 'group' | 'system';

/** What the left pane lists: organisations, users, groups or the current-user variable. */
export type UserPaneNode =
  | { kind: 'org'; id: string }
  | { kind: 'user'; user: Pick<SelectableUser, 'id' | 'fullName' | 'headIcon' | 'organize'> }
  | { kind: 'group'; group: Pick<GroupWithMembers, 'id' | 'fullName'>; members: SelectableUser[] };

const icon = (type: string) => createElement(NodeIcon, { type });

export const userChosen = (u: Pick<SelectableUser, 'id' | 'fullName' | 'headIcon' | 'organize'>): Chosen<string> => ({
  key: u.id, label: u.fullName, value: u.id, hint: u.organize || undefined, avatar: avatarSrc(u.headIcon) ?? undefined,
});

/** A level of GetListByAuthorize as tree items; keys carry the parent, as a user sits under each of their organisations. */
export const levelItems = (nodes: UserTreeNode[], parent: string): TreeItem<UserPaneNode>[] =>
  nodes.map((n) =>
    n.type === 'user'
      ? { key: `${parent}:${n.id}`, label: n.fullName, data: { kind: 'user', user: n }, icon: icon('user') }
      : { key: `${parent}:${n.id}`, label: n.fullName, data: { kind: 'org', id: n.id }, hasChildren: n.hasChildren, icon: icon(n.type) },
  );

export const userItems = (users: SelectableUser[], parent: string): TreeItem<UserPaneNode>[] =>
  users.map((u) => ({ key: `${parent}:${u.id}`, label: u.fullName, data: { kind: 'user', user: u }, icon: icon('user') }));

/** 我的分组: my groups, each opening on its members. */
export const groupItems = (groups: GroupWithMembers[]): TreeItem<UserPaneNode>[] =>
  groups.map(({ users, ...group }) => ({
    key: `g-${group.id}`, label: group.fullName, data: { kind: 'group' as const, group, members: users }, children: userItems(users, `g-${group.id}`), icon: icon('group'),
  }));

/** 系统变量: the current-user variable. */
export const systemItems = (currentUserLabel: string): TreeItem<UserPaneNode>[] => [
  { key: CURRENT_USER_ID, label: currentUserLabel, data: { kind: 'user', user: { id: CURRENT_USER_ID, fullName: currentUserLabel, headIcon: '', organize: '' } } },
];
