import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { ONLINE_DEV_DIRECTORY } from '../../reports/contract';
import { SCREEN_MENU_TYPE, SCREEN_MSG, screenMenuCode, screenPathOf } from '../contract';
import type { BaseDataScreenTable } from './tables';

/**
 * 发布 (the route's and the demo's one path): creates the screen's menu of type 6 (urlAddress
 * /datascreen/<enCode> on our own origin — the shell adds ?token= and opens a new window — and
 * propertyJson.moduleId = the screen) under 在线开发 or the chosen directory, or updates the one an
 * earlier release made — never a second one. A new menu is granted to 超级管理员, as start-up seeding
 * does. Runs in the caller's transaction; answers the menu's id.
 */
export async function releaseScreen(db: Kysely<DB>, s: BaseDataScreenTable, body: { parentId: string | null; icon: string }, now: number): Promise<string> {
  let parentId = body.parentId;
  if (parentId) {
    const parent = await db.selectFrom('baseModule').select(['id', 'type']).where('id', '=', parentId).executeTakeFirst();
    if (!parent || parent.type !== 1) throw fail.badRequest(SCREEN_MSG.parentInvalid);
  }
  const existing = s.menuId ? await db.selectFrom('baseModule').select(['id', 'parentId']).where('id', '=', s.menuId).executeTakeFirst() : undefined;
  if (!parentId) {
    const dir = existing ? undefined : await db.selectFrom('baseModule').select('id').where('enCode', '=', ONLINE_DEV_DIRECTORY).executeTakeFirst();
    parentId = existing?.parentId ?? dir?.id ?? '-1';
  }
  const values = {
    parentId, type: SCREEN_MENU_TYPE, enCode: screenMenuCode(s.enCode), fullName: s.fullName, urlAddress: screenPathOf(s.enCode), icon: body.icon,
    propertyJson: JSON.stringify({ moduleId: s.id }), sortCode: Number(s.sortCode), enabledMark: 1,
  };
  const clash = await db.selectFrom('baseModule').select('id').where('enCode', '=', values.enCode).executeTakeFirst();
  if (clash && clash.id !== existing?.id) throw fail.badRequest(SCREEN_MSG.codeExists);
  let menuId: string;
  if (existing) {
    menuId = existing.id;
    await db.updateTable('baseModule').set({ ...values, lastModifyTime: now }).where('id', '=', menuId).execute();
  } else {
    menuId = newId();
    await db.insertInto('baseModule').values({
      id: menuId, ...values, fullNameZhtw: s.fullName, fullNameEn: s.fullName, keepAlive: 0, linkTarget: '_blank', hidden: 0, category: 'Web',
      description: s.description, creatorTime: now, lastModifyTime: null,
    }).execute();
    const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirst();
    if (role) await db.insertInto('baseAuthorize').values({ id: newId(), itemType: 'module', itemId: menuId, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
  }
  await db.updateTable('baseDataScreen').set({ menuId, releasedAt: now }).where('id', '=', s.id).execute();
  return menuId;
}

/** Deletes a released screen's menu and its grants (the screen itself is the caller's). */
export async function removeScreenMenu(db: Kysely<DB>, menuId: string): Promise<void> {
  await db.deleteFrom('baseAuthorize').where('itemId', '=', menuId).execute();
  await db.deleteFrom('baseModule').where('id', '=', menuId).execute();
}
