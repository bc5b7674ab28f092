import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { catalogPage, catalogTaken, inPageOrder } from '../../../server/db/catalog-page';
import { columnData, formSchema, type BaseInfo, type ColumnData, type FormSchema, type ModelTable } from '../contract';
import type { VisualdevBaseTable } from './tables';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored model with its JSON read back. */
export interface StoredModel extends VisualdevBaseTable {
  form: FormSchema;
  columns: ColumnData;
  tables: ModelTable[];
}

export function toStored(r: VisualdevBaseTable): StoredModel {
  return {
    ...r, sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark), state: Number(r.state), creatorTime: Number(r.creatorTime),
    lastModifyTime: num(r.lastModifyTime), releasedAt: num(r.releasedAt),
    form: formSchema.parse(JSON.parse(r.formData)), columns: columnData.parse(JSON.parse(r.columnData)), tables: JSON.parse(r.tablesJson || '[]') as ModelTable[],
  };
}

/** The released snapshot a model's pages run on. */
export interface ReleasedModel {
  base: StoredModel;
  form: FormSchema;
  columns: ColumnData;
}

export function releasedOf(m: StoredModel): ReleasedModel | null {
  if (m.state !== 1 || !m.releasedForm || !m.releasedColumns) return null;
  return { base: m, form: formSchema.parse(JSON.parse(m.releasedForm)), columns: columnData.parse(JSON.parse(m.releasedColumns)) };
}

export function toInfo(m: StoredModel): BaseInfo {
  return {
    id: m.id, fullName: m.fullName, enCode: m.enCode, category: m.category, description: m.description ?? '', sortCode: m.sortCode, enabledMark: m.enabledMark === 1 ? 1 : 0,
    tableName: m.tableName, formData: m.form, columnData: m.columns, state: m.state === 1 ? 1 : 0, tables: m.tables, menuId: m.menuId, releasedAt: m.releasedAt,
    creatorTime: m.creatorTime, lastModifyTime: m.lastModifyTime,
  };
}

/** visualdev_base through Kysely: the service's only way to the models. */
export function visualdevRepository(db: Kysely<DB>) {
  return {
    async page(q: { keyword?: string | undefined; category?: string | undefined; currentPage: number; pageSize: number }) {
      const { ids, total } = await catalogPage(db, 'visualdevBase', q, true);
      const rows = ids.length ? await db.selectFrom('visualdevBase').selectAll().where('id', 'in', ids).execute() : [];
      return { rows: inPageOrder(ids, rows).map(toStored), total };
    },
    async byId(id: string) {
      const r = await db.selectFrom('visualdevBase').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toStored(r);
    },
    async released() {
      return db.selectFrom('visualdevBase').select(['id', 'fullName', 'enCode']).where('state', '=', 1).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('fullName').execute();
    },
    taken: (column: 'enCode' | 'fullName', value: string, exceptId?: string) => catalogTaken(db, 'visualdevBase', column, value, exceptId),
    /** Another model whose last release uses this main table. */
    async tableOwner(table: string, exceptId: string) {
      const rows = await db.selectFrom('visualdevBase').select(['id', 'tablesJson']).where('id', '<>', exceptId).where('tablesJson', 'like', `%"${table}"%`).execute();
      return rows.find((r) => (JSON.parse(r.tablesJson) as ModelTable[]).some((t) => t.table === table))?.id;
    },
    insert: (r: VisualdevBaseTable) => db.insertInto('visualdevBase').values(r).execute(),
    update: (id: string, r: Partial<VisualdevBaseTable>) => db.updateTable('visualdevBase').set(r).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('visualdevBase').where('id', '=', id).execute(),
    /** The enCode of the menu a release made (access is checked against it). */
    async menuCode(menuId: string | null) {
      if (!menuId) return null;
      const r = await db.selectFrom('baseModule').select('enCode').where('id', '=', menuId).executeTakeFirst();
      return r?.enCode ?? null;
    },
  };
}
export type VisualdevRepository = ReturnType<typeof visualdevRepository>;
