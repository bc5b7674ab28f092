import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { catalogPage, catalogTaken, inPageOrder } from '../../../server/db/catalog-page';
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

  return {
    async page(q: ReportListQuery) {
      const { ids, total } = await catalogPage(db, 'baseDataReport', q);
      const rows = ids.length ? await withInterface().where('r.id', 'in', ids).execute() : [];
      return { rows: inPageOrder(ids, rows), total };
    },
    byId: (id: string) => withInterface().where('r.id', '=', id).executeTakeFirst(),
    taken: (column: 'enCode' | 'fullName', value: string, exceptId?: string) => catalogTaken(db, 'baseDataReport', column, value, exceptId),
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
