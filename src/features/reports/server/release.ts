import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { upsertReleasedMenu } from '../../../server/modules/released-menu';
import { REPORT_MSG, REPORT_VIEW_BUTTONS, reportMenuCode, reportPageOf } from '../contract';
import type { BaseDataReportTable } from './tables';

const BUTTONS = [[REPORT_VIEW_BUTTONS.export, '导出'], [REPORT_VIEW_BUTTONS.print, '打印']] as const;

/**
 * 发布 (the route's and the demo's one path): the report's menu of type 5 (urlAddress
 * report/<enCode>, propertyJson.moduleId = the report) with its 导出 and 打印 buttons, created or
 * updated, then recorded on the report. Runs in the caller's transaction; answers the menu's id.
 */
export async function releaseReport(db: Kysely<DB>, r: BaseDataReportTable, body: { parentId: string | null; icon: string }, now: number): Promise<string> {
  const menuId = await upsertReleasedMenu(db, {
    menuId: r.menuId, type: 5, enCode: reportMenuCode(r.enCode), fullName: r.fullName, urlAddress: reportPageOf(r.enCode), icon: body.icon,
    moduleId: r.id, sortCode: r.sortCode, description: r.description, buttons: BUTTONS, messages: { parentInvalid: REPORT_MSG.parentInvalid, codeExists: REPORT_MSG.codeExists },
  }, body.parentId, now);
  await db.updateTable('baseDataReport').set({ menuId, releasedAt: now }).where('id', '=', r.id).execute();
  return menuId;
}

