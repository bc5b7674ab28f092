import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { upsertReleasedMenu } from '../../../server/modules/released-menu';
import { SCREEN_MENU_TYPE, SCREEN_MSG, screenMenuCode, screenPathOf } from '../contract';
import type { BaseDataScreenTable } from './tables';

/**
 * 发布 (the route's and the demo's one path): the screen's menu of type 6 (urlAddress
 * /datascreen/<enCode> on our own origin — the shell adds ?token= and opens a new window — and
 * propertyJson.moduleId = the screen), created or updated, then recorded on the screen. Runs in the
 * caller's transaction; answers the menu's id.
 */
export async function releaseScreen(db: Kysely<DB>, s: BaseDataScreenTable, body: { parentId: string | null; icon: string }, now: number): Promise<string> {
  const menuId = await upsertReleasedMenu(db, {
    menuId: s.menuId, type: SCREEN_MENU_TYPE, enCode: screenMenuCode(s.enCode), fullName: s.fullName, urlAddress: screenPathOf(s.enCode), icon: body.icon,
    moduleId: s.id, sortCode: Number(s.sortCode), description: s.description, keepAlive: 0, linkTarget: '_blank',
    messages: { parentInvalid: SCREEN_MSG.parentInvalid, codeExists: SCREEN_MSG.codeExists },
  }, body.parentId, now);
  await db.updateTable('baseDataScreen').set({ menuId, releasedAt: now }).where('id', '=', s.id).execute();
  return menuId;
}

