import { useMemo } from 'react';
import type { OrgNode, PickerNode } from '@/features/permission/contract/organize';
import type { SyncCollection } from '@/features/sync/contract';
import type { SelectableUser } from '@/features/permission/contract/user';
import { useGroups, useOrganizeTree, usePositions, useRoles, useStoreReady, useUsersByIds } from '@/sync/hooks';
import type { TreeNode } from '@/sync/tree';
import type { LocalRow } from '@/sync/types';
import { groupNodes, LocalOrgIndex, orgSelectorTree, selectableUser } from './local-nodes';

/**
 * What the device store answers for a picker: its value once the collections behind it have
 * finished a first pull; otherwise `ready: false` — `reading` while Dexie is being asked, else the
 * store cannot answer (no database, first sync not finished) and the picker asks the server.
 */
export type StoreAnswer<T> = { ready: true; value: T } | { ready: false; reading: boolean };

export const NOT_LOCAL: StoreAnswer<never> = { ready: false, reading: false };
const READING: StoreAnswer<never> = { ready: false, reading: true };

export function storeAnswer<T>(ready: boolean | undefined, value: T | undefined): StoreAnswer<T> {
  if (ready === false) return NOT_LOCAL;
  return ready === undefined || value === undefined ? READING : { ready: true, value };
}

export function mapAnswer<T, U>(answer: StoreAnswer<T>, map: (value: T) => U): StoreAnswer<U> {
  return answer.ready ? { ready: true, value: map(answer.value) } : answer;
}

/** Where a picker reads now: the store, the server, or neither yet (Dexie is being asked). */
export const sourceOf = (answer: StoreAnswer<unknown> | undefined): 'store' | 'reading' | 'server' =>
  answer?.ready ? 'store' : answer?.reading ? 'reading' : 'server';

const flatten = (nodes: readonly TreeNode[]): LocalRow[] => nodes.flatMap(({ children, ...row }) => [row as LocalRow, ...flatten(children)]);

function useReady(collections: readonly SyncCollection[], wanted: boolean): boolean | undefined {
  const ready = useStoreReady(collections);
  return wanted ? ready : false;
}

/** The organisations of the device, indexed (paths, subtrees), live. */
export function useLocalOrgIndex(wanted = true): StoreAnswer<LocalOrgIndex> {
  const ready = useReady(['organizes'], wanted);
  const tree = useOrganizeTree();
  return useMemo(() => storeAnswer(ready, tree ? new LocalOrgIndex(flatten(tree)) : undefined), [ready, tree]);
}

/** The organisation selector trees from the store; `wanted` false (auth mode: the server decides) never answers. */
export function useLocalOrgTree(companyOnly: boolean, wanted: boolean): StoreAnswer<OrgNode[]> {
  const index = useLocalOrgIndex(wanted);
  return useMemo(() => mapAnswer(index, (i) => orgSelectorTree(i, companyOnly)), [index, companyOnly]);
}

/** Organisations and positions, both from the store. */
export function useLocalPositions(): StoreAnswer<{ index: LocalOrgIndex; positions: LocalRow[] }> {
  const ready = useStoreReady(['organizes', 'positions']);
  const orgs = useLocalOrgIndex();
  const positions = usePositions();
  return useMemo(
    () => storeAnswer(ready, orgs.ready && positions ? { index: orgs.value, positions } : undefined),
    [ready, orgs, positions],
  );
}

export function useLocalRoles(): StoreAnswer<LocalRow[]> {
  const ready = useStoreReady(['roles']);
  const roles = useRoles();
  return useMemo(() => storeAnswer(ready, roles), [ready, roles]);
}

export function useLocalGroups(): StoreAnswer<PickerNode[]> {
  const ready = useStoreReady(['groups']);
  const groups = useGroups();
  return useMemo(() => storeAnswer(ready, groups ? groupNodes(groups) : undefined), [ready, groups]);
}

/** Users by id from the directory on the device, with their organisation's path. */
export function useLocalUsersByIds(ids: readonly string[]): StoreAnswer<SelectableUser[]> {
  const ready = useStoreReady(['users', 'organizes']);
  const orgs = useLocalOrgIndex();
  const users = useUsersByIds(ids);
  return useMemo(() => storeAnswer(ready, orgs.ready && users ? users.map((u) => selectableUser(u, orgs.value)) : undefined), [ready, orgs, users]);
}
