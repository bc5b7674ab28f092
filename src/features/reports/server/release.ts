import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { ONLINE_DEV_DIRECTORY, REPORT_MSG, REPORT_VIEW_BUTTONS, reportMenuCode, reportPageOf } from '../contract';
import type { BaseDataReportTable } from './tables';

const BUTTONS: [string, string][] = [[REPORT_VIEW_BUTTONS.export, '导出'], [REPORT_VIEW_BUTTONS.print, '打印']];

/**
 * 发布 (the route's and the demo's one path): creates the report's menu of type 5 (urlAddress
 * report/<enCode>, propertyJson.moduleId = the report) under 在线开发 or the chosen directory, or
 * updates the one an earlier release made — never a second one. A new menu and its buttons are granted
 * to 超级管理员, as start-up seeding does. Runs in the caller's transaction; answers the menu's id.
 */
export async function releaseReport(db: Kysely<DB>, r: BaseDataReportTable, body: { parentId: string | null; icon: string }, now: number): Promise<string> {
  const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirst();
  const grant = async (itemType: 'module' | 'button', itemId: string) => {
    if (role) await db.insertInto('baseAuthorize').values({ id: newId(), itemType, itemId, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
  };
  let parentId = body.parentId;
  if (parentId) {
    const parent = await db.selectFrom('baseModule').select(['id', 'type']).where('id', '=', parentId).executeTakeFirst();
    if (!parent || parent.type !== 1) throw fail.badRequest(REPORT_MSG.parentInvalid);
  }
  const existing = r.menuId ? await db.selectFrom('baseModule').select(['id', 'parentId']).where('id', '=', r.menuId).executeTakeFirst() : undefined;
  if (!parentId) {
    // A re-release without a choice keeps the menu where it is (an administrator may have moved it).
    const dir = existing ? undefined : await db.selectFrom('baseModule').select('id').where('enCode', '=', ONLINE_DEV_DIRECTORY).executeTakeFirst();
    parentId = existing?.parentId ?? dir?.id ?? '-1';
  }
  const values = {
    parentId, type: 5, enCode: reportMenuCode(r.enCode), fullName: r.fullName, urlAddress: reportPageOf(r.enCode), icon: body.icon,
    propertyJson: JSON.stringify({ moduleId: r.id }), sortCode: r.sortCode, enabledMark: 1,
  };
  const clash = await db.selectFrom('baseModule').select('id').where('enCode', '=', values.enCode).executeTakeFirst();
  if (clash && clash.id !== existing?.id) throw fail.badRequest(REPORT_MSG.codeExists);
  let menuId: string;
  if (existing) {
    menuId = existing.id;
    await db.updateTable('baseModule').set({ ...values, lastModifyTime: now }).where('id', '=', menuId).execute();
  } else {
    menuId = newId();
    await db.insertInto('baseModule').values({
      id: menuId, ...values, fullNameZhtw: r.fullName, fullNameEn: r.fullName, keepAlive: 1, linkTarget: null, hidden: 0, category: 'Web',
      description: r.description, creatorTime: now, lastModifyTime: null,
    }).execute();
    await grant('module', menuId);
  }
  const have = new Set((await db.selectFrom('baseModuleButton').select('enCode').where('moduleId', '=', menuId).execute()).map((b) => b.enCode));
  for (const [index, [enCode, fullName]] of BUTTONS.entries()) {
    if (have.has(enCode)) continue;
    const id = newId();
    await db.insertInto('baseModuleButton').values({ id, moduleId: menuId, enCode, fullName, sortCode: index, enabledMark: 1 }).execute();
    await grant('button', id);
  }
  await db.updateTable('baseDataReport').set({ menuId, releasedAt: now }).where('id', '=', r.id).execute();
  return menuId;
}

/** Deletes a released report's menu with its buttons and their grants (the report itself is the caller's). */
export async function removeReportMenu(db: Kysely<DB>, menuId: string): Promise<void> {
  const buttons = (await db.selectFrom('baseModuleButton').select('id').where('moduleId', '=', menuId).execute()).map((b) => b.id);
  await db.deleteFrom('baseAuthorize').where('itemId', 'in', [menuId, ...buttons]).execute();
  await db.deleteFrom('baseModuleButton').where('moduleId', '=', menuId).execute();
  await db.deleteFrom('baseModule').where('id', '=', menuId).execute();
}
