import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { DataScopeService } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import { fail } from '../../../server/http/api-error';
import { readableWhere, type CollectionDef } from '../../../server/sync/collections';
import type { SyncRepository } from '../../../server/sync/repository';
import { SyncMsg, type PullResult, type SyncChange, type SyncCollection } from '../contract';
import { formatCursor, parseCursor } from './cursor';

export function pullService(db: Kysely<DB>, repo: SyncRepository, dataScope: DataScopeService, collections: ReadonlyMap<string, CollectionDef>) {
  async function readable(def: CollectionDef, auth: AuthContext) {
    const scope = def.scopeModule ? await dataScope.resolve(auth, def.scopeModule) : undefined;
    return readableWhere(def, auth, scope);
  }

  async function rowsById(def: CollectionDef, auth: AuthContext, ids: string[]) {
    if (ids.length === 0) return new Map<string, Record<string, unknown>>();
    const rows = await db
      .selectFrom(def.table)
      .select(def.columns.map((c) => sql.ref(`${def.table}.${c}`).as(c)))
      .where(sql.ref(`${def.table}.id`), 'in', ids)
      .where(await readable(def, auth))
      .execute();
    return new Map(rows.map((r) => [String((r as Record<string, unknown>).id), r as Record<string, unknown>]));
  }

  async function snapshotPage(def: CollectionDef, auth: AuthContext, high: number, lastId: string, limit: number, resync: boolean): Promise<PullResult> {
    const where = await readable(def, auth);
    const rows = (await db
      .selectFrom(def.table)
      .select(def.columns.map((c) => sql.ref(`${def.table}.${c}`).as(c)))
      .where(sql.ref(`${def.table}.id`), '>', lastId)
      .where(where)
      .orderBy(sql.ref(`${def.table}.id`))
      .limit(limit)
      .execute()) as Record<string, unknown>[];
    const ids = rows.map((r) => String(r.id));
    const versions = await repo.rowVersions(def.source, ids);
    const counted = await db.selectFrom(def.table).select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow();
    const before = await db.selectFrom(def.table).select((eb) => eb.fn.countAll<number>().as('n')).where(sql.ref(`${def.table}.id`), '<=', lastId).where(where).executeTakeFirstOrThrow();
    const changes: SyncChange[] = rows.map((row) => ({ collection: def.name, id: String(row.id), op: 'upsert', version: versions.get(String(row.id)) ?? 0, row }));
    const done = rows.length < limit;
    const next = done ? formatCursor({ kind: 'changes', version: high }) : formatCursor({ kind: 'snapshot', high, lastId: ids.at(-1)! });
    return { changes, cursor: next, hasMore: !done, resync, progress: { done: Number(before.n) + rows.length, total: Number(counted.n) } };
  }

  return {
    async pull(auth: AuthContext, collection: SyncCollection, rawCursor: string | undefined, limit: number): Promise<PullResult> {
      const def = collections.get(collection);
      if (!def) throw fail.badRequest(SyncMsg.unknownCollection);
      const cursor = parseCursor(rawCursor);
      if (!cursor) return snapshotPage(def, auth, await repo.maxVersion(), '', limit, rawCursor !== undefined && rawCursor !== '');
      if (cursor.kind === 'snapshot') return snapshotPage(def, auth, cursor.high, cursor.lastId, limit, false);
      if (cursor.version < (await repo.purgedBelow())) return snapshotPage(def, auth, await repo.maxVersion(), '', limit, true);

      const mine = def.privateChanges
        ? sql<SqlBool>`exists (select 1 from ${sql.table(def.table)} where ${sql.ref(`${def.table}.id`)} = ${sql.ref('syncChange.rowId')} and ${await readable(def, auth)})`
        : undefined;
      const entries = await repo.changesSince(def.source, cursor.version, limit, def.ownRow ? auth.userId : undefined, mine);
      const latest = new Map<string, { version: number; op: 'upsert' | 'delete' }>();
      for (const e of entries) latest.set(e.rowId, { version: e.version, op: e.op });
      const rows = await rowsById(def, auth, [...latest].filter(([, e]) => e.op === 'upsert').map(([id]) => id));
      // A row the caller can no longer read (deleted, or moved out of scope) leaves the device.
      const changes: SyncChange[] = [...latest].map(([id, e]) => {
        const row = rows.get(id);
        return row ? { collection, id, op: 'upsert', version: e.version, row } : { collection, id, op: 'delete', version: e.version };
      });
      const last = entries.at(-1)?.version ?? cursor.version;
      return { changes, cursor: formatCursor({ kind: 'changes', version: last }), hasMore: entries.length === limit, resync: false };
    },
  };
}
