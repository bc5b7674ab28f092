import { fail } from '../http/api-error';
import type { AccessSnapshots, CatalogModule } from './snapshot';

export type { ItemKind } from './snapshot';

export interface Grants {
  isAdministrator: boolean;
  roleIds: string[];
  moduleIds: Set<string>;
  /** moduleId → enCodes the user holds, per kind. */
  items: Record<'button' | 'column' | 'form', Map<string, { enCode: string; fullName: string }[]>>;
}

/**
 * What a user may use: the union of what their enabled roles, their positions and they themselves
 * are authorised for. The super administrator (isAdministrator) holds everything. Answered from
 * the per-user snapshot (ADR access-snapshot): one generation read per request while nothing changed.
 * `user` is the request's AuthContext where there is one, so a request reads the generation once.
 */
export function accessService(snapshots: AccessSnapshots) {
  return {
    snapshots,

    /** `${itemType}:${itemId}` of everything the user holds through roles, positions and directly. */
    async heldKeys(userId: string, request?: object): Promise<Set<string>> {
      return (await snapshots.of(userId, request)).heldKeys;
    },

    /** The check of every guarded route. */
    async can(user: { userId: string; isAdministrator: boolean }, moduleEnCode: string, buttonEnCode?: string): Promise<boolean> {
      if (user.isAdministrator) return true;
      const catalog = await snapshots.catalog(user);
      const module = catalog.byCode.get(moduleEnCode);
      if (!module) return false;
      const held = (await snapshots.of(user.userId, user)).heldIds;
      // The page's own entry, or another entry opening the same page (ADR 0032) — each with its own buttons.
      const through = (entry: CatalogModule) => {
        if (!held.has(entry.id)) return false;
        if (!buttonEnCode) return true;
        const buttonId = entry.buttons.get(buttonEnCode);
        return buttonId !== undefined && held.has(buttonId);
      };
      return through(module) || module.samePage.some(through);
    },

    async grantsOf(user: { id: string; isAdministrator: boolean }, request?: object): Promise<Grants> {
      const snapshot = await snapshots.of(user.id, request ?? user);
      const catalog = await snapshots.catalog(request ?? user);
      return snapshot.memo(`grants:${user.isAdministrator}:${catalog.generation}`, async () => {
        const has = (type: string, id: string) => user.isAdministrator || snapshot.heldKeys.has(`${type}:${id}`);
        const moduleIds = new Set(catalog.modules.filter((m) => has('module', m.id)).map((m) => m.id));
        const items = {} as Grants['items'];
        for (const kind of ['button', 'column', 'form'] as const) {
          const map = new Map<string, { enCode: string; fullName: string }[]>();
          for (const row of catalog.items[kind]) {
            if (!moduleIds.has(row.moduleId) || !has(kind, row.id)) continue;
            const list = map.get(row.moduleId) ?? [];
            list.push({ enCode: row.enCode, fullName: row.fullName });
            map.set(row.moduleId, list);
          }
          items[kind] = map;
        }
        return { isAdministrator: user.isAdministrator, roleIds: snapshot.roles.map((r) => r.id), moduleIds, items };
      });
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
