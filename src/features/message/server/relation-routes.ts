import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newId } from '../../../contract/ids';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { fail, ok } from '../../../server/http/api-error';
import { requireAuth } from '../../../server/plugins/auth';
import { MESSAGE_MSG, RELATION_MSG, RELATION_UNAVAILABLE, relationAnswer, relationParams, type RelationAnswer } from '../contract';

/**
 * §7 `POST /api/public/relation/{information|news|doc|email}/{id}`: the signed-in user opened this
 * item. What opening means is the kind's (features declare `readRelations`); the relation (user,
 * kind, item, first and last time) is recorded once per user and item, in the same transaction.
 */
export function registerRelationRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post('/public/relation/:kind/:id', {
    schema: { tags: ['关联 relation'], summary: '记录已打开（information 消息、email 站内信；news、doc 待其功能开放）并标为已读', params: relationParams, response: { 200: envelopeSchema(relationAnswer) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const { kind, id } = req.params;
    const handler = ctx.features.readRelations.get(kind);
    if (!handler) throw fail.badRequest(RELATION_UNAVAILABLE[kind]);
    const { answer, after } = await ctx.database.db.transaction().execute(async (trx) => {
      const opened = await handler.open(ctx, trx, auth, id);
      if (!opened) throw fail.notFound(MESSAGE_MSG.deleted);
      const now = Date.now();
      await trx.insertInto('baseReadRelation').values({ id: newId(now), userId: auth.userId, kind, objectId: id, firstTime: now, lastTime: now })
        .onConflict((oc) => oc.columns(['userId', 'kind', 'objectId']).doUpdateSet({ lastTime: now })).execute();
      const row = await trx.selectFrom('baseReadRelation').select(['firstTime', 'lastTime']).where('userId', '=', auth.userId).where('kind', '=', kind).where('objectId', '=', id).executeTakeFirstOrThrow();
      const answer: RelationAnswer = { kind, id, isRead: opened.isRead ? '1' : '0', firstTime: Number(row.firstTime), lastTime: Number(row.lastTime) };
      return { answer, after: opened.after };
    });
    if (after) await after();
    return ok(answer, RELATION_MSG.recorded);
  });
}
