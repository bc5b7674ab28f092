import { loadRoleTree, loadUsersByIds } from '@/components/pickers/shared/api';

/** Who may launch, as the three pickers show it; the definition stores one list (`visibleIds`). */
export interface VisibleSplit { users: string[]; roles: string[]; orgs: string[] }

interface TreeNode { id: string; children?: TreeNode[] | null }
const idsOfTree = (nodes: readonly TreeNode[], out = new Set<string>()): Set<string> => {
  for (const n of nodes) { out.add(n.id); if (n.children) idsOfTree(n.children, out); }
  return out;
};

/** Sorts a stored list back into users, roles and organisations (what is neither a user nor a role is an organisation). */
export async function splitVisible(ids: readonly string[]): Promise<VisibleSplit> {
  if (ids.length === 0) return { users: [], roles: [], orgs: [] };
  const [people, roleTree] = await Promise.all([loadUsersByIds([...ids]).catch(() => []), loadRoleTree().catch(() => [])]);
  const users = new Set(people.map((u) => u.id));
  const roles = idsOfTree(roleTree as TreeNode[]);
  return {
    users: ids.filter((id) => users.has(id)),
    roles: ids.filter((id) => !users.has(id) && roles.has(id)),
    orgs: ids.filter((id) => !users.has(id) && !roles.has(id)),
  };
}

export const joinVisible = (s: VisibleSplit): string[] => [...new Set([...s.users, ...s.roles, ...s.orgs])];
