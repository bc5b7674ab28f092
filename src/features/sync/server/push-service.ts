import { Code } from '../../../contract/codes';
import type { ServerContext } from '../../../server/context';
import { isRetryableConflict, isUniqueViolation } from '../../../server/db/errors';
import { ApiError } from '../../../server/http/api-error';
import { accessService, assertAccess } from '../../../server/identity/access';
import { accessRepository } from '../../../server/identity/access-repository';
import { accessSnapshots } from '../../../server/identity/snapshot';
import type { AuthContext } from '../../../server/plugins/auth';
import type { Mutation, MutationResult } from '../contract';
import type { AnyServerMutation, MutationOutcome } from '../../../server/sync/mutations';
import type { SyncRepository } from '../../../server/sync/repository';
import type { SyncMutationTable } from '../../../server/sync/tables';

function fromRecord(row: SyncMutationTable): MutationResult {
  const saved = (row.resultJson ? JSON.parse(row.resultJson) : {}) as Omit<MutationResult, 'id' | 'status'>;
  return { id: row.mutationId, status: row.status === 'applied' ? 'duplicate' : row.status, ...saved };
}

/**
 * Applies pushed mutations in order, each once: the (device, mutation id) record is written in the
 * same transaction as the change, so a repeat — after a lost answer, a reload, a server restart —
 * gets the recorded result and changes nothing.
 */
export function pushService(ctx: ServerContext, repo: SyncRepository, byName: ReadonlyMap<string, AnyServerMutation>) {
  const db = ctx.database.db;

  function record(auth: AuthContext, deviceId: string, m: Mutation, status: SyncMutationTable['status'], saved: object) {
    const row: SyncMutationTable = { deviceId, mutationId: m.id, seq: m.seq, userId: auth.userId, name: m.name, status, resultJson: JSON.stringify(saved), createdAt: Date.now() };
    return row;
  }

  async function rejected(auth: AuthContext, deviceId: string, m: Mutation, code: number, msg: string): Promise<MutationResult> {
    const row = record(auth, deviceId, m, 'rejected', { code, msg });
    try {
      await repo.recordMutation(db, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return fromRecord((await repo.findMutation(deviceId, m.id))!);
    }
    return { id: m.id, status: 'rejected', code, msg };
  }

  async function runAfterCommit(tasks: (() => void | Promise<void>)[], name: string) {
    for (const task of tasks) {
      try {
        await task();
      } catch (error) {
        ctx.log.warn({ err: error, mutation: name }, 'sync mutation: work after commit failed');
      }
    }
  }

  async function applyOne(auth: AuthContext, deviceId: string, m: Mutation): Promise<MutationResult> {
    const seen = await repo.findMutation(deviceId, m.id);
    if (seen) {
      if (seen.userId !== auth.userId) return { id: m.id, status: 'rejected', code: Code.FORBIDDEN, msg: '该操作不属于当前用户' };
      return fromRecord(seen);
    }
    const def = byName.get(m.name);
    if (!def) return rejected(auth, deviceId, m, Code.BAD_REQUEST, `未知的操作：${m.name}`);
    const parsed = def.args.safeParse(m.args);
    if (!parsed.success) return rejected(auth, deviceId, m, Code.BAD_REQUEST, parsed.error.issues[0]?.message ?? '参数不合法');
    const afterCommit: (() => void | Promise<void>)[] = [];
    try {
      const result: MutationResult = await db.transaction().execute(async (tx): Promise<MutationResult> => {
        const before = await repo.maxVersion(tx);
        // Read inside the transaction (SQLite has one connection); a fresh snapshot set per push.
        const access = accessService(accessSnapshots(tx, accessRepository(tx)));
        const check = (module: string, button?: string) => assertAccess(access, auth, module, button);
        const outcome: MutationOutcome = await def.apply(parsed.data, { tx, auth, baseVersion: m.baseVersion, ctx, assertAccess: check, afterCommit: (task) => void afterCommit.push(task) });
        if (outcome.kind === 'applied') {
          await repo.markChangedBy(tx, before, auth.userId);
          // The version the write produced: the device's next write to the same row names it as its base.
          const saved = { result: outcome.result ?? null, serverVersion: await repo.maxVersion(tx) };
          await repo.recordMutation(tx, record(auth, deviceId, m, 'applied', saved));
          return { id: m.id, status: 'applied', ...saved };
        }
        const { kind: _kind, ...conflict } = outcome;
        const saved = { code: Code.CONFLICT, msg: '数据已被他人修改', ...conflict };
        await repo.recordMutation(tx, record(auth, deviceId, m, 'conflict', saved));
        return { id: m.id, status: 'conflict', ...saved };
      });
      if (result.status === 'applied') await runAfterCommit(afterCommit, m.name);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = await repo.findMutation(deviceId, m.id);
        if (again) return fromRecord(again);
      }
      if (error instanceof ApiError && error.code < 500) return rejected(auth, deviceId, m, error.code, error.msg);
      throw error;
    }
  }

  /** A transaction PostgreSQL rolled back for another's sake is run again (it wrote nothing) before the device is told to retry. */
  async function applyRetrying(auth: AuthContext, deviceId: string, m: Mutation): Promise<MutationResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await applyOne(auth, deviceId, m);
      } catch (error) {
        if (attempt >= 3 || !isRetryableConflict(error)) throw error;
      }
    }
  }

  return {
    /** Results for the mutations handled, in order; it stops at a server failure so the rest are retried. */
    async push(auth: AuthContext, deviceId: string, list: Mutation[]) {
      const results: MutationResult[] = [];
      const touched = new Set<string>();
      for (const m of [...list].sort((a, b) => a.seq - b.seq)) {
        try {
          const result = await applyRetrying(auth, deviceId, m);
          results.push(result);
          if (result.status === 'applied') for (const c of byName.get(m.name)?.collections ?? []) touched.add(c);
        } catch (error) {
          ctx.log.error({ err: error, mutation: m.name }, 'sync mutation failed; the device will retry');
          break;
        }
      }
      return { results, touched: [...touched] };
    },
  };
}
