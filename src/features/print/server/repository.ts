import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { catalogPage, catalogTaken, inPageOrder } from '../../../server/db/catalog-page';
import type { PrintListQuery } from '../contract';
import type { PrintTemplateTable } from './tables';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const row = <R extends PrintTemplateTable & { creatorUserName: string | null }>(r: R) => ({ ...r, creatorTime: Number(r.creatorTime), lastModifyTime: num(r.lastModifyTime), creatorUserName: r.creatorUserName ?? '' });
export type StoredTemplate = ReturnType<typeof row>;

export function printRepository(db: Kysely<DB>) {
  const withCreator = () =>
    db.selectFrom('basePrintTemplate as p').leftJoin('baseUser as u', 'u.id', 'p.creatorUserId').selectAll('p').select('u.realName as creatorUserName');

  return {
    async page(q: PrintListQuery) {
      const { ids, total } = await catalogPage(db, 'basePrintTemplate', q);
      const rows = ids.length ? await withCreator().where('p.id', 'in', ids).execute() : [];
      return { rows: inPageOrder(ids, rows.map(row)), total };
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

    taken: (column: 'enCode' | 'fullName', value: string, exceptId?: string) => catalogTaken(db, 'basePrintTemplate', column, value, exceptId),

    insert: (r: PrintTemplateTable) => db.insertInto('basePrintTemplate').values(r).execute(),
    update: (id: string, r: Partial<PrintTemplateTable>) => db.updateTable('basePrintTemplate').set(r).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('basePrintTemplate').where('id', '=', id).execute(),
  };
}
export type PrintRepository = ReturnType<typeof printRepository>;
