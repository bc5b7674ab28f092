import { sql, type Kysely } from 'kysely';
import { containsText } from './query-helpers';
import type { DB } from './schema';

/** The design catalogues: tables of named, coded, categorised and ordered designs. */
export type CatalogTable = 'visualdevBase' | 'baseDataReport' | 'basePortal' | 'basePrintTemplate' | 'baseDataScreen';

export interface CatalogQuery {
  keyword?: string | undefined;
  category?: string | undefined;
  /** A column the feature's list contract has already checked against its sortable list. */
  sidx?: string | undefined;
  sort?: 'asc' | 'desc' | undefined;
  currentPage: number;
  pageSize: number;
}

/**
 * One page of a catalogue as ids in order, and the total: the keyword matches the name or the code,
 * the category is exact; sorted by the chosen column (else sortCode), then by creation (oldest first
 * unless `newestFirst`) and id, so pages never overlap. The feature reads its rows for those ids.
 */
export async function catalogPage(db: Kysely<DB>, table: CatalogTable, q: CatalogQuery, newestFirst = false): Promise<{ ids: string[]; total: number }> {
  // Every catalogue has these columns; one table's type stands for all in the builder.
  const from = () => {
    let base = db.selectFrom(table as 'basePortal');
    if (q.category) base = base.where('category', '=', q.category);
    if (q.keyword) {
      const k = q.keyword;
      base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k)]));
    }
    return base;
  };
  const { n } = await from().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await from().select('id')
    .orderBy((q.sidx ?? 'sortCode') as 'sortCode', q.sidx ? (q.sort ?? 'asc') : 'asc').orderBy('creatorTime', newestFirst ? 'desc' : 'asc').orderBy('id')
    .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

/** Rows fetched by id, put back in the page's order. */
export function inPageOrder<R extends { id: string }>(ids: readonly string[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether another design of the catalogue already has this code or name. */
export async function catalogTaken(db: Kysely<DB>, table: CatalogTable, column: 'enCode' | 'fullName', value: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom(table as 'basePortal').select('id').where(column, '=', value);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}
