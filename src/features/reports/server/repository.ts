import { sql, type Kysely } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import { chartDef, reportParam, tableLayout, type ReportBody, type ReportInfo, type ReportListQuery } from '../contract';
import type { BaseDataReportTable } from './tables';

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored report as the service reads it (the definition parsed; a part that no longer parses is empty). */
export function toInfo(r: BaseDataReportTable, interfaceName: string | null): ReportInfo {
  const params = reportParam.array().safeParse(parse(r.paramsJson, []));
  const table = tableLayout.safeParse(parse(r.tableJson, {}));
  const charts = chartDef.array().safeParse(parse(r.chartsJson, []));
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, interfaceId: r.interfaceId, interfaceName,
    params: params.success ? params.data : [], table: table.success ? table.data : { enabled: true, columns: [], groupBy: null, subtotal: false, total: false },
    charts: charts.success ? charts.data : [], description: r.description, sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark),
    menuId: r.menuId, releasedAt: num(r.releasedAt), creatorTime: Number(r.creatorTime), lastModifyTime: num(r.lastModifyTime),
  };
}

export const storedOf = (b: ReportBody) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, interfaceId: b.interfaceId, paramsJson: JSON.stringify(b.params),
  tableJson: JSON.stringify(b.table), chartsJson: JSON.stringify(b.charts), description: b.description, sortCode: b.sortCode, enabledMark: b.enabledMark,
});

/** The only code that reads and writes baseDataReport (and reads the dictionaries a select parameter names). */
export function reportRepository(db: Kysely<DB>) {
  const withInterface = () => db.selectFrom('baseDataReport as r').leftJoin('baseDataInterface as i', 'i.id', 'r.interfaceId').selectAll('r').select('i.fullName as interfaceName');

  function filtered(q: Pick<ReportListQuery, 'keyword' | 'category'>) {
    let base = db.selectFrom('baseDataReport');
    if (q.category) base = base.where('category', '=', q.category);
    if (q.keyword) {
      const k = q.keyword;
      base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k)]));
    }
    return base;
  }

  return {
    async page(q: ReportListQuery) {
      const { n } = await filtered(q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const ids = await filtered(q).select('id').orderBy(q.sidx ?? 'sortCode', q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'asc').orderBy('id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const rows = ids.length ? await withInterface().where('r.id', 'in', ids.map((r) => r.id)).execute() : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { rows: ids.map((r) => byId.get(r.id)!), total: Number(n) };
    },
    byId: (id: string) => withInterface().where('r.id', '=', id).executeTakeFirst(),
    async taken(column: 'enCode' | 'fullName', value: string, exceptId?: string) {
      let q = db.selectFrom('baseDataReport').select('id').where(column, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return Boolean(await q.executeTakeFirst());
    },
    insert: (r: BaseDataReportTable) => db.insertInto('baseDataReport').values(r).execute(),
    update: (id: string, r: Partial<BaseDataReportTable>) => db.updateTable('baseDataReport').set(r).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('baseDataReport').where('id', '=', id).execute(),

    /** A menu's enCode (the released report's), or null. */
    menuCode: async (menuId: string | null) => (menuId ? ((await db.selectFrom('baseModule').select('enCode').where('id', '=', menuId).executeTakeFirst())?.enCode ?? null) : null),

    /** The enabled entries' values (enCode) of an enabled dictionary; undefined when there is no such dictionary. */
    async dictionaryValues(enCode: string): Promise<Set<string> | undefined> {
      const type = await db.selectFrom('baseDictionaryType').select(['id', 'enabledMark']).where('enCode', '=', enCode).executeTakeFirst();
      if (!type) return undefined;
      if (type.enabledMark !== 1) return new Set();
      const rows = await db.selectFrom('baseDictionaryData').select('enCode').where('dictionaryTypeId', '=', type.id).where('enabledMark', '=', 1).execute();
      return new Set(rows.map((r) => r.enCode));
    },
  };
}
export type ReportRepository = ReturnType<typeof reportRepository>;
