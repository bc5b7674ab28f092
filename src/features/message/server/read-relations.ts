import type { ReadRelationKind } from '../../../server/modules/feature-module';
import { messageDelivery } from './delivery';
import { mailRepository } from './mail-repository';
import { mailWrites, runMailEffects } from './mail-writes';
import { recordRepository } from './record-repository';

/**
 * What opening an item means for the kinds this feature owns (§7 public/relation): `information` —
 * the caller's record of a message or notice, read as ReadInfo reads it; `email` — the caller's
 * inbox copy, read as opening it in the inbox does (its bell record with it). Anyone else's item is
 * null: the route answers 数据已删除! as for one that never existed.
 */
export const messageReadRelations: ReadRelationKind[] = [{
  kind: 'information',
  async open(ctx, trx, auth, id) {
    const repo = recordRepository(trx);
    const record = await repo.record(auth.userId, id);
    if (!record || !(await repo.message(id))) return null;
    const changed = record.isRead === 0 ? await repo.markRead(auth.userId, id, Date.now()) : 0;
    return { isRead: true, after: changed ? () => messageDelivery(ctx).pushCounts([auth.userId]) : undefined };
  },
}, {
  kind: 'email',
  async open(ctx, trx, auth, id) {
    if (!(await mailRepository(trx).receive(auth.userId, id))) return null;
    const delivery = messageDelivery(ctx);
    const { effects } = await mailWrites(trx, auth.userId, delivery).read(id);
    return { isRead: true, after: () => runMailEffects(ctx, delivery, effects) };
  },
}];
