import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { upsertReleasedMenu } from '../../../server/modules/released-menu';
import { PORTAL_MSG, portalMenuCode, portalPageOf } from '../contract';
import type { BasePortalTable } from './tables';

/**
 * 发布 (the route's and the demo's one path): the portal's menu of type 8 (urlAddress
 * portal/<enCode>, propertyJson.moduleId = the portal), created or updated, then recorded on the
 * portal. Runs in the caller's transaction; answers the menu's id.
 */
export async function releasePortal(db: Kysely<DB>, p: BasePortalTable, body: { parentId: string | null; icon: string }, now: number): Promise<string> {
  const menuId = await upsertReleasedMenu(db, {
    menuId: p.menuId, type: 8, enCode: portalMenuCode(p.enCode), fullName: p.fullName, urlAddress: portalPageOf(p.enCode), icon: body.icon,
    moduleId: p.id, sortCode: Number(p.sortCode), description: p.description, messages: { parentInvalid: PORTAL_MSG.parentInvalid, codeExists: PORTAL_MSG.codeExists },
  }, body.parentId, now);
  await db.updateTable('basePortal').set({ menuId, releasedAt: now }).where('id', '=', p.id).execute();
  return menuId;
}

