import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import {
  addSignBody, auditBody, commentBody, delegateBody, engineBody, engineListQuery, launchBody, monitorActionBody, reassignBody, rejectBody, returnBody,
  taskListQuery, transferBody, WorkflowMsg,
} from '../contract';
import { commentService } from './comment-service';
import { delegateService } from './delegate-service';
import { engineService } from './engine-service';
import { taskQueries } from './queries';
import { taskService } from './task-service';

const P = '/workflow/Engine';
const any = envelopeSchema(z.unknown());
const nil = envelopeSchema(z.null());
const idParams = z.object({ id: z.string().min(1).max(64) });
const categoryParams = z.object({ category: z.enum(['1', '2', '3'], { error: '分类只能是 1 待办、2 已办、3 抄送' }) });
const monitorParams = z.object({ id: z.string().min(1).max(64), action: z.enum(['Suspend', 'Resume', 'Terminate']) });
const detailQuery = z.object({ operatorId: z.string().max(64).optional() });
const delegateQuery = listQuery(['startTime'] as const);

/** 工作流程 under /api/workflow/Engine (ADR 0034; JNPF 3.4 names). */
export function registerWorkflowRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const engine = engineService(ctx);
  const tasks = taskService(ctx);
  const queries = taskQueries(ctx);
  const delegates = delegateService(ctx);
  const comments = commentService(ctx);

  const t = { design: ['流程设计 FlowEngine'], launch: ['发起 FlowTask / FlowLaunch'], before: ['待办已办 FlowBefore'], monitor: ['流程监控 FlowMonitor'], delegate: ['流程委托 FlowDelegate'] };

  // ── 流程设计
  app.get(`${P}/FlowEngine`, { schema: { tags: t.design, summary: '流程列表（关键词：名称、编码；category）', querystring: engineListQuery, response: { 200: any } } },
    async (req) => ok(await engine.list(requireAuth(req), req.query)));
  app.get(`${P}/FlowEngine/ListAll`, { schema: { tags: t.design, summary: '可发起的流程（已发布、启用、在可见范围内）', response: { 200: any } } },
    async (req) => ok({ list: await engine.listAll(requireAuth(req)) }));
  app.get(`${P}/FlowEngine/:id`, { schema: { tags: t.design, summary: '流程信息（节点树与表单）', params: idParams, response: { 200: any } } },
    async (req) => ok(await engine.info(requireAuth(req), req.params.id)));
  app.get(`${P}/FlowEngine/:id/Form`, { schema: { tags: t.design, summary: '发起用的表单（已发布版本）与发起节点的字段权限', params: idParams, response: { 200: any } } },
    async (req) => ok(await engine.launchForm(requireAuth(req), req.params.id)));
  app.post(`${P}/FlowEngine`, { schema: { tags: t.design, summary: '新建流程', body: engineBody, response: { 200: any } } },
    async (req) => ok({ id: await engine.create(requireAuth(req), req.body) }, Msg.created));
  app.put(`${P}/FlowEngine/:id`, { schema: { tags: t.design, summary: '保存流程设计（发布后对新发起的流程生效）', params: idParams, body: engineBody, response: { 200: nil } } }, async (req) => {
    await engine.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });
  app.delete(`${P}/FlowEngine/:id`, { schema: { tags: t.design, summary: '删除流程（已有发起记录的不能删除）', params: idParams, response: { 200: nil } } }, async (req) => {
    await engine.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
  app.post(`${P}/FlowEngine/:id/Actions/Copy`, { schema: { tags: t.design, summary: '复制流程（停用的副本）', params: idParams, response: { 200: any } } },
    async (req) => ok({ id: await engine.copy(requireAuth(req), req.params.id) }, Msg.created));
  app.post(`${P}/FlowEngine/:id/Actions/Release`, { schema: { tags: t.design, summary: '发布为新版本（有问题时 code 400，data 为问题列表）', params: idParams, response: { 200: any } } },
    async (req) => ok(await engine.publish(requireAuth(req), req.params.id), WorkflowMsg.published));
  app.get(`${P}/FlowEngine/:id/Actions/ExportData`, { schema: { tags: t.design, summary: '导出流程（JSON）', params: idParams, response: { 200: any } } },
    async (req) => ok(await engine.exportData(requireAuth(req), req.params.id)));
  app.post(`${P}/FlowEngine/Actions/ImportData`, { schema: { tags: t.design, summary: '导入流程（导出的 JSON；编码重复时加后缀）', body: z.unknown(), response: { 200: any } } },
    async (req) => ok({ id: await engine.importData(requireAuth(req), req.body) }, Msg.created));

  // ── 发起
  app.post(`${P}/FlowTask`, { schema: { tags: t.launch, summary: '发起（status 1）或暂存（status 0）；clientId 相同只发起一次', body: launchBody, response: { 200: any } } }, async (req) => {
    const r = await tasks.launch(requireAuth(req), req.body);
    return ok(r, req.body.status === 1 ? WorkflowMsg.launched : WorkflowMsg.saved);
  });
  app.put(`${P}/FlowTask/:id`, { schema: { tags: t.launch, summary: '保存草稿或重新提交（待提交、已撤回）', params: idParams, body: launchBody, response: { 200: any } } }, async (req) => {
    const r = await tasks.resubmit(requireAuth(req), req.params.id, req.body);
    return ok(r, req.body.status === 1 ? WorkflowMsg.launched : WorkflowMsg.saved);
  });
  app.delete(`${P}/FlowTask/:id`, { schema: { tags: t.launch, summary: '删除未提交的草稿', params: idParams, response: { 200: nil } } }, async (req) => {
    await tasks.removeDraft(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
  app.get(`${P}/FlowTask/:id`, { schema: { tags: t.launch, summary: '流程详情（同 FlowBefore/:id）', params: idParams, querystring: detailQuery, response: { 200: any } } },
    async (req) => ok(await queries.detail(requireAuth(req), req.params.id, req.query.operatorId)));
  app.get(`${P}/FlowLaunch`, { schema: { tags: t.launch, summary: '我发起的', querystring: taskListQuery, response: { 200: any } } },
    async (req) => ok(await queries.list(requireAuth(req), 'launched', req.query)));
  app.post(`${P}/FlowLaunch/:id/Actions/Withdraw`, { schema: { tags: t.launch, summary: '撤回（下一位审批人办理前）', params: idParams, body: monitorActionBody.optional(), response: { 200: nil } } }, async (req) => {
    await tasks.withdraw(requireAuth(req), req.params.id, req.body?.handleOpinion ?? '');
    return ok(null, WorkflowMsg.withdrawn);
  });
  app.post(`${P}/FlowLaunch/Press/:id`, { schema: { tags: t.launch, summary: '催办（每分钟至多一次）', params: idParams, response: { 200: nil } } }, async (req) => {
    await tasks.urge(requireAuth(req), req.params.id);
    return ok(null, WorkflowMsg.urged);
  });

  // ── 待办、已办、抄送
  app.get(`${P}/FlowBefore/List/:category`, { schema: { tags: t.before, summary: '1 待办、2 已办、3 抄送', params: categoryParams, querystring: taskListQuery, response: { 200: any } } },
    async (req) => ok(await queries.list(requireAuth(req), ({ 1: 'todo', 2: 'done', 3: 'circulate' } as const)[req.params.category], req.query)));
  app.get(`${P}/FlowBefore/Count`, { schema: { tags: t.before, summary: '待办、已办、未读抄送、进行中的我发起的 数量', response: { 200: any } } },
    async (req) => ok(await queries.counts(requireAuth(req))));
  app.get(`${P}/FlowBefore/ReturnNodes/:id`, { schema: { tags: t.before, summary: '可退回的节点（本任务路径上已经过的审批节点与发起人）', params: idParams, response: { 200: any } } },
    async (req) => ok({ list: await queries.returnNodes(requireAuth(req), req.params.id) }));
  app.get(`${P}/FlowBefore/:id`, { schema: { tags: t.before, summary: '流程详情：表单（按节点权限）、流程图、记录、可办理的操作', params: idParams, querystring: detailQuery, response: { 200: any } } },
    async (req) => ok(await queries.detail(requireAuth(req), req.params.id, req.query.operatorId)));
  const act = <B>(name: string, summary: string, body: z.ZodType<B>, run: (auth: ReturnType<typeof requireAuth>, id: string, b: B) => Promise<void>, msg: string) =>
    app.post(`${P}/FlowBefore/${name}/:id`, { schema: { tags: t.before, summary, params: idParams, body, response: { 200: nil } } }, async (req) => {
      await run(requireAuth(req), (req.params as { id: string }).id, req.body as B);
      return ok(null, msg);
    });
  act('Audit', '同意（body.version 为所见任务版本；已处理的任务拒绝：已由他人处理）', auditBody, tasks.approve, WorkflowMsg.approved);
  act('Reject', '驳回（退回发起人或结束流程）', rejectBody, tasks.reject, WorkflowMsg.rejected);
  act('Return', '退回到已经过的节点', returnBody, tasks.returnTo, WorkflowMsg.returned);
  act('Transfer', '转办', transferBody, tasks.transfer, WorkflowMsg.transferred);
  act('AddSign', '加签（before 前加签、after 后加签）', addSignBody, tasks.addSign, WorkflowMsg.addSigned);
  act('Comment', '评论（参与人、发起人、抄送人、监控）', commentBody, comments.comment, WorkflowMsg.commented);
  app.post(`${P}/FlowBefore/Circulate/:id/Read`, { schema: { tags: t.before, summary: '抄送标为已读', params: idParams, response: { 200: nil } } }, async (req) => {
    await comments.readCirculate(requireAuth(req), req.params.id);
    return ok(null);
  });

  // ── 流程监控
  app.get(`${P}/FlowMonitor`, { schema: { tags: t.monitor, summary: '全部流程（关键词、流程、状态、紧急程度、时间）', querystring: taskListQuery, response: { 200: any } } },
    async (req) => ok(await queries.list(requireAuth(req), 'monitor', req.query)));
  app.post(`${P}/FlowMonitor/:id/Actions/:action`, { schema: { tags: t.monitor, summary: '挂起、恢复、终止', params: monitorParams, body: monitorActionBody.optional(), response: { 200: nil } } }, async (req) => {
    const action = req.params.action.toLowerCase() as 'suspend' | 'resume' | 'terminate';
    await tasks.monitor(requireAuth(req), req.params.id, action, req.body?.handleOpinion ?? '');
    return ok(null, { suspend: WorkflowMsg.suspendedOk, resume: WorkflowMsg.resumed, terminate: WorkflowMsg.terminated }[action]);
  });
  app.post(`${P}/FlowMonitor/:id/Actions/Reassign`, { schema: { tags: t.monitor, summary: '指派：把一个未办理的任务交给另一人', params: idParams, body: reassignBody, response: { 200: nil } } }, async (req) => {
    await tasks.reassign(requireAuth(req), req.params.id, req.body);
    return ok(null, WorkflowMsg.reassigned);
  });

  // ── 流程委托
  app.get(`${P}/FlowDelegate`, { schema: { tags: t.delegate, summary: '我的委托', querystring: delegateQuery, response: { 200: any } } },
    async (req) => ok(await delegates.list(requireAuth(req), req.query)));
  app.get(`${P}/FlowDelegate/:id`, { schema: { tags: t.delegate, summary: '委托信息', params: idParams, response: { 200: any } } },
    async (req) => ok(await delegates.info(requireAuth(req), req.params.id)));
  app.post(`${P}/FlowDelegate`, { schema: { tags: t.delegate, summary: '新建委托（同一时段同一流程只能委托一次）', body: delegateBody, response: { 200: any } } },
    async (req) => ok({ id: await delegates.create(requireAuth(req), req.body) }, Msg.created));
  app.put(`${P}/FlowDelegate/:id`, { schema: { tags: t.delegate, summary: '修改委托', params: idParams, body: delegateBody, response: { 200: nil } } }, async (req) => {
    await delegates.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });
  app.delete(`${P}/FlowDelegate/:id`, { schema: { tags: t.delegate, summary: '删除委托', params: idParams, response: { 200: nil } } }, async (req) => {
    await delegates.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });
}
