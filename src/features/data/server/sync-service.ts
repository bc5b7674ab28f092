import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { JobTrigger } from '../../../server/jobs/server-job';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  DATA_INTERFACE_MSG, DATA_SYNC_MODULE, DATA_SYNC_MSG, SYNC_LIMITS, SYSTEM_SOURCE_ID, columnMap,
  type ColumnMap, type SyncBody, type SyncInfo, type SyncListQuery, type SyncResult,
} from '../contract';
import { RunError } from './runners';
import { isSecretName } from './secret-columns';
import type { DataConnections } from './source-service';
import { copyTable, mapColumns, SyncError, tableColumns, type CopyOutcome, type SyncPlan } from './sync-copy';
import type { DataSyncTable } from './tables';

const SORT = { sortCode: 'sortCode', fullName: 'fullName', enCode: 'enCode', creatorTime: 'creatorTime', lastRunTime: 'lastRunTime' } as const;

const columnsOf = (json: string): ColumnMap[] => (JSON.parse(json) as unknown[]).map((c) => columnMap.parse(c));
type Definition = Pick<DataSyncTable, 'sourceId' | 'sourceTable' | 'targetId' | 'targetTable' | 'mode' | 'keyColumn' | 'batchSize'> & { columns: ColumnMap[] };

/** 数据同步 (menu system.dataSync): copy a table between data sources, run now or by the 定时任务 task data.sync. */
export function dataSyncService(ctx: ServerContext, conns: DataConnections, timeoutMs: number = SYNC_LIMITS.timeoutMs) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, DATA_SYNC_MODULE, button);
  const running = new Set<string>();

  async function byId(id: string) {
    const row = await db.selectFrom('baseDataSync').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(DATA_SYNC_MSG.notFound);
    return row;
  }
  async function unique(body: SyncBody, selfId?: string) {
    for (const [field, msg] of [['enCode', DATA_SYNC_MSG.codeExists], ['fullName', DATA_SYNC_MSG.nameExists]] as const) {
      let q = db.selectFrom('baseDataSync').select('id').where(field, '=', body[field]);
      if (selfId) q = q.where('id', '<>', selfId);
      if (await q.executeTakeFirst()) throw fail.badRequest(msg);
    }
  }

  /** Opens both sides and checks everything against the real tables; a SyncError says what is wrong. */
  async function plan(d: Definition): Promise<SyncPlan> {
    if (d.sourceId === d.targetId && d.sourceTable === d.targetTable) throw new SyncError(DATA_SYNC_MSG.sameTable);
    const source = await conns.runner(d.sourceId);
    const target = await conns.runner(d.targetId);
    if (d.targetId === SYSTEM_SOURCE_ID || !d.targetId) {
      // The platform's own tables are never a target: only tables 数据建模 created (the managed-table rule of ADR 0030).
      const model = await db.selectFrom('baseDataModel').select('id').where('tableName', '=', d.targetTable).executeTakeFirst();
      if (!model) throw new SyncError(DATA_SYNC_MSG.targetPlatform(d.targetTable));
    } else if (target.readOnly) {
      throw new SyncError(DATA_SYNC_MSG.targetReadOnly);
    }
    let sourceCols: string[];
    let targetCols: string[];
    try {
      sourceCols = await tableColumns(source, d.sourceTable);
      targetCols = await tableColumns(target, d.targetTable);
    } catch (error) {
      if (error instanceof RunError) throw new SyncError(error.message);
      throw error;
    }
    if (!sourceCols.length) throw new SyncError(DATA_SYNC_MSG.tableMissing(d.sourceTable));
    if (d.sourceId === SYSTEM_SOURCE_ID) {
      // Credentials of the system database never leave it, not even into a 数据建模 table (secret-columns.ts).
      const secret = d.columns.find((c) => isSecretName(c.source));
      if (secret) throw new SyncError(DATA_INTERFACE_MSG.secretColumn(secret.source));
      sourceCols = sourceCols.filter((c) => !isSecretName(c));
    }
    if (!targetCols.length) throw new SyncError(DATA_SYNC_MSG.tableMissing(d.targetTable));
    const columns = mapColumns(sourceCols, targetCols, d.columns);
    let key: ColumnMap | null = null;
    if (d.mode === 'key') {
      if (!d.keyColumn) throw new SyncError(DATA_SYNC_MSG.keyRequired);
      key = columns.find((c) => c.target === d.keyColumn) ?? null;
      if (!key) throw new SyncError(DATA_SYNC_MSG.keyNotMapped(d.keyColumn));
    }
    return { source, sourceTable: d.sourceTable, target, targetTable: d.targetTable, mode: d.mode === 'key' ? 'key' : 'full', key, columns, batchSize: d.batchSize };
  }
  async function checked(body: SyncBody) {
    try {
      await plan({ ...body, keyColumn: body.keyColumn ?? null });
    } catch (error) {
      if (error instanceof SyncError) throw fail.badRequest(error.message);
      throw error;
    }
  }
  const stored = (b: SyncBody) => ({
    fullName: b.fullName, enCode: b.enCode, sourceId: b.sourceId, sourceTable: b.sourceTable, targetId: b.targetId, targetTable: b.targetTable,
    mode: b.mode, keyColumn: b.mode === 'key' ? (b.keyColumn ?? null) : null, columnsJson: JSON.stringify(b.columns), batchSize: b.batchSize,
    scheduled: b.scheduled, enabledMark: b.enabledMark, sortCode: b.sortCode, description: b.description ?? null,
  });

  /** One run, logged whatever happens; refused while the same sync runs. */
  async function execute(row: DataSyncTable, trigger: JobTrigger, userId: string | null, signal?: AbortSignal): Promise<SyncResult> {
    if (running.has(row.id)) throw fail.badRequest(DATA_SYNC_MSG.running);
    running.add(row.id);
    const startTime = Date.now();
    const started = performance.now();
    let outcome: 'ok' | 'error' = 'ok';
    let message: string;
    let counts: CopyOutcome = { rowsRead: 0, rowsWritten: 0 };
    try {
      const p = await plan({ ...row, columns: columnsOf(row.columnsJson) });
      counts = await copyTable(p, { deadline: startTime + timeoutMs, timeoutMs, signal });
      message = DATA_SYNC_MSG.done(counts.rowsRead, counts.rowsWritten);
    } catch (error) {
      outcome = 'error';
      if (error instanceof SyncError) {
        message = error.message;
        counts = (error as SyncError & { progress?: CopyOutcome }).progress ?? counts;
      } else {
        message = DATA_SYNC_MSG.failed((error as Error).message);
      }
    } finally {
      running.delete(row.id);
    }
    const duration = Math.round(performance.now() - started);
    const logId = newId();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('baseDataSyncLog').values({
        id: logId, syncId: row.id, startTime, duration, trigger, userId, rowsRead: counts.rowsRead, rowsWritten: counts.rowsWritten, outcome, message: message.slice(0, 500),
      }).execute();
      await trx.updateTable('baseDataSync').set({ lastRunTime: startTime, lastOutcome: outcome }).where('id', '=', row.id).execute();
    });
    return { logId, outcome, message, duration, ...counts };
  }

  return {
    async list(auth: AuthContext, q: SyncListQuery) {
      await allowed(auth);
      let query = db.selectFrom('baseDataSync as s').leftJoin('baseDataSource as a', 'a.id', 's.sourceId').leftJoin('baseDataSource as b', 'b.id', 's.targetId');
      if (q.keyword) query = query.where((eb) => eb.or([eb('s.fullName', 'like', `%${q.keyword}%`), eb('s.enCode', 'like', `%${q.keyword}%`), eb('s.sourceTable', 'like', `%${q.keyword}%`), eb('s.targetTable', 'like', `%${q.keyword}%`)]));
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query
        .select(['s.id', 's.fullName', 's.enCode', 's.sourceId', 'a.fullName as sourceName', 's.sourceTable', 's.targetId', 'b.fullName as targetName', 's.targetTable',
          's.mode', 's.scheduled', 's.enabledMark', 's.sortCode', 's.lastRunTime', 's.lastOutcome', 's.creatorTime'])
        .orderBy(`s.${SORT[q.sidx ?? 'sortCode']}`, q.sidx ? q.sort : 'asc').orderBy('s.creatorTime', 'desc')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const system = (id: string, name: string | null) => (id === SYSTEM_SOURCE_ID ? '系统数据库' : name);
      return {
        list: rows.map((r) => ({ ...r, sourceName: system(r.sourceId, r.sourceName), targetName: system(r.targetId, r.targetName) })),
        pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total },
      };
    },
    async info(auth: AuthContext, id: string): Promise<SyncInfo> {
      await allowed(auth);
      const r = await byId(id);
      return {
        id: r.id, fullName: r.fullName, enCode: r.enCode, sourceId: r.sourceId, sourceTable: r.sourceTable, targetId: r.targetId, targetTable: r.targetTable,
        mode: r.mode === 'key' ? 'key' : 'full', keyColumn: r.keyColumn, columns: columnsOf(r.columnsJson), batchSize: r.batchSize, scheduled: r.scheduled === 1 ? 1 : 0,
        enabledMark: r.enabledMark === 1 ? 1 : 0, sortCode: r.sortCode, description: r.description, creatorTime: r.creatorTime, lastModifyTime: r.lastModifyTime,
      };
    },
    async create(auth: AuthContext, body: SyncBody) {
      await allowed(auth, 'btn_add');
      await unique(body);
      await checked(body);
      const id = newId();
      await db.insertInto('baseDataSync').values({
        id, ...stored(body), lastRunTime: null, lastOutcome: null, creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
      }).execute();
      return id;
    },
    async update(auth: AuthContext, id: string, body: SyncBody) {
      await allowed(auth, 'btn_edit');
      await byId(id);
      await unique(body, id);
      await checked(body);
      await db.updateTable('baseDataSync').set({ ...stored(body), lastModifyUserId: auth.userId, lastModifyTime: Date.now() }).where('id', '=', id).execute();
    },
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await byId(id);
      if (running.has(id)) throw fail.badRequest(DATA_SYNC_MSG.running);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('baseDataSyncLog').where('syncId', '=', id).execute();
        await trx.deleteFrom('baseDataSync').where('id', '=', id).execute();
      });
    },
    /** 立即执行: runs now and answers the outcome (also logged). */
    async executeNow(auth: AuthContext, id: string): Promise<SyncResult> {
      await allowed(auth, 'btn_execute');
      const row = await byId(id);
      if (row.enabledMark !== 1) throw fail.badRequest(DATA_SYNC_MSG.disabled);
      return execute(row, 'manual', auth.userId);
    },
    /** The 定时任务 task data.sync: every enabled sync marked scheduled, in order. */
    async runScheduled(trigger: JobTrigger, signal: AbortSignal): Promise<string> {
      const rows = await db.selectFrom('baseDataSync').selectAll().where('enabledMark', '=', 1).where('scheduled', '=', 1).orderBy('sortCode').orderBy('creatorTime').execute();
      const lines: string[] = [];
      let failed = 0;
      for (const row of rows) {
        if (signal.aborted) break;
        if (running.has(row.id)) {
          lines.push(`${row.fullName}：${DATA_SYNC_MSG.running}`);
          continue;
        }
        const r = await execute(row, trigger, null, signal);
        if (r.outcome === 'error') failed += 1;
        lines.push(`${row.fullName}：${r.message}`);
      }
      const summary = rows.length ? lines.join('；') : '没有设为定时执行的数据同步';
      if (failed) throw new Error(`${failed}个同步失败：${summary}`);
      return summary;
    },
    async logs(auth: AuthContext, id: string, q: { currentPage: number; pageSize: number; keyword?: string }) {
      await allowed(auth);
      await byId(id);
      let query = db.selectFrom('baseDataSyncLog as l').leftJoin('baseUser as u', 'u.id', 'l.userId').where('l.syncId', '=', id);
      if (q.keyword) query = query.where((eb) => eb.or([eb('u.realName', 'like', `%${q.keyword}%`), eb('l.message', 'like', `%${q.keyword}%`)]));
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const list = await query
        .select(['l.id', 'l.startTime', 'l.duration', 'l.trigger', 'u.realName as userName', 'l.rowsRead', 'l.rowsWritten', 'l.outcome', 'l.message'])
        .orderBy('l.startTime', 'desc').orderBy('l.id', 'desc').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
  };
}
export type DataSyncService = ReturnType<typeof dataSyncService>;
