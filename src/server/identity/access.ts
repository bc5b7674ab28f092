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
  /** The authorisation subjects a user acts as: enabled roles, positions, the user. */
  async function subjectsOf(userId: string) {
    const rel = await repo.relations(userId);
    const roles = await repo.enabledRoles(rel.roleIds);
    return {
      roleIds: roles.map((r) => r.id),
      subjects: [
        { type: 'Role' as const, ids: roles.map((r) => r.id) },
        { type: 'Position' as const, ids: rel.positionIds },
        { type: 'User' as const, ids: [userId] },
      ],
    };
  }

  return {
    /** `${itemType}:${itemId}` of everything the user holds through roles, positions and directly. */
    async heldKeys(userId: string): Promise<Set<string>> {
      const rows = await repo.grantedItemIds((await subjectsOf(userId)).subjects);
      return new Set(rows.map((g) => `${g.itemType}:${g.itemId}`));
    },

    /** The check of every guarded route, kept to a few indexed queries. */
    async can(user: { userId: string; isAdministrator: boolean }, moduleEnCode: string, buttonEnCode?: string): Promise<boolean> {
      if (user.isAdministrator) return true;
      const target = await repo.moduleAndButton(moduleEnCode, buttonEnCode);
      if (!target || (buttonEnCode && !target.buttonId)) return false;
      const wanted = [target.moduleId, ...(target.buttonId ? [target.buttonId] : [])];
      const held = await repo.grantedAmong((await subjectsOf(user.userId)).subjects, wanted);
      return wanted.every((id) => held.has(id));
    },

    async grantsOf(user: { id: string; isAdministrator: boolean }): Promise<Grants> {
      const { roleIds, subjects } = await subjectsOf(user.id);
      const granted = user.isAdministrator ? null : await repo.grantedItemIds(subjects);
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
      return { isAdministrator: user.isAdministrator, roleIds, moduleIds, items };
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;

/** Thrown answers are the spec's: the page needs its menu, the action its button code. */
export async function assertAccess(
  access: AccessService,
  user: { userId: string; isAdministrator: boolean },
  moduleEnCode: string,
  buttonEnCode?: string,
): Promise<void> {
  if (!(await access.can(user, moduleEnCode, buttonEnCode))) throw fail.forbidden();
}
