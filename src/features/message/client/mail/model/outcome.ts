import type { QingbanDb } from '@/sync/db';

export type WriteOutcome = { kind: 'applied' } | { kind: 'refused'; msg: string } | { kind: 'waiting' };

/**
 * What became of an outbox write within `timeoutMs`: accepted (it left the outbox), refused (it is
 * in the rejected-writes inbox, with the server's reason), or still waiting (offline, server away).
 */
export async function writeOutcome(db: QingbanDb, mutationId: string, timeoutMs = 8000, stepMs = 150): Promise<WriteOutcome> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const refused = await db.inbox.get(mutationId);
    if (refused) return { kind: 'refused', msg: refused.msg };
    if ((await db.outbox.where('id').equals(mutationId).count()) === 0) return { kind: 'applied' };
    if (Date.now() >= until) return { kind: 'waiting' };
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
