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

/**
 * 复制's name and code: 名称副本 with code.copy, then 名称副本2 with code.copy2 …, the first pair of
 * which neither is taken; the originals are cut so the result stays within the columns' lengths.
 */
export async function copyNames(
  taken: (column: 'enCode' | 'fullName', value: string) => Promise<boolean>,
  from: { fullName: string; enCode: string },
  shape: { nameMax: number; codeMax: number; codeSuffix: string } = { nameMax: 44, codeMax: 42, codeSuffix: '.copy' },
): Promise<{ fullName: string; enCode: string }> {
  const nameOf = (i: number) => `${from.fullName.slice(0, shape.nameMax)}副本${i > 1 ? i : ''}`;
  const codeOf = (i: number) => `${from.enCode.slice(0, shape.codeMax)}${shape.codeSuffix}${i > 1 ? i : ''}`;
  let n = 1;
  while ((await taken('enCode', codeOf(n))) || (await taken('fullName', nameOf(n)))) n++;
  return { fullName: nameOf(n), enCode: codeOf(n) };
}
