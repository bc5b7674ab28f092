import type { Kysely } from 'kysely';
import { newId } from '../../contract/ids';
import type { DB } from '../db/schema';
import { fail } from '../http/api-error';

/** The 在线开发 directory, where a released design's menu goes unless another directory is chosen. */
export const ONLINE_DEV_DIRECTORY = 'onlineDev';

/** What a design (report, portal, data screen) becomes when it is released: one menu of its own. */
export interface ReleasedMenuSpec {
  /** The menu an earlier release made (the design's own record of it), if any. */
  menuId: string | null;
  type: number;
  enCode: string;
  fullName: string;
  urlAddress: string;
  icon: string;
  /** The design's id, as propertyJson.moduleId (SPEC §2: the route carries it). */
  moduleId: string;
  sortCode: number;
  description: string | null;
  /** A new menu's page cache and link target (a data screen opens a window of its own). */
  keepAlive?: 0 | 1;
  linkTarget?: string | null;
  /** Buttons the menu always has, [enCode, fullName]; missing ones are added and granted. */
  buttons?: readonly (readonly [string, string])[];
  messages: { parentInvalid: string; codeExists: string };
}

/**
 * 发布: creates the design's menu under 在线开发 or the chosen directory, or updates the one an
 * earlier release made (never a second one); a re-release without a choice leaves the menu where it
 * is, since an administrator may have moved it. A new menu and new buttons are granted to 超级管理员,
 * as start-up seeding does. Runs in the caller's transaction; answers the menu's id.
 */
export async function upsertReleasedMenu(db: Kysely<DB>, spec: ReleasedMenuSpec, chosenParentId: string | null, now: number): Promise<string> {
  const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirst();
  const grant = async (itemType: 'module' | 'button', itemId: string) => {
    if (role) await db.insertInto('baseAuthorize').values({ id: newId(), itemType, itemId, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
  };
  if (chosenParentId) {
    const parent = await db.selectFrom('baseModule').select(['id', 'type']).where('id', '=', chosenParentId).executeTakeFirst();
    if (!parent || parent.type !== 1) throw fail.badRequest(spec.messages.parentInvalid);
  }
  const existing = spec.menuId ? await db.selectFrom('baseModule').select(['id', 'parentId']).where('id', '=', spec.menuId).executeTakeFirst() : undefined;
  let parentId = chosenParentId;
  if (!parentId) {
    const dir = existing ? undefined : await db.selectFrom('baseModule').select('id').where('enCode', '=', ONLINE_DEV_DIRECTORY).executeTakeFirst();
    parentId = existing?.parentId ?? dir?.id ?? '-1';
  }
  const values = {
    parentId, type: spec.type, enCode: spec.enCode, fullName: spec.fullName, urlAddress: spec.urlAddress, icon: spec.icon,
    propertyJson: JSON.stringify({ moduleId: spec.moduleId }), sortCode: spec.sortCode, enabledMark: 1,
  };
  const clash = await db.selectFrom('baseModule').select('id').where('enCode', '=', values.enCode).executeTakeFirst();
  if (clash && clash.id !== existing?.id) throw fail.badRequest(spec.messages.codeExists);
  let menuId: string;
  if (existing) {
    menuId = existing.id;
    await db.updateTable('baseModule').set({ ...values, lastModifyTime: now }).where('id', '=', menuId).execute();
  } else {
    menuId = newId();
    await db.insertInto('baseModule').values({
      id: menuId, ...values, fullNameZhtw: spec.fullName, fullNameEn: spec.fullName, keepAlive: spec.keepAlive ?? 1, linkTarget: spec.linkTarget ?? null, hidden: 0,
      category: 'Web', description: spec.description, creatorTime: now, lastModifyTime: null,
    }).execute();
    await grant('module', menuId);
  }
  if (spec.buttons?.length) {
    const have = new Set((await db.selectFrom('baseModuleButton').select('enCode').where('moduleId', '=', menuId).execute()).map((b) => b.enCode));
    for (const [index, [enCode, fullName]] of spec.buttons.entries()) {
      if (have.has(enCode)) continue;
      const id = newId();
      await db.insertInto('baseModuleButton').values({ id, moduleId: menuId, enCode, fullName, sortCode: index, enabledMark: 1 }).execute();
      await grant('button', id);
    }
  }
  return menuId;
}

/** Deletes a released design's menu with its buttons and every grant of them (the design itself is the caller's). */
export async function removeReleasedMenu(db: Kysely<DB>, menuId: string): Promise<void> {
  const buttons = (await db.selectFrom('baseModuleButton').select('id').where('moduleId', '=', menuId).execute()).map((b) => b.id);
  await db.deleteFrom('baseAuthorize').where('itemId', 'in', [menuId, ...buttons]).execute();
  await db.deleteFrom('baseModuleButton').where('moduleId', '=', menuId).execute();
  await db.deleteFrom('baseModule').where('id', '=', menuId).execute();
}
