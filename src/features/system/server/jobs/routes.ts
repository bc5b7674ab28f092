import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import {
  TASK_MODULE, TASK_MSG, nextRuns, nextRunsQuery, runStarted, taskBody, taskIdParams, taskKinds, taskListQuery, taskLogPage, taskLogQuery, taskPage, taskRow,
} from '../../contract';
import type { Scheduler } from './scheduler';
import { taskService } from './task-service';

const tags = ['系统 system'];
const nullEnvelope = envelopeSchema(z.null());
type Button = 'btn_add' | 'btn_edit' | 'btn_remove' | 'btn_run';

/** 定时任务 under /api/system/TimeTask (JNPF's paths): the 定时任务 menu for reads, its buttons for writes. */
export function registerTaskRoutes(root: FastifyInstance, ctx: ServerContext, scheduler: Scheduler) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = taskService(ctx.database.db, ctx.features.jobs, scheduler, ctx.audit);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: Button) => access(req, TASK_MODULE, button);
  const base = '/system/TimeTask';

  app.get(base, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '定时任务列表', querystring: taskListQuery, response: { 200: envelopeSchema(taskPage) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.list(req.query));
  });

  app.get(`${base}/TaskMethods`, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '任务类型（各功能模块注册的内置任务）', response: { 200: envelopeSchema(taskKinds) } },
  }, async (req) => {
    await guard(req);
    return ok({ list: svc.kinds() });
  });

  app.get(`${base}/Actions/NextRuns`, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: 'Cron 表达式接下来的 5 次触发时间（服务器时区）', querystring: nextRunsQuery, response: { 200: envelopeSchema(nextRuns) } },
  }, async (req) => {
    await guard(req);
    return ok({ list: svc.nextRuns(req.query.cron) });
  });

  app.get(`${base}/:id`, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '定时任务详情', params: taskIdParams, response: { 200: envelopeSchema(taskRow) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.info(req.params.id));
  });

  app.get(`${base}/:id/TaskLog`, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '任务运行记录（开始时间、耗时、结果、消息）', params: taskIdParams, querystring: taskLogQuery, response: { 200: envelopeSchema(taskLogPage) } },
  }, async (req) => {
    await guard(req);
    return ok(await svc.logs(req.params.id, req.query));
  });

  app.post(base, {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '新建定时任务', body: taskBody, response: { 200: envelopeSchema(z.object({ id: z.string() })) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    return ok({ id: await svc.create(req.body, auth) }, Msg.created);
  });

  app.put(`${base}/:id`, {
    preValidation: accessFirst((r) => guard(r, 'btn_edit')),
    schema: { tags, summary: '修改定时任务（内置任务不能改类型）', params: taskIdParams, body: taskBody, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_edit');
    await svc.update(req.params.id, req.body, auth);
    return ok(null, Msg.updated);
  });

  app.delete(`${base}/:id`, {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除定时任务及其运行记录（内置任务不能删除）', params: taskIdParams, response: { 200: nullEnvelope } },
  }, async (req) => {
    const auth = await guard(req, 'btn_remove');
    await svc.remove(req.params.id, auth);
    return ok(null, Msg.deleted);
  });

  for (const [action, enabled, msg] of [['Enable', true, TASK_MSG.enabled], ['Stop', false, TASK_MSG.paused]] as const) {
    app.put(`${base}/:id/Actions/${action}`, {
      preValidation: accessFirst((r) => guard(r, 'btn_edit')),
      schema: { tags, summary: enabled ? '启用定时任务' : '暂停定时任务', params: taskIdParams, response: { 200: nullEnvelope } },
    }, async (req) => {
      const auth = await guard(req, 'btn_edit');
      await svc.setEnabled(req.params.id, enabled, auth);
      return ok(null, msg);
    });
  }

  app.post(`${base}/:id/Actions/Run`, {
    preValidation: accessFirst((r) => guard(r, 'btn_run')),
    schema: { tags, summary: '立即执行（在本服务器上；已在运行时拒绝）', params: taskIdParams, response: { 200: envelopeSchema(runStarted) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_run');
    return ok({ logId: await svc.runNow(req.params.id, auth.userId) }, TASK_MSG.started);
  });
}
