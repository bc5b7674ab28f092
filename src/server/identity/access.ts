import { fail } from '../http/api-error';
import type { AccessRepository } from './access-repository';

export type ItemKind = 'button' | 'column' | 'form';
const TABLE = { button: 'baseModuleButton', column: 'baseModuleColumn', form: 'baseModuleForm' } as const;

export interface Grants {
  isAdministrator: boolean;
  roleIds: string[];
  moduleIds: Set<string>;
  /** moduleId → enCodes the user holds, per kind. */
  items: Record<ItemKind, Map<string, { enCode: string; fullName: string }[]>>;
}

/**
 * What a user may use: the union of what their enabled roles, their positions and they themselves
 * are authorised for. The super administrator (isAdministrator) holds everything.
 */
export function accessService(repo: AccessRepository) {
  return {
    /** `${itemType}:${itemId}` of everything the user holds through roles, positions and directly. */
    async heldKeys(userId: string): Promise<Set<string>> {
      const rel = await repo.relations(userId);
      const roles = await repo.enabledRoles(rel.roleIds);
      const rows = await repo.grantedItemIds([
        { type: 'Role', ids: roles.map((r) => r.id) },
        { type: 'Position', ids: rel.positionIds },
        { type: 'User', ids: [userId] },
      ]);
      return new Set(rows.map((g) => `${g.itemType}:${g.itemId}`));
    },

    async grantsOf(user: { id: string; isAdministrator: boolean }): Promise<Grants> {
      const rel = await repo.relations(user.id);
      const roles = await repo.enabledRoles(rel.roleIds);
      const granted = user.isAdministrator
        ? null
        : await repo.grantedItemIds([
            { type: 'Role', ids: roles.map((r) => r.id) },
            { type: 'Position', ids: rel.positionIds },
            { type: 'User', ids: [user.id] },
          ]);
      const grantedKeys = granted && new Set(granted.map((g) => `${g.itemType}:${g.itemId}`));
      const has = (type: string, id: string) => grantedKeys === null || grantedKeys.has(`${type}:${id}`);
      const modules = await repo.enabledModules();
      const moduleIds = new Set(modules.filter((m) => has('module', m.id)).map((m) => m.id));
      const items = {} as Grants['items'];
      for (const kind of ['button', 'column', 'form'] as const) {
        const map = new Map<string, { enCode: string; fullName: string }[]>();
        for (const row of await repo.moduleItems(TABLE[kind])) {
          if (!moduleIds.has(row.moduleId) || !has(kind, row.id)) continue;
          const list = map.get(row.moduleId) ?? [];
          list.push({ enCode: row.enCode, fullName: row.fullName });
          map.set(row.moduleId, list);
        }
        items[kind] = map;
      }
      return { isAdministrator: user.isAdministrator, roleIds: roles.map((r) => r.id), moduleIds, items };
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;

/** Thrown answers are the spec's: the page needs its menu, the action its button code. */
export async function assertAccess(
  access: AccessService,
  repo: AccessRepository,
  user: { userId: string; isAdministrator: boolean },
  moduleEnCode: string,
  buttonEnCode?: string,
): Promise<void> {
  if (user.isAdministrator) return;
  const grants = await access.grantsOf({ id: user.userId, isAdministrator: false });
  const module = (await repo.enabledModules()).find((m) => m.enCode === moduleEnCode);
  const allowed =
    module !== undefined &&
    grants.moduleIds.has(module.id) &&
    (!buttonEnCode || (grants.items.button.get(module.id) ?? []).some((b) => b.enCode === buttonEnCode));
  if (!allowed) throw fail.forbidden();
}
