import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { Msg } from '../../../contract/codes';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import { scopeWhere, type ScopeTarget } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  BUTTON_CODES, checkRecord, collectFields, isTableNode, keepFields, kindInfo, shapeOf, VisualDevMsg,
  type ColumnData, type FormSchema, type OnlineListQuery, type OnlineRecordBody, type RecordValues,
} from '../contract';
import { takeBillNumber } from '../../../server/db/bill-numbers';
import { displayer } from './display';
import { columnOf } from './physical';
import { recordRepository, type RecordMeta, type StoredRecord } from './records';
import { releasedOf, visualdevRepository, type ReleasedModel } from './repository';

export const OnlineMsg = {
  relationField: (name: string) => `关联字段${name}不存在`,
  queryField: (name: string) => `查询字段${name}不存在`,
  idExists: '数据已存在，请刷新后重试',
  importEmpty: '没有可导入的数据',
  importInvalid: (n: number) => `有${n}行数据不正确，请修改后重新导入`,
} as const;

export type ButtonName = keyof typeof BUTTON_CODES;

/** A released model, the menu its access is checked against, and what the caller may see of it. */
export interface ModelAccess {
  model: ReleasedModel;
  menuCode: string;
  menuId: string;
  /** Granted form fields / list columns when the model applies that permission; null = all. */
  formGrant: Set<string> | null;
  columnGrant: Set<string> | null;
  scope: Expression<SqlBool>;
}

/** A form with only the granted fields (containers kept, emptied ones too). */
export const filterForm = (form: FormSchema, allowed: Set<string> | null): FormSchema => (allowed ? keepFields(form, (v) => allowed.has(v)) : form);

/** The release's records as the caller's menu, buttons, data scope and field grants allow (SPEC §6). */
export function onlineService(ctx: ServerContext) {
  const db = ctx.database.db;

  async function open(auth: AuthContext, id: string, button?: ButtonName): Promise<ModelAccess> {
    const tx = db;
    const stored = await visualdevRepository(tx).byId(id);
    if (!stored) throw fail.notFound(VisualDevMsg.notFound);
    const model = releasedOf(stored);
    const menuCode = await visualdevRepository(tx).menuCode(stored.menuId);
    if (!model || !menuCode || !stored.menuId) throw fail.badRequest(VisualDevMsg.notReleased);
    const c = model.columns;
    await assertAccess(ctx.access, auth, menuCode, button && c.useBtnPermission ? BUTTON_CODES[button] : undefined);
    const grants = c.useFormPermission || c.useColumnPermission ? await ctx.access.grantsOf({ id: auth.userId, isAdministrator: auth.isAdministrator }, auth) : null;
    const granted = (kind: 'form' | 'column') => (auth.isAdministrator ? null : new Set((grants?.items[kind].get(stored.menuId!) ?? []).map((i) => i.enCode)));
    const fields = recordRepository(tx, model).fields;
    const target: ScopeTarget = {
      org: (ids) => sql<SqlBool>`${sql.ref('f_organize_id')} in (${sql.join(ids)})`,
      user: 'f_creator_user_id',
      fields: Object.fromEntries(fields.map((f) => [f.vModel, columnOf(f)])),
    };
    const scope = c.useDataPermission ? scopeWhere(await ctx.dataScope.resolve(auth, menuCode), target) : sql<SqlBool>`1 = 1`;
    return { model, menuCode, menuId: stored.menuId, formGrant: c.useFormPermission ? granted('form') : null, columnGrant: c.useColumnPermission ? granted('column') : null, scope };
  }

  /** The record, inside the caller's data scope. */
  async function recordOf(a: ModelAccess, dataId: string, tx: Kysely<DB> = db): Promise<StoredRecord> {
    const repo = recordRepository(tx, a.model);
    const visible = await repo.count(sql<SqlBool>`${sql.ref('id')} = ${dataId} and ${a.scope}`);
    const rec = visible ? await repo.get(dataId) : undefined;
    if (!rec) throw fail.notFound(VisualDevMsg.recordNotFound);
    return rec;
  }

  function check(form: FormSchema, input: RecordValues) {
    const { values, errors } = checkRecord(form, input);
    const first = Object.values(errors)[0];
    if (first) throw fail.badRequest(first, errors);
    return values;
  }

  /** What the server fills on create: creator, time, organisation, position, bill numbers. */
  async function fillCreate(tx: Kysely<DB>, form: FormSchema, values: RecordValues, auth: AuthContext, now: number) {
    let positionId: string | null | undefined;
    for (const f of collectFields(form.fields)) {
      if (isTableNode(f)) continue;
      switch (f.jnpfKey) {
        case 'createUser': values[f.vModel] = auth.userId; break;
        case 'createTime': values[f.vModel] = now; break;
        case 'currOrganize': values[f.vModel] = auth.organizeId; break;
        case 'currPosition':
          if (positionId === undefined) positionId = (await tx.selectFrom('baseUser').select('positionId').where('id', '=', auth.userId).executeTakeFirst())?.positionId ?? null;
          values[f.vModel] = positionId;
          break;
        case 'billRule': values[f.vModel] = await takeBillNumber(tx, f.props.ruleEnCode ?? '', now); break;
        default: break;
      }
    }
  }
  const fillUpdate = (form: FormSchema, values: RecordValues, auth: AuthContext, now: number) => {
    for (const f of collectFields(form.fields)) {
      if (f.jnpfKey === 'modifyUser') values[f.vModel] = auth.userId;
      if (f.jnpfKey === 'modifyTime') values[f.vModel] = now;
    }
  };

  /** Inserts one checked record (create and import share it). */
  async function insertOne(tx: Kysely<DB>, a: ModelAccess, auth: AuthContext, input: RecordValues, id: string | undefined, now: number) {
    const values = check(a.model.form, input);
    await fillCreate(tx, a.model.form, values, auth, now);
    const repo = recordRepository(tx, a.model);
    const recordId = id ?? newId();
    if (id && (await repo.exists([id])).length) throw fail.conflict(OnlineMsg.idExists);
    const meta: RecordMeta = { userId: auth.userId, organizeId: auth.organizeId, now };
    await repo.insert(recordId, values, meta);
    return recordId;
  }

  const visibleValues = (a: ModelAccess, values: RecordValues) =>
    a.formGrant ? Object.fromEntries(Object.entries(values).filter(([k]) => a.formGrant!.has(k))) : values;

  /** The WHERE of a list: scope, keyword over text columns, search fields. */
  function listWhere(a: ModelAccess, q: Pick<OnlineListQuery, 'keyword' | 'query' | 'ids'>): Expression<SqlBool> {
    const repo = recordRepository(db, a.model);
    const parts: Expression<SqlBool>[] = [a.scope];
    if (q.keyword) {
      const text = repo.fields.filter((f) => shapeOf(f) === 'text' && kindInfo(f.jnpfKey).stored.type !== 'none');
      parts.push(text.length ? sql<SqlBool>`(${sql.join(text.map((f) => containsText(columnOf(f), q.keyword!)), sql` or `)})` : sql<SqlBool>`1 = 0`);
    }
    const search = new Map(a.model.columns.searchList.map((s) => [s.prop, s]));
    for (const [prop, value] of Object.entries(q.query)) {
      if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.every((v) => v === null || v === ''))) continue;
      const s = search.get(prop);
      const f = repo.fields.find((x) => x.vModel === prop);
      if (!s || !f) throw fail.badRequest(OnlineMsg.queryField(prop));
      const col = sql.ref(columnOf(f));
      const structured = shapeOf(f) !== 'text' && shapeOf(f) !== 'number' && shapeOf(f) !== 'flag';
      if (s.searchType === 3 && Array.isArray(value)) {
        const [from, to] = value as unknown[];
        if (from !== null && from !== undefined && from !== '') parts.push(sql<SqlBool>`${col} >= ${Number(from)}`);
        if (to !== null && to !== undefined && to !== '') parts.push(sql<SqlBool>`${col} <= ${Number(to)}`);
      } else if (s.searchType === 1 && !structured) {
        parts.push(shapeOf(f) === 'text' ? sql<SqlBool>`${col} = ${String(value)}` : sql<SqlBool>`${col} = ${Number(value)}`);
      } else {
        parts.push(containsText(columnOf(f), structured && s.searchType === 1 ? JSON.stringify(String(value)) : String(value)));
      }
    }
    if (q.ids) parts.push(q.ids.length ? sql<SqlBool>`${sql.ref('id')} in (${sql.join(q.ids)})` : sql<SqlBool>`1 = 0`);
    return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  }

  function sortOf(a: ModelAccess, q: Pick<OnlineListQuery, 'sidx' | 'sort'>) {
    const repo = recordRepository(db, a.model);
    const c: ColumnData = a.model.columns;
    const sidx = q.sidx || c.defaultSidx;
    if (!sidx) return { column: 'f_creator_time', order: q.sort ?? c.sort };
    const allowed = new Set([...c.columnList.map((x) => x.prop), ...repo.fields.map((f) => f.vModel)]);
    const column = allowed.has(sidx) ? repo.column(sidx) : undefined;
    if (!column) throw fail.badRequest(Msg.sortFieldInvalid);
    return { column, order: q.sort ?? c.sort };
  }

  return {
    open, recordOf, listWhere, sortOf, insertOne, check, fillUpdate, visibleValues,

    /**
     * A released model's records as `{id, <relationField>}` for relationForm's picker: the model's menu,
     * its data scope and its form grants decide, as for its own list.
     */
    async pick(auth: AuthContext, id: string, q: { relationField: string; keyword?: string | undefined; currentPage: number; pageSize: number }) {
      const a = await open(auth, id);
      const records = recordRepository(db, a.model);
      const field = records.fields.find((f) => f.vModel === q.relationField);
      if (!field || (a.formGrant && !a.formGrant.has(field.vModel))) throw fail.badRequest(OnlineMsg.relationField(q.relationField));
      const where = q.keyword ? sql<SqlBool>`(${containsText(columnOf(field), q.keyword)} and ${a.scope})` : a.scope;
      const total = await records.count(where);
      const rows = await records.pick(columnOf(field), where, q.pageSize, (q.currentPage - 1) * q.pageSize);
      return { list: rows.map((r) => ({ id: String(r.id), [q.relationField]: r.v === null ? '' : String(r.v) })), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async config(auth: AuthContext, id: string) {
      const a = await open(auth, id);
      const c = a.model.columns;
      const columnList = a.columnGrant ? c.columnList.filter((x) => a.columnGrant!.has(x.prop)) : c.columnList;
      const grants = auth.isAdministrator ? null : await ctx.access.grantsOf({ id: auth.userId, isAdministrator: false }, auth);
      const held = new Set((grants?.items.button.get(a.menuId) ?? []).map((b) => b.enCode));
      const may = (b: ButtonName) => !c.useBtnPermission || auth.isAdministrator || held.has(BUTTON_CODES[b]);
      return {
        id, fullName: a.model.base.fullName, enCode: a.model.base.enCode, menuEnCode: a.menuCode,
        formData: filterForm(a.model.form, a.formGrant),
        columnData: { ...c, columnList, btnsList: c.btnsList.filter(may), columnBtnsList: c.columnBtnsList.filter(may) },
      };
    },

    async list(auth: AuthContext, id: string, q: OnlineListQuery) {
      const a = await open(auth, id);
      const repo = recordRepository(db, a.model);
      const where = listWhere(a, q);
      const sort = sortOf(a, q);
      const total = await repo.count(where);
      const rows = await repo.page(where, sort, q.pageSize, (q.currentPage - 1) * q.pageSize);
      const shown = a.columnGrant;
      const list = rows.map((r) => ({
        id: r.id, ...(shown ? Object.fromEntries(Object.entries(r.values).filter(([k]) => shown.has(k))) : r.values),
      }));
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string, dataId: string) {
      const a = await open(auth, id);
      const r = await recordOf(a, dataId);
      return { id: r.id, version: r.version, data: visibleValues(a, r.values) };
    },

    async dataChange(auth: AuthContext, id: string, dataId: string) {
      const a = await open(auth, id);
      const r = await recordOf(a, dataId);
      const show = await displayer(db, a.model.form, [r.values]);
      return { id: r.id, version: r.version, data: visibleValues(a, show(r.values)) };
    },

    async create(auth: AuthContext, id: string, body: OnlineRecordBody) {
      // Access and scope first, outside the transaction: SQLite has one connection and they read through it.
      const a = await open(auth, id, 'add');
      return db.transaction().execute(async (tx) => {
        return insertOne(tx, a, auth, body.data, body.id, Date.now());
      });
    },

    async update(auth: AuthContext, id: string, dataId: string, body: OnlineRecordBody) {
      const a = await open(auth, id, 'edit');
      await db.transaction().execute(async (tx) => {
        const before = await recordOf(a, dataId, tx);
        const input: RecordValues = { ...body.data };
        // Fields the caller may not see keep what is stored.
        if (a.formGrant) for (const f of collectFields(a.model.form.fields)) if (!a.formGrant.has(f.vModel)) input[f.vModel] = before.values[f.vModel];
        const values = check(a.model.form, input);
        const now = Date.now();
        fillUpdate(a.model.form, values, auth, now);
        const done = await recordRepository(tx, a.model).update(dataId, values, { userId: auth.userId, organizeId: auth.organizeId, now }, body.version);
        if (!done) throw fail.conflict(VisualDevMsg.conflict);
      });
    },

    async remove(auth: AuthContext, id: string, ids: string[], button: 'remove' | 'batchRemove') {
      const a = await open(auth, id, button);
      await db.transaction().execute(async (tx) => {
        const repo = recordRepository(tx, a.model);
        const visible = await repo.count(sql<SqlBool>`${sql.ref('id')} in (${sql.join(ids)}) and ${a.scope}`);
        if (visible !== new Set(ids).size) throw fail.notFound(VisualDevMsg.recordNotFound);
        await repo.remove(ids);
      });
    },
  };
}
export type OnlineService = ReturnType<typeof onlineService>;

