import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { deptQuery, EpidemicMsg, mineQuery, reportArgs } from '../contract';
import { epidemicService } from './service';

const any = envelopeSchema(z.unknown());

/** 疫情防控 under /api/epidemic (issue 17). */
export function registerEpidemicRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const svc = epidemicService(ctx);
  const tags = ['疫情防控 Epidemic'];

  app.get('/epidemic/report', { schema: { tags, summary: '我的健康打卡记录（新的在前）', querystring: mineQuery, response: { 200: any } } },
    async (req) => ok(await svc.mine(requireAuth(req), req.query)));
  app.get('/epidemic/report/today', { schema: { tags, summary: '我今天的健康打卡（未打卡时 report 为 null）', response: { 200: any } } },
    async (req) => ok(await svc.today(requireAuth(req))));
  app.post('/epidemic/report', {
    schema: { tags, summary: '健康打卡：每人每天一条，再次提交替换当天的打卡（id 为 reportIdOf(用户, 日期)）', body: reportArgs, response: { 200: any } },
  }, async (req) => ok(await svc.save(requireAuth(req), req.body), EpidemicMsg.saved));
  app.get('/epidemic/dept', {
    schema: { tags, summary: '部门打卡情况（健康打卡统计，按数据权限）：某天已打卡和未打卡的人员', querystring: deptQuery, response: { 200: any } },
  }, async (req) => ok(await svc.dept(requireAuth(req), req.query)));
}
