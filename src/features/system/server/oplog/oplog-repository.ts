import { sql, type Kysely } from 'kysely';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import type { OplogCategory, OplogListQuery } from '../../contract';

export const ROW_COLUMNS = [
  'id', 'category', 'userId', 'account', 'userName', 'ip', 'method', 'url', 'module', 'action',
  'httpStatus', 'code', 'msg', 'duration', 'reference', 'changeCount', 'creatorTime',
] as const;
const DETAIL_COLUMNS = [...ROW_COLUMNS, 'userAgent', 'summary', 'error', 'changes'] as const;

/** The only code that reads and deletes base_operation_log (the shell's recorder writes it). */
export function oplogRepository(db: Kysely<DB>) {
  function filtered(category: OplogCategory, q: Omit<OplogListQuery, 'currentPage' | 'pageSize' | 'sort'>) {
    let base = db.selectFrom('baseOperationLog').where('category', '=', category);
    if (q.startTime !== undefined) base = base.where('creatorTime', '>=', q.startTime);
    if (q.endTime !== undefined) base = base.where('creatorTime', '<=', q.endTime);
    if (q.user) base = base.where((eb) => eb.or([eb('account', '=', q.user!), eb('userName', '=', q.user!)]));
    if (q.module) base = base.where('module', '=', q.module);
    // Success is the envelope's 200; anything else (a refusal, a validation failure, a 500) is a failure.
    if (q.outcome === 'success') base = base.where('code', '=', 200);
    if (q.outcome === 'failure') base = base.where((eb) => eb.or([eb('code', '<>', 200), eb('code', 'is', null)]));
    const keyword = q.keyword?.trim();
    if (keyword) {
      base = base.where((eb) => eb.or([
        containsText('account', keyword), containsText('userName', keyword), containsText('url', keyword),
        eb('ip', '=', keyword), eb('reference', '=', keyword.toUpperCase()),
      ]));
    }
    return base;
  }

  return {
    async page(category: OplogCategory, q: OplogListQuery) {
      const base = filtered(category, q);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const total = Number(n);
      const offset = (q.currentPage - 1) * q.pageSize;
      if (offset >= total) return { list: [], total };
      const list = await base.select(ROW_COLUMNS)
        .orderBy(sql.ref(q.sidx ?? 'creatorTime'), q.sort).orderBy('id', q.sort)
        .limit(q.pageSize).offset(offset).execute();
      return { list, total };
    },

    /** Every row the filters match, newest first, up to `limit` (exports). */
    all: (category: OplogCategory, q: OplogListQuery, limit: number) =>
      filtered(category, q).select(ROW_COLUMNS).orderBy(sql.ref(q.sidx ?? 'creatorTime'), q.sort).orderBy('id', q.sort).limit(limit).execute(),

    byId: (category: OplogCategory, id: string) =>
      db.selectFrom('baseOperationLog').select(DETAIL_COLUMNS).where('category', '=', category).where('id', '=', id).executeTakeFirst(),

    async delete(category: OplogCategory, ids: string[]) {
      const result = await db.deleteFrom('baseOperationLog').where('category', '=', category).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Names of the menus and of their buttons the rows mention, for the list's module and action columns. */
    async names(modules: string[]) {
      if (modules.length === 0) return { menus: new Map(), buttons: new Map() };
      const menus = await db.selectFrom('baseModule').select(['id', 'enCode', 'fullName', 'fullNameZhtw', 'fullNameEn']).where('enCode', 'in', modules).execute();
      const buttons = menus.length
        ? await db.selectFrom('baseModuleButton').select(['moduleId', 'enCode', 'fullName']).where('moduleId', 'in', menus.map((m) => m.id)).execute()
        : [];
      const codeOf = new Map(menus.map((m) => [m.id, m.enCode]));
      return {
        menus: new Map(menus.map((m) => [m.enCode, { zh: m.fullName, zhtw: m.fullNameZhtw, en: m.fullNameEn }])),
        buttons: new Map(buttons.map((b) => [`${codeOf.get(b.moduleId)}:${b.enCode}`, b.fullName])),
      };
    },
  };
}
export type OplogRepository = ReturnType<typeof oplogRepository>;
export type OplogRecord = Awaited<ReturnType<OplogRepository['page']>>['list'][number];
