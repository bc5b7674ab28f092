import type { Kysely } from 'kysely';
import { type z } from 'zod';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { BUTTON_CODES, checkFormSchema, collectFields, VisualDevMsg, type releaseBody } from '../contract';
import { ONLINE_DEV_DIRECTORY } from './menus';
import { mainTableOf, syncTables } from './physical';
import { visualdevRepository, type StoredModel } from './repository';

export type ReleaseBody = z.infer<typeof releaseBody>;

const BUTTON_NAMES: Record<keyof typeof BUTTON_CODES, string> = { add: '新增', edit: '编辑', remove: '删除', detail: '详情', export: '导出', import: '导入', batchRemove: '批量删除' };

/** The menu a released model opens under: `model.<enCode>` (urlAddress model/<enCode>). */
export const modelMenuCode = (enCode: string) => `model.${enCode}`;

type Items = { buttons: [string, string][]; columns: [string, string][]; forms: [string, string][] };

function menuItems(m: StoredModel): Items {
  const c = m.columns;
  const buttons = [...c.btnsList, ...c.columnBtnsList].map((b): [string, string] => [BUTTON_CODES[b], BUTTON_NAMES[b]]);
  const columns = c.columnList.map((col): [string, string] => [col.prop, col.label || col.prop]);
  const forms = collectFields(m.form.fields).map((f): [string, string] => [f.vModel, f.label || f.vModel]);
  return { buttons, columns, forms };
}

const ITEM_TABLES = { buttons: 'baseModuleButton', columns: 'baseModuleColumn', forms: 'baseModuleForm' } as const;
const ITEM_TYPE = { buttons: 'button', columns: 'column', forms: 'form' } as const;

/** Creates or updates the model's menu (type 3) and its items; new ones are granted to 超级管理员 as start-up seeding does. */
async function upsertMenu(db: Kysely<DB>, m: StoredModel, body: ReleaseBody): Promise<string> {
  const now = Date.now();
  const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirst();
  const grant = async (itemType: 'module' | 'button' | 'column' | 'form', itemId: string) => {
    if (role) await db.insertInto('baseAuthorize').values({ id: newId(), itemType, itemId, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
  };
  let parentId = body.parentId;
  if (parentId) {
    const parent = await db.selectFrom('baseModule').select(['id', 'type']).where('id', '=', parentId).executeTakeFirst();
    if (!parent || parent.type !== 1) throw fail.badRequest('上级菜单不存在或不是目录');
  } else {
    const dir = await db.selectFrom('baseModule').select('id').where('enCode', '=', ONLINE_DEV_DIRECTORY).executeTakeFirst();
    parentId = dir?.id ?? '-1';
  }
  const values = {
    parentId, type: 3, fullName: m.fullName, urlAddress: `model/${m.enCode}`, icon: body.icon, propertyJson: JSON.stringify({ moduleId: m.id }), sortCode: m.sortCode, enabledMark: 1,
  };
  const existing = m.menuId ? await db.selectFrom('baseModule').select('id').where('id', '=', m.menuId).executeTakeFirst() : undefined;
  let menuId: string;
  if (existing) {
    menuId = existing.id;
    await db.updateTable('baseModule').set({ ...values, enCode: modelMenuCode(m.enCode), lastModifyTime: now }).where('id', '=', menuId).execute();
  } else {
    menuId = newId();
    if (await db.selectFrom('baseModule').select('id').where('enCode', '=', modelMenuCode(m.enCode)).executeTakeFirst()) throw fail.badRequest(VisualDevMsg.enCodeExists);
    await db.insertInto('baseModule').values({
      id: menuId, ...values, enCode: modelMenuCode(m.enCode), fullNameZhtw: m.fullName, fullNameEn: m.fullName, keepAlive: 1, linkTarget: null, hidden: 0,
      category: 'Web', description: m.description, creatorTime: now, lastModifyTime: null,
    }).execute();
    await grant('module', menuId);
  }
  const items = menuItems(m);
  for (const key of ['buttons', 'columns', 'forms'] as const) {
    const table = ITEM_TABLES[key];
    const have = await db.selectFrom(table).select(['id', 'enCode']).where('moduleId', '=', menuId).execute();
    const wanted = new Map(items[key]);
    const gone = have.filter((h) => !wanted.has(h.enCode)).map((h) => h.id);
    if (gone.length) {
      await db.deleteFrom('baseAuthorize').where('itemType', '=', ITEM_TYPE[key]).where('itemId', 'in', gone).execute();
      await db.deleteFrom(table).where('id', 'in', gone).execute();
    }
    const haveCodes = new Set(have.map((h) => h.enCode));
    for (const [index, [enCode, fullName]] of items[key].entries()) {
      if (haveCodes.has(enCode)) {
        await db.updateTable(table).set({ fullName, sortCode: index }).where('moduleId', '=', menuId).where('enCode', '=', enCode).execute();
        continue;
      }
      const itemId = newId();
      await db.insertInto(table).values({ id: itemId, moduleId: menuId, enCode, fullName, sortCode: index, enabledMark: 1 }).execute();
      await grant(ITEM_TYPE[key], itemId);
    }
  }
  return menuId;
}

/**
 * 发布 (the route's and the demo's one path): checks the design, creates or widens the tables,
 * makes the menu, and snapshots form and list into released_*. Runs in the caller's transaction.
 */
export async function releaseModel(db: Kysely<DB>, id: string, body: ReleaseBody, userId: string | null): Promise<StoredModel> {
  const repo = visualdevRepository(db);
  const m = await repo.byId(id);
  if (!m) throw fail.notFound(VisualDevMsg.notFound);
  const problems = checkFormSchema(m.form);
  if (problems.length) throw fail.badRequest(VisualDevMsg.schemaInvalid, problems);
  const main = mainTableOf(m);
  if (await repo.tableOwner(main, m.id)) throw fail.badRequest(VisualDevMsg.tableTaken(main));
  const tables = await syncTables(db, m, m.form);
  const menuId = await upsertMenu(db, m, body);
  const now = Date.now();
  const after = {
    state: 1, menuId, tablesJson: JSON.stringify(tables), releasedForm: JSON.stringify(m.form), releasedColumns: JSON.stringify(m.columns), releasedAt: now, lastModifyUserId: userId,
  };
  await repo.update(id, after);
  return { ...m, ...after, tables };
}
