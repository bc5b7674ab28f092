/**
 * CHAOS_SABOTAGE=duplicate|lose breaks the client on purpose, to show the run catches it:
 * `duplicate` re-sends a write under a fresh mutation id (an engine without stable idempotency
 * keys), `lose` answers `applied` for a write it never sent (an engine that drops a write).
 */
import { newId } from '@/contract/ids';
import type { SyncTransport } from '@/sync/transport';
import type { Rng } from './prng';

export type Sabotage = 'duplicate' | 'lose';

export function sabotage(transport: SyncTransport, kind: Sabotage | undefined, random: Rng): SyncTransport {
  if (!kind) return transport;
  const sent = new Set<string>();
  return {
    pull: (params) => transport.pull(params),
    async push(body) {
      if (kind === 'lose' && body.mutations.length > 1 && random.chance(0.1)) {
        const dropped = body.mutations.at(-1)!;
        const answer = await transport.push({ ...body, mutations: body.mutations.slice(0, -1) });
        return { results: [...answer.results, { id: dropped.id, status: 'applied' }] };
      }
      if (kind !== 'duplicate') return transport.push(body);
      const original = new Map<string, string>();
      const mutations = body.mutations.map((m) => {
        if (!sent.has(m.id)) return sent.add(m.id), m;
        const id = newId();
        original.set(id, m.id);
        return { ...m, id };
      });
      const answer = await transport.push({ ...body, mutations });
      return { results: answer.results.map((r) => ({ ...r, id: original.get(r.id) ?? r.id })) };
    },
  };
}
