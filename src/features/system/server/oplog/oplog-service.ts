import type { ServerContext } from '../../../../server/context';
import { writeAuditSettings } from '../../../../server/audit/settings';
import { fail } from '../../../../server/http/api-error';
import { assertAccess } from '../../../../server/identity/access';
import type { AuthContext } from '../../../../server/plugins/auth';
import { LOG_MODULE, type LogListQuery, type LogRow, type LogSettings, type OplogCategory, type OplogDetail, type OplogListQuery, type OplogRow, type RecordChangeView } from '../../contract';
import { logRepository } from '../log-repository';
import { oplogRepository, type OplogRecord } from './oplog-repository';

export const EXPORT_LIMIT = 100_000;

function parsed<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A capped text (ADR 0026) no longer parses; the detail shows what it can.
    return fallback;
  }
}

/**
 * Operation, request and exception logs: reads for the 系统日志 tabs and exports, deletes for
 * holders of the page's delete button, and the logs' settings. Every call checks access first.
 */
export function oplogService(ctx: ServerContext) {
  const repo = oplogRepository(ctx.database.db);
  const allowed = (auth: AuthContext, button?: 'btn_remove' | 'btn_export') => assertAccess(ctx.access, auth, LOG_MODULE, button);

  async function withNames(rows: OplogRecord[]): Promise<OplogRow[]> {
    const { menus, buttons } = await repo.names([...new Set(rows.map((r) => r.module).filter((m): m is string => m !== null))]);
    return rows.map((r) => ({ ...r, moduleTitle: (r.module && menus.get(r.module)) ?? null, actionName: (r.module && r.action && buttons.get(`${r.module}:${r.action}`)) ?? null }));
  }

  return {
    async page(auth: AuthContext, category: OplogCategory, q: OplogListQuery) {
      await allowed(auth);
      // What was just done shows at once: the entries still queued go in first.
      await ctx.audit.flush();
      const { list, total } = await repo.page(category, q);
      return { list: await withNames(list), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async detail(auth: AuthContext, category: OplogCategory, id: string): Promise<OplogDetail> {
      await allowed(auth);
      await ctx.audit.flush();
      const row = await repo.byId(category, id);
      if (!row) throw fail.notFound();
      const { userAgent, summary, error, changes, ...rest } = row;
      const [named] = await withNames([rest]);
      return { ...named!, userAgent, summary, error: parsed(error, null), changes: parsed<RecordChangeView[]>(changes, []) };
    },

    async exportRows(auth: AuthContext, category: OplogCategory, q: OplogListQuery) {
      await allowed(auth, 'btn_export');
      await ctx.audit.flush();
      return withNames(await repo.all(category, q, EXPORT_LIMIT));
    },

    async exportLogins(auth: AuthContext, q: LogListQuery): Promise<LogRow[]> {
      await allowed(auth, 'btn_export');
      return (await logRepository(ctx.database.db).page({ ...q, currentPage: 1, pageSize: EXPORT_LIMIT })).list;
    },

    /** Only holders of the page's delete button (删除) delete log entries. */
    async remove(auth: AuthContext, category: OplogCategory, ids: string[]) {
      await allowed(auth, 'btn_remove');
      await ctx.audit.flush();
      return repo.delete(category, ids);
    },

    async settings(auth: AuthContext): Promise<LogSettings> {
      await allowed(auth);
      return ctx.audit.reloadSettings().then(() => ctx.audit.settings());
    },

    /** The retention decides what is deleted: the same right as deleting. */
    async saveSettings(auth: AuthContext, next: LogSettings) {
      await allowed(auth, 'btn_remove');
      const before = ctx.audit.settings();
      await writeAuditSettings(ctx.database.db, next);
      ctx.audit.configure(next);
      ctx.audit.change(auth, { module: LOG_MODULE, entity: 'logSettings', id: 'logSettings', before: { ...before }, after: { ...next } });
    },
  };
}
export type OplogService = ReturnType<typeof oplogService>;
