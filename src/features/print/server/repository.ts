import { sql, type Kysely } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { PrintListQuery } from '../contract';
import type { PrintTemplateTable } from './tables';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const row = <R extends PrintTemplateTable & { creatorUserName: string | null }>(r: R) => ({ ...r, creatorTime: Number(r.creatorTime), lastModifyTime: num(r.lastModifyTime), creatorUserName: r.creatorUserName ?? '' });
export type StoredTemplate = ReturnType<typeof row>;

export function printRepository(db: Kysely<DB>) {
  const withCreator = () =>
    db.selectFrom('basePrintTemplate as p').leftJoin('baseUser as u', 'u.id', 'p.creatorUserId').selectAll('p').select('u.realName as creatorUserName');

  function filtered(q: Pick<PrintListQuery, 'keyword' | 'category'>) {
    let base = db.selectFrom('basePrintTemplate');
    if (q.category) base = base.where('category', '=', q.category);
    if (q.keyword) {
      const k = q.keyword;
      base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k)]));
    }
    return base;
  }

  return {
    async page(q: PrintListQuery) {
      const { n } = await filtered(q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const ids = await filtered(q).select('id').orderBy(q.sidx ?? 'sortCode', q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'asc').orderBy('id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const rows = ids.length ? await withCreator().where('p.id', 'in', ids.map((r) => r.id)).execute() : [];
      const byId = new Map(rows.map((r) => [r.id, row(r)]));
      return { rows: ids.map((r) => byId.get(r.id)!), total: Number(n) };
    },

    async byId(id: string) {
      const r = await withCreator().where('p.id', '=', id).executeTakeFirst();
      return r && row(r);
    },

    async enabledOf(category: string | undefined) {
      let q = db.selectFrom('basePrintTemplate').select(['id', 'fullName', 'enCode', 'category']).where('enabledMark', '=', 1);
      if (category) q = q.where('category', '=', category);
      return q.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
    },

    async taken(column: 'enCode' | 'fullName', value: string, exceptId?: string) {
      let q = db.selectFrom('basePrintTemplate').select('id').where(column, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return Boolean(await q.executeTakeFirst());
    },

    insert: (r: PrintTemplateTable) => db.insertInto('basePrintTemplate').values(r).execute(),
    update: (id: string, r: Partial<PrintTemplateTable>) => db.updateTable('basePrintTemplate').set(r).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('basePrintTemplate').where('id', '=', id).execute(),
  };
}
export type PrintRepository = ReturnType<typeof printRepository>;
