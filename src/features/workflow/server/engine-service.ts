import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { checkFormSchema, emptyFormSchema, formSchema, type FormSchema } from '../../visualdev/contract';
import {
  checkFlowTree, engineBody, WORKFLOW_MENUS, WorkflowMsg,
  type EngineBody, type EngineInfo, type EngineSummary, type FlowNode, type LaunchForm,
} from '../contract';
import { isBoundFlow } from './flow-bindings';
import { fieldNames, versionById } from './instances';
import type { FlowEngineTable } from './tables';
import { mayLaunch, rightsAt } from './task-service';

type EngineRow = Selectable<FlowEngineTable>;

const summaryOf = (r: EngineRow): EngineSummary => ({
  id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, icon: r.icon, iconBackground: r.iconBackground, formType: r.formType as 1 | 2,
  enabledMark: r.enabledMark, sortCode: r.sortCode, description: r.description ?? '', version: r.version, state: r.version > 0 ? 1 : 0,
  lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime), creatorTime: Number(r.creatorTime),
});
const infoOf = (r: EngineRow): EngineInfo => ({
  ...summaryOf(r), formId: r.formId, formData: r.formData ? (JSON.parse(r.formData) as FormSchema) : null, flowTree: JSON.parse(r.flowTree) as FlowNode,
  visibleType: r.visibleType as 0 | 1, visibleIds: JSON.parse(r.visibleIds) as string[],
});

async function stored(tx: Kysely<DB>, id: string) {
  const r = await tx.selectFrom('flowEngine').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw fail.notFound(WorkflowMsg.flowNotFound);
  return r;
}

/** The form a definition binds: its own (formType 2) or a released 在线开发 form (formType 1). */
async function formOf(tx: Kysely<DB>, b: Pick<EngineBody, 'formType' | 'formId' | 'formData'>): Promise<FormSchema> {
  if (b.formType === 2) return b.formData ?? emptyFormSchema();
  if (!b.formId) throw fail.badRequest('请选择流程表单');
  const m = await tx.selectFrom('visualdevBase').select(['releasedForm']).where('id', '=', b.formId).executeTakeFirst();
  if (!m?.releasedForm) throw fail.badRequest('所选表单不存在或尚未发布');
  return formSchema.parse(JSON.parse(m.releasedForm));
}

const columnsOf = (b: EngineBody) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, icon: b.icon, iconBackground: b.iconBackground, formType: b.formType,
  formId: b.formType === 1 ? (b.formId ?? null) : null, formData: b.formType === 2 && b.formData ? JSON.stringify(b.formData) : null,
  flowTree: JSON.stringify(b.flowTree), visibleType: b.visibleType, visibleIds: JSON.stringify(b.visibleIds), sortCode: b.sortCode, enabledMark: b.enabledMark, description: b.description || null,
});

async function assertCodeFree(tx: Kysely<DB>, enCode: string, selfId?: string) {
  const other = await tx.selectFrom('flowEngine').select('id').where('enCode', '=', enCode).executeTakeFirst();
  if (other && other.id !== selfId) throw fail.badRequest(WorkflowMsg.enCodeExists);
}

/** Stores a new definition (not yet published). */
export async function insertFlow(tx: Kysely<DB>, userId: string, b: EngineBody): Promise<string> {
  await assertCodeFree(tx, b.enCode);
  if (b.formType === 2 && b.formData && checkFormSchema(b.formData).length > 0) throw fail.badRequest('表单配置有问题，请在设计器中修改后再保存', checkFormSchema(b.formData));
  const id = newId();
  await tx.insertInto('flowEngine').values({ id, ...columnsOf(b), version: 0, versionId: null, creatorUserId: userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null }).execute();
  return id;
}

/** Publishes the definition as a new version (problems answered as a list); instances already running keep theirs. */
export async function publishFlow(tx: Kysely<DB>, userId: string, id: string) {
  const r = await stored(tx, id);
  const info = infoOf(r);
  const form = await formOf(tx, info);
  const problems = checkFlowTree(info.flowTree, fieldNames(form), info.enCode);
  if (problems.length > 0) throw fail.badRequest(problems[0]!.message, problems);
  const version = r.version + 1;
  const versionId = newId();
  await tx.insertInto('flowEngineVersion').values({ id: versionId, flowId: id, version, flowTree: r.flowTree, formJson: JSON.stringify(form), creatorUserId: userId, creatorTime: Date.now() }).execute();
  await tx.updateTable('flowEngine').set({ version, versionId }).where('id', '=', id).execute();
  return { id, version };
}

/** 流程设计: definitions, their publication as versions, copy and transfer. */
export function engineService(ctx: ServerContext) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, WORKFLOW_MENUS.engine, button);

  return {
    publish: (auth: AuthContext, id: string) => allowed(auth, 'btn_release').then(() => db.transaction().execute((tx) => publishFlow(tx, auth.userId, id))),

    async list(auth: AuthContext, q: { keyword?: string | undefined; category?: string | undefined; currentPage: number; pageSize: number; sort: 'asc' | 'desc'; sidx?: string | undefined }) {
      await allowed(auth);
      let query = db.selectFrom('flowEngine');
      if (q.keyword) query = query.where((eb) => eb.or([containsText('fullName', q.keyword!), containsText('enCode', q.keyword!)]));
      if (q.category) query = query.where('category', '=', q.category);
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const sidx = (q.sidx ?? 'sortCode') as 'fullName' | 'enCode' | 'sortCode' | 'lastModifyTime';
      const rows = await query.selectAll().orderBy(sidx, q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'desc').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list: rows.map(summaryOf), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      return infoOf(await stored(db, id));
    },

    async create(auth: AuthContext, b: EngineBody) {
      await allowed(auth, 'btn_add');
      const id = await db.transaction().execute((tx) => insertFlow(tx, auth.userId, b));
      ctx.audit.change(auth, { module: WORKFLOW_MENUS.engine, entity: 'flowEngine', id, before: null, after: { fullName: b.fullName, enCode: b.enCode } });
      return id;
    },

    async update(auth: AuthContext, id: string, b: EngineBody) {
      await allowed(auth, 'btn_edit');
      await db.transaction().execute(async (tx) => {
        const before = await stored(tx, id);
        await assertCodeFree(tx, b.enCode, id);
        if (b.formType === 2 && b.formData && checkFormSchema(b.formData).length > 0) throw fail.badRequest('表单配置有问题，请在设计器中修改后再保存', checkFormSchema(b.formData));
        await tx.updateTable('flowEngine').set({ ...columnsOf(b), lastModifyUserId: auth.userId, lastModifyTime: Date.now() }).where('id', '=', id).execute();
        ctx.audit.change(auth, { module: WORKFLOW_MENUS.engine, entity: 'flowEngine', id, before: { fullName: before.fullName, enCode: before.enCode }, after: { fullName: b.fullName, enCode: b.enCode } });
      });
    },

    /** A definition with instances is kept (their history needs it): disable it instead. */
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (tx) => {
        const before = await stored(tx, id);
        const used = await tx.selectFrom('flowTask').select('id').where('flowId', '=', id).executeTakeFirst();
        if (used) throw fail.badRequest('该流程已有发起记录，不能删除，可停用');
        await tx.deleteFrom('flowEngineVersion').where('flowId', '=', id).execute();
        await tx.deleteFrom('flowEngine').where('id', '=', id).execute();
        ctx.audit.change(auth, { module: WORKFLOW_MENUS.engine, entity: 'flowEngine', id, before: { fullName: before.fullName, enCode: before.enCode }, after: null });
      });
    },

    async copy(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_copy');
      return db.transaction().execute(async (tx) => {
        const from = infoOf(await stored(tx, id));
        let n = 1;
        const codeOf = (i: number) => `${from.enCode.slice(0, 40)}_copy${i > 1 ? i : ''}`;
        while (await tx.selectFrom('flowEngine').select('id').where('enCode', '=', codeOf(n)).executeTakeFirst()) n++;
        return insertFlow(tx, auth.userId, engineBody.parse({ ...from, fullName: `${from.fullName.slice(0, 46)}副本`, enCode: codeOf(n), enabledMark: 0 }));
      });
    },

    async exportData(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_download');
      const { id: _id, version: _v, state: _s, lastModifyTime: _l, creatorTime: _c, ...rest } = infoOf(await stored(db, id));
      return rest;
    },

    async importData(auth: AuthContext, raw: unknown) {
      await allowed(auth, 'btn_upload');
      const parsed = engineBody.safeParse(raw);
      if (!parsed.success) throw fail.badRequest('导入文件不是有效的流程', parsed.error.issues.slice(0, 10).map((i) => ({ path: i.path.join('.'), message: i.message })));
      return db.transaction().execute(async (tx) => {
        let enCode = parsed.data.enCode;
        for (let n = 2; await tx.selectFrom('flowEngine').select('id').where('enCode', '=', enCode).executeTakeFirst(); n++) enCode = `${parsed.data.enCode.slice(0, 44)}_${n}`;
        return insertFlow(tx, auth.userId, { ...parsed.data, enCode });
      });
    },

    /** 发起流程: published, enabled flows the caller may launch. */
    async listAll(auth: AuthContext) {
      const rows = await db.selectFrom('flowEngine').selectAll().where('versionId', 'is not', null).where('enabledMark', '=', 1).orderBy('category').orderBy('sortCode').orderBy('fullName').execute();
      const out: EngineSummary[] = [];
      for (const r of rows) if (!isBoundFlow(r.enCode) && (await mayLaunch(db, r, auth.userId))) out.push(summaryOf(r));
      return out;
    },

    async launchForm(auth: AuthContext, id: string): Promise<LaunchForm> {
      await assertAccess(ctx.access, auth, WORKFLOW_MENUS.launch);
      const r = await stored(db, id);
      if (!r.versionId) throw fail.badRequest(WorkflowMsg.flowNotPublished);
      if (isBoundFlow(r.enCode)) throw fail.badRequest(WorkflowMsg.businessOnly);
      if (!(await mayLaunch(db, r, auth.userId))) throw fail.forbidden(WorkflowMsg.flowNotVisible);
      const v = await versionById(db, r.versionId);
      const chooseNodes: LaunchForm['chooseNodes'] = [];
      const walk = (n: FlowNode | null | undefined): void => {
        for (; n; n = n.childNode) {
          if (n.type === 'approver' && n.assignee.kind === 'initiatorChooses') chooseNodes.push({ nodeId: n.id, name: n.name });
          if (n.type === 'condition' || n.type === 'parallel') n.branches.forEach((b) => walk(b.childNode));
        }
      };
      walk(v.tree);
      return { flowId: id, fullName: r.fullName, version: v.version, form: v.form, rights: rightsAt(v, v.tree.id), flowTree: v.tree, chooseNodes };
    },
  };
}
export type EngineService = ReturnType<typeof engineService>;
