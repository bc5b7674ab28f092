import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { projectAndContractQuery, type WorkbenchAnswer } from '../contract';

/**
 * GET /api/business/dingtalk/workbenches/projectAndContract (SPEC §7): every module's workbench
 * figures the caller may read, each module checking its own menu and data scope.
 */
export function registerDashboardRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/business/dingtalk/workbenches/projectAndContract', {
    schema: { tags: ['工作台 Workbench'], summary: '工作台：项目与合同数字（contract_purchase 只计采购合同，current_user 只计本人）', querystring: projectAndContractQuery, response: { 200: envelopeSchema(z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()])))) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const q = { purchaseOnly: req.query.contract_purchase, currentUser: req.query.current_user };
    const answer: WorkbenchAnswer = {};
    for (const [key, source] of ctx.features.workbench) {
      const figures = await source.figures(ctx, auth, q);
      if (figures) answer[key] = figures;
    }
    return ok(answer);
  });
}
