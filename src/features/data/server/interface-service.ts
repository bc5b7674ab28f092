import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  DATA_INTERFACE_MODULE, DATA_INTERFACE_MSG, DATA_SOURCE_MSG, INTERFACE_LIMITS, SYSTEM_VARIABLES, interfaceBody,
  type InterfaceBody, type InterfaceInfo, type InterfaceListQuery, type InterfaceParam, type InterfaceRow, type PreviewResult, type RelationListBody,
} from '../contract';
import { listTables } from './catalog';
import { httpCall, HttpCallError, type HttpPolicy } from './http-call';
import { RunError } from './runners';
import type { DataConnections } from './source-service';
import { assertNoSecretNames, withoutSecrets } from './secret-columns';
import { prepareSql, SqlTextError } from './sql-text';
import type { DataInterfaceTable } from './tables';

type Row = Record<string, unknown>;
type ParamValues = { field: string; defaultValue?: unknown }[];
const SORT = { sortCode: 'sortCode', fullName: 'fullName', enCode: 'enCode', creatorTime: 'creatorTime', lastModifyTime: 'lastModifyTime' } as const;
const TYPE_NAMES = { string: '文本', int: '整数', decimal: '数字', datetime: '时间', boolean: '是否' } as const;

function coerce(p: InterfaceParam, raw: unknown): unknown {
  if (raw === null || raw === undefined || raw === '') return null;
  const bad = () => fail.badRequest(DATA_INTERFACE_MSG.paramType(p.field, TYPE_NAMES[p.dataType]));
  switch (p.dataType) {
    case 'string':
      if (typeof raw === 'object') throw bad();
      return String(raw);
    case 'int': {
      const n = Number(raw);
      if (!Number.isSafeInteger(n)) throw bad();
      return n;
    }
    case 'decimal': {
      const n = Number(raw);
      if (!Number.isFinite(n)) throw bad();
      return n;
    }
    case 'datetime': {
      const n = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : Date.parse(String(raw));
      if (!Number.isFinite(n)) throw bad();
      return n;
    }
    case 'boolean':
      if (raw === true || raw === 1 || raw === '1' || raw === 'true') return 1;
      if (raw === false || raw === 0 || raw === '0' || raw === 'false') return 0;
      throw bad();
  }
}

/** The JSON an interface answers, as rows: an array, or the first array under data / data.list / list / rows. */
export function rowsOf(value: unknown): Row[] {
  const pick = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
  const o = value as Record<string, unknown> | null;
  const found = pick(value) ?? pick(o?.data) ?? pick((o?.data as Record<string, unknown> | undefined)?.list) ?? pick(o?.list) ?? pick(o?.rows);
  if (found) return found.map((r) => (r && typeof r === 'object' && !Array.isArray(r) ? (r as Row) : { value: r }));
  return o && typeof o === 'object' ? [o] : [];
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function toBody(r: DataInterfaceTable): InterfaceBody {
  return interfaceBody.parse({
    fullName: r.fullName, enCode: r.enCode, type: r.type, dataSourceId: r.dataSourceId, query: r.query, method: r.method,
    headers: parseJson(r.headersJson, []), params: parseJson(r.paramsJson, []), fieldMapping: parseJson(r.fieldMappingJson, []),
    isWrite: r.isWrite, enabledMark: r.enabledMark, sortCode: r.sortCode, description: r.description,
  });
}

/** 数据接口: definitions (menu system.dataInterface), their runs, the call log, and the relation lists pickers use. */
export function dataInterfaceService(ctx: ServerContext, conns: DataConnections, policy: HttpPolicy) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, DATA_INTERFACE_MODULE, button);

  /**
   * A write on the system database may name only tables 数据建模 created: any word of the SQL that
   * is the name of another table of the database (base_user, base_authorize …) refuses it.
   */
  async function assertModelTablesOnly(identifiers: string[]) {
    const all = await listTables(conns.system);
    const models = new Set((await db.selectFrom('baseDataModel').select('tableName').execute()).map((m) => m.tableName));
    const platform = new Set(all.map((t) => t.name.toLowerCase()).filter((n) => !models.has(n)));
    const hit = identifiers.find((w) => platform.has(w) || /^(sqlite_|pg_|information_schema)/.test(w));
    if (hit) throw fail.badRequest(DATA_INTERFACE_MSG.platformTable(hit));
  }

  async function byId(id: string) {
    const row = await db.selectFrom('baseDataInterface').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(DATA_INTERFACE_MSG.notFound);
    return row;
  }

  /** Refuses what could never run: SQL that is not one statement or not a query, parameters named like system variables, static data that is no JSON. */
  async function check(body: InterfaceBody) {
    for (const p of body.params) if ((SYSTEM_VARIABLES as readonly string[]).includes(p.field)) throw fail.badRequest(DATA_INTERFACE_MSG.paramSystem(p.field));
    if (body.type === 'sql') {
      if (!body.query.trim()) throw fail.badRequest(DATA_INTERFACE_MSG.sqlRequired);
      const runner = await conns.runner(body.dataSourceId);
      if (body.isWrite === 1 && runner.readOnly) throw fail.badRequest(DATA_SOURCE_MSG.readOnly);
      let prepared: ReturnType<typeof prepareSql>;
      try {
        prepared = prepareSql(body.query, runner.dialect, body.isWrite === 1);
      } catch (error) {
        if (error instanceof SqlTextError) throw fail.badRequest(error.message);
        throw error;
      }
      const names = prepared.names;
      if (runner === conns.system) assertNoSecretNames(prepared.identifiers);
      if (body.isWrite === 1 && runner === conns.system) await assertModelTablesOnly(prepared.identifiers);
      const known = new Set([...body.params.map((p) => p.field), ...SYSTEM_VARIABLES]);
      const unknown = names.find((n) => !known.has(n));
      if (unknown) throw fail.badRequest(DATA_INTERFACE_MSG.paramUndefined(unknown));
    } else if (body.type === 'static') {
      const value = parseJson<unknown>(body.query, undefined);
      if (value === undefined || rowsOf(value).length === 0 && !Array.isArray(value)) throw fail.badRequest(DATA_INTERFACE_MSG.staticInvalid);
    } else if (!/^https?:\/\//i.test(body.query.trim())) throw fail.badRequest(DATA_INTERFACE_MSG.urlInvalid);
  }
  async function unique(body: InterfaceBody, selfId?: string) {
    for (const [field, msg] of [['enCode', DATA_INTERFACE_MSG.codeExists], ['fullName', DATA_INTERFACE_MSG.nameExists]] as const) {
      let q = db.selectFrom('baseDataInterface').select('id').where(field, '=', body[field]);
      if (selfId) q = q.where('id', '<>', selfId);
      if (await q.executeTakeFirst()) throw fail.badRequest(msg);
    }
  }
  const stored = (b: InterfaceBody) => ({
    fullName: b.fullName, enCode: b.enCode, type: b.type, dataSourceId: b.type === 'sql' ? (b.dataSourceId || '0') : null, query: b.query, method: b.method,
    headersJson: JSON.stringify(b.headers), paramsJson: JSON.stringify(b.params), fieldMappingJson: JSON.stringify(b.fieldMapping),
    isWrite: b.type === 'sql' ? b.isWrite : 0, enabledMark: b.enabledMark, sortCode: b.sortCode, description: b.description ?? null,
  });

  /** Every value a run binds: the caller's, else the default (a system variable when it names one), typed; system variables always the server's. */
  function values(def: InterfaceBody, given: ParamValues, auth: AuthContext) {
    const system: Record<string, unknown> = { userId: auth.userId, userAccount: auth.account, organizeId: auth.organizeId, now: Date.now() };
    const out: Record<string, unknown> = { ...system };
    const byField = new Map(given.map((g) => [g.field, g.defaultValue]));
    for (const p of def.params) {
      let raw = byField.get(p.field);
      if (raw === undefined || raw === null || raw === '') {
        const d = p.defaultValue ?? null;
        raw = d !== null && d.startsWith('@') && d.slice(1) in system ? system[d.slice(1)] : d;
      }
      const value = coerce(p, raw);
      if (value === null && p.required === 1) throw fail.badRequest(DATA_INTERFACE_MSG.paramRequired(p.fieldName || p.field));
      out[p.field] = value;
    }
    return out;
  }
  const fill = (template: string, vals: Record<string, unknown>, encode: boolean) =>
    template.replace(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g, (_, name: string) => {
      const v = vals[name];
      const text = v === null || v === undefined ? '' : String(v);
      return encode ? encodeURIComponent(text) : text;
    });

  async function execute(def: InterfaceBody, given: ParamValues, auth: AuthContext): Promise<{ rows: Row[]; truncated: boolean }> {
    const vals = values(def, given, auth);
    let rows: Row[];
    let truncated = false;
    if (def.type === 'static') {
      rows = rowsOf(parseJson<unknown>(def.query, []));
    } else if (def.type === 'http') {
      const url = fill(def.query.trim(), vals, true);
      const headers = Object.fromEntries(def.headers.map((h) => [h.field, fill(h.value, vals, false).replace(/[\r\n]/g, '')]));
      const params = Object.fromEntries(def.params.map((p) => [p.field, vals[p.field]]));
      let target = url;
      let body: string | undefined;
      if (def.method === 'GET') {
        const u = new URL(url);
        for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && !def.query.includes(`{${k}}`)) u.searchParams.set(k, String(v));
        target = u.toString();
      } else {
        body = JSON.stringify(params);
        headers['content-type'] = 'application/json';
      }
      try {
        rows = rowsOf(await httpCall({ method: def.method, url: target, headers, body }, policy));
      } catch (error) {
        if (error instanceof HttpCallError) throw fail.badRequest(error.message);
        throw error;
      }
    } else {
      const runner = await conns.runner(def.dataSourceId);
      const write = def.isWrite === 1;
      if (write && runner.readOnly) throw fail.badRequest(DATA_SOURCE_MSG.readOnly);
      try {
        const prepared = prepareSql(def.query, runner.dialect, write);
        if (runner === conns.system) assertNoSecretNames(prepared.identifiers);
        if (write && runner === conns.system) await assertModelTablesOnly(prepared.identifiers);
        const bound = prepared.order.map((name) => {
          if (!(name in vals)) throw fail.badRequest(DATA_INTERFACE_MSG.paramUndefined(name));
          return vals[name];
        });
        const result = await runner.run(prepared.text, bound, { write, cap: INTERFACE_LIMITS.rowCap, timeoutMs: INTERFACE_LIMITS.timeoutMs });
        rows = write && result.rows.length === 0 ? [{ changes: result.changes ?? 0 }] : result.rows;
        if (runner === conns.system) rows = withoutSecrets(rows);
        truncated = result.truncated;
      } catch (error) {
        if (error instanceof SqlTextError || error instanceof RunError) throw fail.badRequest(error.message);
        throw error;
      }
    }
    if (def.fieldMapping.length) {
      rows = rows.map((r) => {
        const out: Row = { ...r };
        for (const m of def.fieldMapping) if (m.field in r) {
          delete out[m.field];
          out[m.alias] = r[m.field];
        }
        return out;
      });
    }
    return { rows, truncated };
  }

  async function log(interfaceId: string, auth: AuthContext, invokType: string, start: number, outcome: 'ok' | 'error', message: string | null, rows: number | null) {
    await db.insertInto('baseDataInterfaceLog').values({
      id: newId(), interfaceId, invokTime: Date.now(), invokWasteTime: Math.round(performance.now() - start), userId: auth.userId,
      invokType, outcome, message: message?.slice(0, 500) ?? null, rows,
    }).execute();
  }

  /** Runs a stored interface for a caller and logs the call, whatever its outcome. */
  async function call(id: string, given: ParamValues, auth: AuthContext, invokType: string, picker: boolean) {
    const row = await byId(id);
    if (picker && row.enabledMark !== 1) throw fail.badRequest(DATA_INTERFACE_MSG.disabled);
    // Pickers are open to every signed-in user: they read, never write.
    if (picker && row.isWrite === 1) throw fail.badRequest(DATA_INTERFACE_MSG.writeNotForPicker);
    // A preview of a write changes data: the edit button's right, not only the menu's.
    if (!picker && row.isWrite === 1) await allowed(auth, 'btn_edit');
    const start = performance.now();
    try {
      const result = await execute(toBody(row), given, auth);
      const duration = Math.round(performance.now() - start);
      await log(id, auth, invokType, start, 'ok', result.truncated ? `超过${INTERFACE_LIMITS.rowCap}行，已截断` : null, result.rows.length);
      return { ...result, duration };
    } catch (error) {
      await log(id, auth, invokType, start, 'error', (error as Error).message, null);
      throw error;
    }
  }
  const valueOf = (r: Row, field: string) => (r[field] === null || r[field] === undefined ? '' : String(r[field]));
  /** Rows as pickers take them: `id` is the propsValue field, `fullName` the relationField. */
  const asPicked = (r: Row, propsValue: string, relationField: string): Row => ({ ...r, id: valueOf(r, propsValue), fullName: r[relationField] ?? r.fullName ?? valueOf(r, propsValue) });

  return {
    /** For other features (`ctx.features.dataInterfaces`): the interface's name, state and parameters. */
    async outline(id: string) {
      const row = await db.selectFrom('baseDataInterface').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const body = toBody(row);
      return { id, fullName: row.fullName, enabled: row.enabledMark === 1, isWrite: row.isWrite === 1, params: body.params.map((p) => ({ field: p.field, dataType: p.dataType, required: p.required === 1, fieldName: p.fieldName })) };
    },
    /** For other features: a run of an enabled read interface through `call` (typed, bound, capped, logged); the caller checked its own menu. */
    async runFor(auth: AuthContext, id: string, values: Readonly<Record<string, unknown>>, invokType: string) {
      const { rows, truncated } = await call(id, Object.entries(values).map(([field, defaultValue]) => ({ field, defaultValue })), auth, invokType, true);
      return { rows, truncated };
    },

    async list(auth: AuthContext, q: InterfaceListQuery) {
      await allowed(auth);
      let query = db.selectFrom('baseDataInterface as i').leftJoin('baseDataSource as s', 's.id', 'i.dataSourceId');
      if (q.keyword) query = query.where((eb) => eb.or([eb('i.fullName', 'like', `%${q.keyword}%`), eb('i.enCode', 'like', `%${q.keyword}%`)]));
      if (q.type) query = query.where('i.type', '=', q.type);
      if (q.enabledMark !== undefined) query = query.where('i.enabledMark', '=', q.enabledMark);
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query
        .select(['i.id', 'i.fullName', 'i.enCode', 'i.type', 'i.dataSourceId', 's.fullName as dataSourceName', 'i.isWrite', 'i.enabledMark', 'i.sortCode', 'i.creatorTime', 'i.lastModifyTime'])
        .orderBy(`i.${SORT[q.sidx ?? 'sortCode']}`, q.sidx ? q.sort : 'asc').orderBy('i.creatorTime', 'desc')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const list: InterfaceRow[] = rows.map((r) => ({ ...r, dataSourceName: r.dataSourceId === '0' ? '系统数据库' : r.dataSourceName }));
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
    /** Enabled interfaces for the designers' pickers (any signed-in user). */
    async selector(_auth: AuthContext) {
      return db.selectFrom('baseDataInterface').select(['id', 'fullName', 'type', 'enCode']).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('fullName').execute();
    },
    async info(auth: AuthContext, id: string): Promise<InterfaceInfo> {
      await allowed(auth);
      const row = await byId(id);
      return { ...toBody(row), id, dataSourceId: row.dataSourceId, description: row.description, creatorTime: row.creatorTime, lastModifyTime: row.lastModifyTime };
    },
    async params(_auth: AuthContext, id: string) {
      return toBody(await byId(id)).params;
    },
    async create(auth: AuthContext, body: InterfaceBody) {
      await allowed(auth, 'btn_add');
      await check(body);
      await unique(body);
      const id = newId();
      await db.insertInto('baseDataInterface').values({ id, ...stored(body), creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null }).execute();
      return id;
    },
    async update(auth: AuthContext, id: string, body: InterfaceBody) {
      await allowed(auth, 'btn_edit');
      await byId(id);
      await check(body);
      await unique(body, id);
      await db.updateTable('baseDataInterface').set({ ...stored(body), lastModifyUserId: auth.userId, lastModifyTime: Date.now() }).where('id', '=', id).execute();
    },
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await byId(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('baseDataInterfaceLog').where('interfaceId', '=', id).execute();
        await trx.deleteFrom('baseDataInterface').where('id', '=', id).execute();
      });
    },
    async toggle(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_edit');
      const row = await byId(id);
      await db.updateTable('baseDataInterface').set({ enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyUserId: auth.userId, lastModifyTime: Date.now() }).where('id', '=', id).execute();
    },
    /** Actions/Preview: a run by the administrator, also of a disabled interface, with its timing. */
    async preview(auth: AuthContext, id: string, given: ParamValues): Promise<PreviewResult> {
      await allowed(auth);
      const r = await call(id, given, auth, 'preview', false);
      return { data: r.rows, rows: r.rows.length, truncated: r.truncated, duration: r.duration };
    },
    async exportOne(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_export');
      const row = await byId(id);
      return { file: { kind: 'qingban.dataInterface' as const, version: 1 as const, interface: toBody(row) }, name: row.fullName };
    },
    async importOne(auth: AuthContext, body: InterfaceBody) {
      await allowed(auth, 'btn_add');
      return this.create(auth, body);
    },
    async logs(auth: AuthContext, id: string, q: { currentPage: number; pageSize: number; keyword?: string }) {
      await allowed(auth);
      await byId(id);
      let query = db.selectFrom('baseDataInterfaceLog as l').leftJoin('baseUser as u', 'u.id', 'l.userId').where('l.interfaceId', '=', id);
      if (q.keyword) query = query.where((eb) => eb.or([eb('u.account', 'like', `%${q.keyword}%`), eb('u.realName', 'like', `%${q.keyword}%`), eb('l.message', 'like', `%${q.keyword}%`)]));
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const list = await query
        .select(['l.id', 'l.invokTime', 'l.invokWasteTime', 'l.userId', 'u.realName as userName', 'u.account', 'l.invokType', 'l.outcome', 'l.message', 'l.rows'])
        .orderBy('l.invokTime', 'desc').orderBy('l.id', 'desc').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** Action/List: a page of an enabled interface's rows for a picker (any signed-in user), keyword over the shown columns. */
    async relationList(auth: AuthContext, id: string, body: RelationListBody) {
      const { rows } = await call(id, body.paramList, auth, 'list', true);
      const fields = body.columnOptions.length ? body.columnOptions.map((c) => c.value) : [body.relationField, body.propsValue];
      const keyword = body.keyword.trim().toLowerCase();
      const hits = keyword ? rows.filter((r) => fields.some((f) => valueOf(r, f).toLowerCase().includes(keyword))) : rows;
      const from = (body.currentPage - 1) * body.pageSize;
      return {
        list: hits.slice(from, from + body.pageSize).map((r) => asPicked(r, body.propsValue, body.relationField)),
        pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: hits.length },
      };
    },
    /** Action/InfoByIds: the rows of these values (a picker echoes a stored value). */
    async infoByIds(auth: AuthContext, id: string, body: { ids: string[]; propsValue: string; relationField: string; paramList: ParamValues }) {
      const { rows } = await call(id, body.paramList, auth, 'infoByIds', true);
      const wanted = new Set(body.ids);
      return rows.filter((r) => wanted.has(valueOf(r, body.propsValue))).map((r) => asPicked(r, body.propsValue, body.relationField));
    },
    /** Action/Info: the one row of a value. */
    async infoOne(auth: AuthContext, id: string, value: string, propsValue: string) {
      const { rows } = await call(id, [], auth, 'info', true);
      const hit = rows.find((r) => valueOf(r, propsValue) === value);
      return hit ?? null;
    },
  };
}
export type DataInterfaceService = ReturnType<typeof dataInterfaceService>;
