import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { containsText } from '../../../server/db/query-helpers';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { WORKFLOW_MENUS, WorkflowMsg, type DelegateBody, type DelegateRow } from '../contract';

/** 流程委托: a user hands their new tasks (all flows or some) to another for a period. */
export function delegateService(ctx: ServerContext) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, WORKFLOW_MENUS.delegate, button);

  async function own(auth: AuthContext, id: string) {
    const r = await db.selectFrom('flowDelegate').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r || (r.userId !== auth.userId && !auth.isAdministrator)) throw fail.notFound('委托不存在或已被删除');
    return r;
  }

  async function checked(auth: AuthContext, b: DelegateBody, selfId?: string) {
    if (b.toUserId === auth.userId) throw fail.badRequest(WorkflowMsg.delegateSelf);
    const to = await db.selectFrom('baseUser').select('enabledMark').where('id', '=', b.toUserId).executeTakeFirst();
    if (!to || to.enabledMark !== 1) throw fail.badRequest('所选人员不存在或已停用');
    const overlapping = await db.selectFrom('flowDelegate').select(['id', 'flowIds']).where('userId', '=', auth.userId)
      .where('startTime', '<', b.endTime).where('endTime', '>', b.startTime).execute();
    const clash = overlapping.filter((o) => o.id !== selfId).some((o) => {
      const flows = JSON.parse(o.flowIds) as string[];
      return flows.length === 0 || b.flowIds.length === 0 || flows.some((f) => b.flowIds.includes(f));
    });
    if (clash) throw fail.badRequest(WorkflowMsg.delegateOverlap);
  }

  return {
    async list(auth: AuthContext, q: { currentPage: number; pageSize: number; keyword?: string | undefined }) {
      await allowed(auth);
      let query = db.selectFrom('flowDelegate as d').innerJoin('baseUser as u', 'u.id', 'd.userId').innerJoin('baseUser as t', 't.id', 'd.toUserId').where('d.userId', '=', auth.userId);
      if (q.keyword) query = query.where(containsText('t.realName', q.keyword));
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await query.select(['d.id', 'd.userId', 'u.realName as userName', 'd.toUserId', 't.realName as toUserName', 'd.flowIds', 'd.startTime', 'd.endTime', 'd.description', 'd.creatorTime'])
        .orderBy('d.startTime', 'desc').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const flowIds = [...new Set(rows.flatMap((r) => JSON.parse(r.flowIds) as string[]))];
      const names = new Map(flowIds.length ? (await db.selectFrom('flowEngine').select(['id', 'fullName']).where('id', 'in', flowIds).execute()).map((f) => [f.id, f.fullName]) : []);
      const list: DelegateRow[] = rows.map((r) => {
        const ids = JSON.parse(r.flowIds) as string[];
        return { ...r, flowIds: ids, flowNames: ids.map((i) => names.get(i) ?? i), startTime: Number(r.startTime), endTime: Number(r.endTime), description: r.description ?? '', creatorTime: Number(r.creatorTime) };
      });
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      const r = await own(auth, id);
      return { id: r.id, toUserId: r.toUserId, flowIds: JSON.parse(r.flowIds) as string[], startTime: Number(r.startTime), endTime: Number(r.endTime), description: r.description ?? '' };
    },

    async create(auth: AuthContext, b: DelegateBody) {
      await allowed(auth, 'btn_add');
      await checked(auth, b);
      const id = newId();
      await db.insertInto('flowDelegate').values({
        id, userId: auth.userId, toUserId: b.toUserId, flowIds: JSON.stringify(b.flowIds), startTime: b.startTime, endTime: b.endTime, description: b.description || null,
        creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
      }).execute();
      return id;
    },

    async update(auth: AuthContext, id: string, b: DelegateBody) {
      await allowed(auth, 'btn_edit');
      await own(auth, id);
      await checked(auth, b, id);
      await db.updateTable('flowDelegate').set({ toUserId: b.toUserId, flowIds: JSON.stringify(b.flowIds), startTime: b.startTime, endTime: b.endTime, description: b.description || null, lastModifyUserId: auth.userId, lastModifyTime: Date.now() })
        .where('id', '=', id).execute();
    },

    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await own(auth, id);
      await db.deleteFrom('flowDelegate').where('id', '=', id).execute();
    },
  };
}
