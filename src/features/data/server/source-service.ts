import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  DATA_SOURCE_KINDS, DATA_SOURCE_MODULE, DATA_SOURCE_MSG, SYSTEM_SOURCE_ID, dataSourceBody,
  type DataSourceBody, type DataSourceListQuery, type DataSourceTestBody, type DataSourceRow, type TestResult,
} from '../contract';
import { externalRunner, RunError, sqliteSourceFile, systemRunner, type SqlRunner } from './runners';
import { dataSourceKey, secretBox } from './secret-box';
import type { DataSourceTable } from './tables';

const SORT = { sortCode: 'sortCode', fullName: 'fullName', enCode: 'enCode', creatorTime: 'creatorTime' } as const;

/** The runners of every source, one per source and version, closed when the source changes or the app stops. */
export function dataConnections(ctx: ServerContext, env: NodeJS.ProcessEnv = process.env) {
  const sharedKey = env.DATA_SOURCE_KEY;
  // A key too short stops the start, not the first save.
  const key = () => dataSourceKey(ctx.config.dataDir, sharedKey);
  if (sharedKey) key();
  const box = secretBox(key);
  const system = systemRunner(ctx.database);
  const open = new Map<string, { version: number; runner: SqlRunner }>();

  function runnerOf(row: DataSourceTable): SqlRunner {
    const version = row.lastModifyTime ?? row.creatorTime;
    const cached = open.get(row.id);
    if (cached && cached.version === version) return cached.runner;
    if (cached) void cached.runner.close();
    const runner = externalRunner(row, passwordOf(row), ctx.config.dataDir);
    open.set(row.id, { version, runner });
    return runner;
  }
  function passwordOf(row: Pick<DataSourceTable, 'passwordEnc'>): string | null {
    if (!row.passwordEnc) return null;
    const plain = box.open(row.passwordEnc);
    if (plain === null) throw fail.badRequest(DATA_SOURCE_MSG.passwordUnreadable);
    return plain;
  }
  return {
    box,
    system,
    passwordOf,
    /** The runner of a source id ('0': the system database); refuses a disabled or unknown one. */
    async runner(id: string | null | undefined): Promise<SqlRunner> {
      if (!id || id === SYSTEM_SOURCE_ID) return system;
      const row = await ctx.database.db.selectFrom('baseDataSource').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw fail.notFound(DATA_SOURCE_MSG.notFound);
      if (row.enabledMark !== 1) throw fail.badRequest(DATA_SOURCE_MSG.disabled);
      return runnerOf(row);
    },
    forget(id: string) {
      const cached = open.get(id);
      open.delete(id);
      if (cached) void cached.runner.close();
    },
    async closeAll() {
      const all = [...open.values()];
      open.clear();
      await Promise.all([system.close(), ...all.map((c) => c.runner.close())]);
    },
  };
}
export type DataConnections = ReturnType<typeof dataConnections>;

function toRow(r: DataSourceTable): DataSourceRow {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, dbType: r.dbType, host: r.host, port: r.port, dbName: r.dbName, dbSchema: r.dbSchema,
    userName: r.userName, hasPassword: Boolean(r.passwordEnc), readOnly: r.readOnly, sortCode: r.sortCode, enabledMark: r.enabledMark,
    description: r.description, system: false, creatorTime: r.creatorTime,
  };
}

/** 数据连接 (menu system.dataSource): external databases; the password is sealed and never answered. */
export function dataSourceService(ctx: ServerContext, conns: DataConnections) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, DATA_SOURCE_MODULE, button);
  const systemRow = (): DataSourceRow => ({
    id: SYSTEM_SOURCE_ID, fullName: '系统数据库', enCode: 'system', dbType: ctx.database.dialect, host: '', port: null,
    dbName: ctx.database.dialect === 'sqlite' ? 'qingban.sqlite' : (ctx.database.pgSchema ?? 'public'), dbSchema: ctx.database.pgSchema ?? '',
    userName: '', hasPassword: false, readOnly: 1, sortCode: -1, enabledMark: 1, description: '平台自身的数据库（查询只读；数据建模在此建表）', system: true, creatorTime: 0,
  });

  function check(body: DataSourceBody) {
    if (DATA_SOURCE_KINDS[body.dbType].server) {
      if (!body.host) throw fail.badRequest(DATA_SOURCE_MSG.hostRequired);
      if (!body.dbName) throw fail.badRequest(DATA_SOURCE_MSG.dbRequired);
    } else {
      if (!body.dbName) throw fail.badRequest(DATA_SOURCE_MSG.fileRequired);
      try {
        sqliteSourceFile(ctx.config.dataDir, body.dbName);
      } catch (error) {
        throw fail.badRequest((error as Error).message);
      }
    }
  }
  async function unique(body: DataSourceBody, selfId?: string) {
    for (const [field, msg] of [['enCode', DATA_SOURCE_MSG.codeExists], ['fullName', DATA_SOURCE_MSG.nameExists]] as const) {
      let q = db.selectFrom('baseDataSource').select('id').where(field, '=', body[field]);
      if (selfId) q = q.where('id', '<>', selfId);
      if (await q.executeTakeFirst()) throw fail.badRequest(msg);
    }
  }
  const stored = (b: DataSourceBody) => {
    const kind = DATA_SOURCE_KINDS[b.dbType];
    return {
      fullName: b.fullName, enCode: b.enCode, dbType: b.dbType, host: kind.server ? b.host : '', port: kind.server ? (b.port ?? kind.defaultPort) : null,
      dbName: b.dbName, dbSchema: kind.schema ? b.dbSchema : '', userName: kind.server ? b.userName : '',
      readOnly: b.readOnly, sortCode: b.sortCode, enabledMark: b.enabledMark, description: b.description ?? null,
    };
  };
  async function byId(id: string) {
    if (id === SYSTEM_SOURCE_ID) throw fail.badRequest(DATA_SOURCE_MSG.systemLocked);
    const row = await db.selectFrom('baseDataSource').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(DATA_SOURCE_MSG.notFound);
    return row;
  }
  async function probe(runner: SqlRunner): Promise<TestResult> {
    const start = performance.now();
    try {
      const version = await runner.version();
      return { ok: true, message: '连接成功', duration: Math.round(performance.now() - start), version };
    } catch (error) {
      const why = error instanceof RunError ? error.message : DATA_SOURCE_MSG.connectFailed((error as Error).message);
      return { ok: false, message: why, duration: Math.round(performance.now() - start), version: null };
    }
  }

  return {
    async list(auth: AuthContext, q: DataSourceListQuery) {
      await allowed(auth);
      let query = db.selectFrom('baseDataSource');
      if (q.keyword) query = query.where((eb) => eb.or([eb('fullName', 'like', `%${q.keyword}%`), eb('enCode', 'like', `%${q.keyword}%`), eb('host', 'like', `%${q.keyword}%`)]));
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query.selectAll().orderBy(SORT[q.sidx ?? 'sortCode'], q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'desc')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const first = q.currentPage === 1 && !q.keyword ? [systemRow()] : [];
      return { list: [...first, ...rows.map(toRow)], pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: total + 1 } };
    },
    /** Enabled sources for the interface and model forms (any holder of those menus). */
    async selector(_auth: AuthContext) {
      const rows = await db.selectFrom('baseDataSource').select(['id', 'fullName', 'dbType', 'readOnly']).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('fullName').execute();
      const s = systemRow();
      return [{ id: s.id, fullName: s.fullName, dbType: s.dbType, readOnly: 0 }, ...rows];
    },
    async info(auth: AuthContext, id: string): Promise<DataSourceRow> {
      await allowed(auth);
      if (id === SYSTEM_SOURCE_ID) return systemRow();
      return toRow(await byId(id));
    },
    async create(auth: AuthContext, body: DataSourceBody) {
      await allowed(auth, 'btn_add');
      check(body);
      const id = newId();
      // One row: the unique index on enCode settles a race the check below loses.
      await unique(body);
      await db.insertInto('baseDataSource').values({
        id, ...stored(body), passwordEnc: body.password ? conns.box.seal(body.password) : null,
        creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
      }).execute();
      return id;
    },
    async update(auth: AuthContext, id: string, body: DataSourceBody) {
      await allowed(auth, 'btn_edit');
      check(body);
      await byId(id);
      await unique(body, id);
      // An empty password keeps the stored one (the field is write-only).
      const password = body.password ? { passwordEnc: conns.box.seal(body.password) } : {};
      await db.updateTable('baseDataSource').set({ ...stored(body), ...password, lastModifyUserId: auth.userId, lastModifyTime: Date.now() }).where('id', '=', id).execute();
      conns.forget(id);
    },
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await byId(id);
      const used = await db.selectFrom('baseDataInterface').select('id').where('dataSourceId', '=', id).executeTakeFirst();
      if (used) throw fail.badRequest(DATA_SOURCE_MSG.inUse);
      const synced = await db.selectFrom('baseDataSync').select('id').where((eb) => eb.or([eb('sourceId', '=', id), eb('targetId', '=', id)])).executeTakeFirst();
      if (synced) throw fail.badRequest(DATA_SOURCE_MSG.inUse);
      await db.deleteFrom('baseDataSource').where('id', '=', id).execute();
      conns.forget(id);
    },
    /** 测试连接 of a stored source (id) or of the form as typed (its empty password: the stored one). */
    async test(auth: AuthContext, given: DataSourceTestBody): Promise<TestResult> {
      await allowed(auth);
      if (given.id === SYSTEM_SOURCE_ID) return probe(conns.system);
      const saved = given.id ? await byId(given.id) : undefined;
      const parsed = dataSourceBody.safeParse({ ...(saved ?? {}), description: null, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)), fullName: saved?.fullName ?? 'test', enCode: saved?.enCode ?? 'test' });
      if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]?.message ?? DATA_SOURCE_MSG.notFound);
      const body = parsed.data;
      check(body);
      let password = body.password || null;
      if (!password && saved) password = conns.passwordOf(saved);
      const row: DataSourceTable = {
        id: 'test', ...stored(body), passwordEnc: null, creatorUserId: null, creatorTime: 0, lastModifyUserId: null, lastModifyTime: null,
      };
      const runner = externalRunner(row, password, ctx.config.dataDir);
      try {
        return await probe(runner);
      } finally {
        await runner.close().catch(() => undefined);
      }
    },
  };
}
