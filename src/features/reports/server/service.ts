import { newId } from '../../../contract/ids';
import { copyNames } from '../../../server/db/catalog-page';
import { removeReleasedMenu } from '../../../server/modules/released-menu';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { DataInterfaces } from '../../../server/modules/feature-module';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  REPORT_MODULE, REPORT_MSG, checkRunValues, computeTable,
  type ReportBody, type ReportInfo, type ReportListQuery, type ReportRow, type RunBody, type RunResult,
} from '../contract';
import { releaseReport } from './release';
import { reportRepository, storedOf, toInfo, type ReportRepository } from './repository';

/** What the operation log keeps of a report. */
const view = (b: Pick<ReportInfo, 'fullName' | 'enCode' | 'category' | 'interfaceId' | 'params' | 'table' | 'charts' | 'enabledMark'>) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, interfaceId: b.interfaceId, params: b.params, table: b.table, charts: b.charts, enabledMark: b.enabledMark,
});

/**
 * 报表: designed under 报表设计 (its menu and buttons), run by holders of the released menu (type 5) or
 * of the design menu. A run goes through the data feature's interface path (`ctx.features.dataInterfaces`):
 * values are checked against the report's parameters first, then typed and bound by the interface.
 */
export function reportService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = reportRepository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, REPORT_MODULE, button);
  const port = (): DataInterfaces => {
    const make = ctx.features.dataInterfaces;
    if (!make) throw fail.badRequest(REPORT_MSG.interfaceMissing);
    return make(ctx);
  };
  const changed = (auth: AuthContext, id: string, before: ReturnType<typeof view> | null, after: ReturnType<typeof view> | null) =>
    ctx.audit.change(auth, { module: REPORT_MODULE, entity: 'dataReport', id, before, after });

  async function stored(r: ReportRepository, id: string) {
    const row = await r.byId(id);
    if (!row) throw fail.notFound(REPORT_MSG.notFound);
    return row;
  }

  /**
   * The interface must exist and be a read, each parameter one of its parameters, each select's
   * dictionary a dictionary. Asked before the write's transaction: the port reads on its own connection
   * (SQLite has one writer connection, which the transaction would hold).
   */
  async function checkInterface(b: ReportBody) {
    const outline = await port().outline(b.interfaceId);
    if (!outline || outline.isWrite) throw fail.badRequest(REPORT_MSG.interfaceMissing);
    const declared = new Set(outline.params.map((p) => p.field));
    for (const p of b.params) {
      if (!declared.has(p.name)) throw fail.badRequest(REPORT_MSG.paramNotInInterface(p.name));
      if (p.dictionary && !(await repo.dictionaryValues(p.dictionary))) throw fail.badRequest(REPORT_MSG.dictionaryRequired(p.label));
    }
  }
  async function checkUnique(r: ReportRepository, b: ReportBody, selfId?: string) {
    if (await r.taken('enCode', b.enCode, selfId)) throw fail.badRequest(REPORT_MSG.codeExists);
    if (await r.taken('fullName', b.fullName, selfId)) throw fail.badRequest(REPORT_MSG.nameExists);
  }

  /** Runs need the released menu (type 5) or the design menu; `button` is asked of the released menu only. */
  async function openForRun(auth: AuthContext, id: string, button?: string) {
    const row = await stored(repo, id);
    const menu = await repo.menuCode(row.menuId);
    const viaMenu = menu ? await ctx.access.can(auth, menu, button) : false;
    if (!viaMenu && !(await ctx.access.can(auth, REPORT_MODULE))) throw fail.forbidden();
    return toInfo(row, row.interfaceName);
  }

  async function runInfo(auth: AuthContext, info: ReportInfo, body: RunBody, invokType: string): Promise<RunResult> {
    const options = new Map<string, Set<string> | undefined>();
    for (const p of info.params) if (p.dictionary && !options.has(p.dictionary)) options.set(p.dictionary, await repo.dictionaryValues(p.dictionary));
    const checked = checkRunValues(info.params, body.values, (d) => options.get(d));
    if (!checked.ok) throw fail.badRequest(checked.msg);
    const { rows, truncated } = await port().run(auth, info.interfaceId, checked.values, invokType);
    const table = computeTable(rows, info.table);
    return { ...table, rowCount: rows.length, truncated, values: checked.values, fetchedAt: Date.now() };
  }

  async function insert(auth: AuthContext, b: ReportBody) {
    const id = newId();
    await checkInterface(b);
    await db.transaction().execute(async (tx) => {
      const r = reportRepository(tx);
      await checkUnique(r, b);
      await r.insert({ id, ...storedOf(b), menuId: null, releasedAt: null, creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null });
    });
    changed(auth, id, null, view(b));
    return id;
  }

  return {
    async list(auth: AuthContext, q: ReportListQuery) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      const list: ReportRow[] = rows.map((r) => {
        const i = toInfo(r, r.interfaceName);
        return { id: i.id, fullName: i.fullName, enCode: i.enCode, category: i.category, interfaceId: i.interfaceId, interfaceName: i.interfaceName, menuId: i.menuId, releasedAt: i.releasedAt, sortCode: i.sortCode, enabledMark: i.enabledMark, creatorTime: i.creatorTime, lastModifyTime: i.lastModifyTime };
      });
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      const row = await stored(repo, id);
      return toInfo(row, row.interfaceName);
    },
    /** The definition the viewer of a released report draws (its menu or the design menu). */
    view: (auth: AuthContext, id: string) => openForRun(auth, id),
    async create(auth: AuthContext, b: ReportBody) {
      await allowed(auth, 'btn_add');
      return insert(auth, b);
    },
    async update(auth: AuthContext, id: string, b: ReportBody) {
      await allowed(auth, 'btn_edit');
      await stored(repo, id);
      await checkInterface(b);
      await db.transaction().execute(async (tx) => {
        const r = reportRepository(tx);
        const before = await stored(r, id);
        await checkUnique(r, b, id);
        await r.update(id, { ...storedOf(b), lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
        changed(auth, id, view(toInfo(before, null)), view(b));
      });
    },
    /** Deletes the report and the menu its release made. */
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      let hadMenu = false;
      await db.transaction().execute(async (tx) => {
        const r = reportRepository(tx);
        const before = await stored(r, id);
        if (before.menuId) {
          hadMenu = true;
          await removeReleasedMenu(tx, before.menuId);
        }
        await r.remove(id);
        changed(auth, id, view(toInfo(before, null)), null);
      });
      if (hadMenu) ctx.realtime.broadcast({ method: 'menusChanged' });
    },
    /** 复制: the design as 名称副本 with the code .copy, not released. */
    async copy(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_copy');
      const from = toInfo(await stored(repo, id), null);
      const names = await copyNames(repo.taken, from);
      return insert(auth, { ...from, enabledMark: from.enabledMark === 1 ? 1 : 0, ...names });
    },
    async release(auth: AuthContext, id: string, body: { parentId: string | null; icon: string }) {
      await allowed(auth, 'btn_release');
      const menuId = await db.transaction().execute(async (tx) => releaseReport(tx, await stored(reportRepository(tx), id), body, Date.now()));
      ctx.realtime.broadcast({ method: 'menusChanged' });
      return { id, menuId };
    },
    /** 报表设计's preview: a design not saved yet, checked as a save would check it, run as a report runs. */
    async preview(auth: AuthContext, b: ReportBody, values: RunBody['values']) {
      await allowed(auth);
      await checkInterface(b);
      const now = Date.now();
      const info: ReportInfo = { ...b, id: '', interfaceName: null, menuId: null, releasedAt: null, creatorTime: now, lastModifyTime: null };
      return runInfo(auth, info, { values }, 'reportPreview');
    },
    async run(auth: AuthContext, id: string, body: RunBody) {
      return runInfo(auth, await openForRun(auth, id), body, 'report');
    },
    /** The xlsx of a run: the released menu's 导出 button, or the design menu. */
    async exportRun(auth: AuthContext, id: string, body: RunBody) {
      const info = await openForRun(auth, id, 'btn_export');
      return { info, result: await runInfo(auth, info, body, 'reportExport') };
    },
  };
}
