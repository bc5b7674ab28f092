import { sql, type SqlBool } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { AuthContext } from '../../../server/plugins/auth';
import { fail } from '../../../server/http/api-error';
import { isReaderCollection, readableWhere, type CollectionDef, type ReaderCollectionDef, type TableCollectionDef } from '../../../server/sync/collections';
import type { SyncRepository } from '../../../server/sync/repository';
import { SyncMsg, type PullResult, type SyncChange, type SyncCollection } from '../contract';
import { formatCursor, parseCursor } from './cursor';

export function pullService(ctx: ServerContext, repo: SyncRepository, collections: ReadonlyMap<string, CollectionDef>) {
  const db = ctx.database.db;
  const dataScope = ctx.dataScope;
  async function readable(def: TableCollectionDef, auth: AuthContext) {
    const scope = def.scopeModule ? await dataScope.resolve(auth, def.scopeModule) : undefined;
    return readableWhere(def, auth, scope);
  }

  async function rowsById(def: TableCollectionDef, auth: AuthContext, ids: string[]) {
    if (ids.length === 0) return new Map<string, Record<string, unknown>>();
    const rows = await db
      .selectFrom(def.table)
      .select(def.columns.map((c) => sql.ref(`${def.table}.${c}`).as(c)))
      .where(sql.ref(`${def.table}.id`), 'in', ids)
      .where(await readable(def, auth))
      .execute();
    return new Map(rows.map((r) => [String((r as Record<string, unknown>).id), r as Record<string, unknown>]));
  }

  async function snapshotPage(def: TableCollectionDef, auth: AuthContext, high: number, lastId: string, limit: number, resync: boolean): Promise<PullResult> {
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

  /** Snapshot of a reader collection: the feature's own order key is the cursor's lastId. */
  async function readerSnapshot(def: ReaderCollectionDef, auth: AuthContext, high: number, after: string, limit: number, resync: boolean): Promise<PullResult> {
    const page = await def.reader.snapshot(ctx, auth, after, limit);
    const bySource = new Map<string, string[]>();
    for (const { source, row } of page.rows) bySource.set(source, [...(bySource.get(source) ?? []), String(row.id)]);
    const versions = new Map<string, number>();
    for (const [source, ids] of bySource) for (const [id, v] of await repo.rowVersions(source, ids)) versions.set(id, v);
    const changes: SyncChange[] = page.rows.map(({ row }) => ({ collection: def.name, id: String(row.id), op: 'upsert', version: versions.get(String(row.id)) ?? 0, row }));
    const done = page.rows.length < limit;
    const next = done ? formatCursor({ kind: 'changes', version: high }) : formatCursor({ kind: 'snapshot', high, lastId: page.last });
    return { changes, cursor: next, hasMore: !done, resync, progress: { done: page.before + page.rows.length, total: page.total } };
  }

  async function readerChanges(def: ReaderCollectionDef, auth: AuthContext, version: number, limit: number): Promise<PullResult> {
    const entries = await repo.changesSinceAny(await def.reader.sources(ctx, auth), version, limit);
    const latest = new Map<string, { version: number; op: 'upsert' | 'delete'; source: string }>();
    for (const e of entries) latest.set(e.rowId, { version: e.version, op: e.op as 'upsert' | 'delete', source: e.collection });
    const wanted = [...latest].filter(([, e]) => e.op === 'upsert').map(([id, e]) => ({ id, source: e.source }));
    const rows = await def.reader.rowsById(ctx, auth, wanted);
    const changes: SyncChange[] = [...latest].map(([id, e]) => {
      const row = rows.get(id);
      return row ? { collection: def.name, id, op: 'upsert', version: e.version, row } : { collection: def.name, id, op: 'delete', version: e.version };
    });
    const last = entries.at(-1)?.version ?? version;
    return { changes, cursor: formatCursor({ kind: 'changes', version: last }), hasMore: entries.length === limit, resync: false };
  }

  async function pullReader(def: ReaderCollectionDef, auth: AuthContext, rawCursor: string | undefined, limit: number): Promise<PullResult> {
    const cursor = parseCursor(rawCursor);
    if (!cursor) return readerSnapshot(def, auth, await repo.maxVersion(), '', limit, rawCursor !== undefined && rawCursor !== '');
    if (cursor.kind === 'snapshot') return readerSnapshot(def, auth, cursor.high, cursor.lastId, limit, false);
    if (cursor.version < (await repo.purgedBelow())) return readerSnapshot(def, auth, await repo.maxVersion(), '', limit, true);
    return readerChanges(def, auth, cursor.version, limit);
  }

  return {
    async pull(auth: AuthContext, collection: SyncCollection, rawCursor: string | undefined, limit: number): Promise<PullResult> {
      const def = collections.get(collection);
      if (!def) throw fail.badRequest(SyncMsg.unknownCollection);
      if (isReaderCollection(def)) return pullReader(def, auth, rawCursor, limit);
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
