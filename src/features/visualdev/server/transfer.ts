import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { checkRecord, collectFields, isTableNode, type OnlineListQuery, type RecordValues } from '../contract';
import { displayer } from './display';
import { exportWorkbook, MAX_IMPORT_ROWS, readImport, templateWorkbook } from './excel';
import { OnlineMsg, type ModelAccess, type OnlineService } from './online-service';
import { recordRepository } from './records';

export const EXPORT_LIMIT = 10000;

export interface PreviewRow {
  index: number;
  data: RecordValues;
  errors: Record<string, string>;
}

/** Export, export as JSON, the import template, import preview and import (all-or-nothing). */
export function transferService(ctx: ServerContext, online: OnlineService) {
  const db = ctx.database.db;

  const headerLabels = (a: ModelAccess) => new Map(a.model.columns.columnList.map((c) => [c.prop, c.label]));

  async function records(a: ModelAccess, q: OnlineListQuery, withRows: boolean) {
    const repo = recordRepository(db, a.model);
    const where = online.listWhere(a, q);
    return repo.page(where, online.sortOf(a, q), EXPORT_LIMIT, 0, withRows);
  }

  return {
    /** xlsx of the visible list columns, with names and formatted values; the selected ids or the query's rows. */
    async exportXlsx(auth: AuthContext, id: string, q: OnlineListQuery) {
      const a = await online.open(auth, id, 'export');
      const rows = await records(a, q, false);
      const show = await displayer(db, a.model.form, rows.map((r) => r.values));
      const known = new Set(collectFields(a.model.form.fields).filter((f) => !isTableNode(f)).map((f) => f.vModel));
      const columns = a.model.columns.columnList
        .filter((c) => known.has(c.prop) && (!a.columnGrant || a.columnGrant.has(c.prop)))
        .map((c) => ({ header: c.label || c.prop, key: c.prop }));
      const buffer = await exportWorkbook(a.model.base.fullName, columns, rows.map((r) => show(r.values)));
      return { buffer, fileName: `${a.model.base.fullName}.xlsx` };
    },

    async exportData(auth: AuthContext, id: string, q: OnlineListQuery) {
      const a = await online.open(auth, id, 'export');
      const rows = await records(a, q, true);
      return { list: rows.map((r) => ({ id: r.id, ...online.visibleValues(a, r.values) })) };
    },

    async template(auth: AuthContext, id: string) {
      const a = await online.open(auth, id, 'import');
      return { buffer: await templateWorkbook(a.model.base.fullName, a.model.form), fileName: `${a.model.base.fullName}导入模板.xlsx` };
    },

    /** Reads the file and checks each row with the form, without writing anything. */
    async preview(auth: AuthContext, id: string, file: { data: Buffer; filename: string }) {
      const a = await online.open(auth, id, 'import');
      const rows = await readImport(db, a.model.form, headerLabels(a), file.data, file.filename);
      const list: PreviewRow[] = rows.map((data, index) => ({ index, data, errors: checkRecord(a.model.form, data).errors }));
      return { list, total: list.length, errorCount: list.filter((r) => Object.keys(r.errors).length).length };
    },

    /** Writes every row or none: one row with errors refuses the request, and the errors say which. */
    async importData(auth: AuthContext, id: string, list: RecordValues[]) {
      if (!list.length) throw fail.badRequest(OnlineMsg.importEmpty);
      if (list.length > MAX_IMPORT_ROWS) throw fail.badRequest(`单次最多导入${MAX_IMPORT_ROWS}条`);
      const a = await online.open(auth, id, 'import');
      const failed = list.map((data, index) => ({ index, errors: checkRecord(a.model.form, data).errors })).filter((r) => Object.keys(r.errors).length);
      if (failed.length) throw fail.badRequest(OnlineMsg.importInvalid(failed.length), failed);
      const now = Date.now();
      await db.transaction().execute(async (tx) => {
        for (const data of list) await online.insertOne(tx, a, auth, data, undefined, now);
      });
      return { count: list.length };
    },
  };
}
