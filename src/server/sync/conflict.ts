import type { MutationContext, MutationOutcome } from './mutations';
import { syncRepository } from './repository';

/**
 * A device's write over a row changed since the version it saw: the conflict outcome with the server's
 * row, or null when the write may go on (no version sent, or nothing newer recorded).
 */
export async function staleWrite(m: MutationContext, collection: string, id: string, serverRow: () => Promise<Record<string, unknown> | null>): Promise<Extract<MutationOutcome, { kind: 'conflict' }> | null> {
  if (m.baseVersion === null || m.baseVersion === undefined) return null;
  const last = await syncRepository(m.tx).lastChange(collection, id, m.tx);
  if (!last || last.version <= m.baseVersion) return null;
  return { kind: 'conflict', serverRow: await serverRow(), serverVersion: last.version, changedBy: last.changedBy, changedAt: last.changedAt };
}
