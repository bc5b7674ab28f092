import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import type { SyncMutationTable } from './tables';

/** The only code that touches the change log and the idempotency record (sync routes, feature mutations). */
export function syncRepository(db: Kysely<DB>) {
  return {
    async maxVersion(tx: Kysely<DB> = db) {
      const row = await tx.selectFrom('syncChange').select((eb) => eb.fn.max('version').as('v')).executeTakeFirst();
      return Number(row?.v ?? 0);
    },

    async purgedBelow() {
      const row = await db.selectFrom('syncMeta').select('value').where('key', '=', 'purgedBelow').executeTakeFirst();
      return Number(row?.value ?? 0);
    },

    async rowVersions(collection: string, ids: string[], tx: Kysely<DB> = db) {
      if (ids.length === 0) return new Map<string, number>();
      const rows = await tx
        .selectFrom('syncChange')
        .select(['rowId', (eb) => eb.fn.max('version').as('v')])
        .where('collection', '=', collection)
        .where('rowId', 'in', ids)
        .groupBy('rowId')
        .execute();
      return new Map(rows.map((r) => [r.rowId, Number(r.v)]));
    },

    async lastChange(collection: string, rowId: string, tx: Kysely<DB> = db) {
      return tx
        .selectFrom('syncChange')
        .select(['version', 'changedAt', 'changedBy'])
        .where('collection', '=', collection)
        .where('rowId', '=', rowId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** `rowFilter` (on `sync_change`) keeps only entries of some rows, e.g. those the caller may read. */
    changesSince(collection: string, after: number, limit: number, onlyRowId?: string, rowFilter?: Expression<SqlBool>) {
      let q = db.selectFrom('syncChange').select(['version', 'rowId', 'op']).where('collection', '=', collection).where('version', '>', after);
      if (onlyRowId) q = q.where('rowId', '=', onlyRowId);
      if (rowFilter) q = q.where(rowFilter);
      return q.orderBy('version').limit(limit).execute();
    },

    /** Entries of several change-log collections at once (a reader collection's tables), with the collection each came from. */
    changesSinceAny(collections: readonly string[], after: number, limit: number) {
      if (collections.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('syncChange')
        .select(['version', 'rowId', 'op', 'collection'])
        .where('collection', 'in', collections)
        .where('version', '>', after)
        .orderBy('version')
        .limit(limit)
        .execute();
    },

    /** Stamps who made the changes a sync mutation just wrote (the triggers cannot know). */
    markChangedBy: (tx: Kysely<DB>, afterVersion: number, userId: string) =>
      tx.updateTable('syncChange').set({ changedBy: userId }).where('version', '>', afterVersion).where('changedBy', 'is', null).execute(),

    findMutation: (deviceId: string, mutationId: string, tx: Kysely<DB> = db) =>
      tx.selectFrom('syncMutation').selectAll().where('deviceId', '=', deviceId).where('mutationId', '=', mutationId).executeTakeFirst(),

    recordMutation: (tx: Kysely<DB>, row: SyncMutationTable) => tx.insertInto('syncMutation').values(row).execute(),

    /**
     * Drops tombstones and superseded entries older than the retention; a cursor below the newest
     * dropped tombstone can no longer be answered incrementally, so it gets a full resync.
     */
    async purge(olderThan: number) {
      return db.transaction().execute(async (tx) => {
        const tombstones = await tx.selectFrom('syncChange').select((eb) => eb.fn.max('version').as('v')).where('op', '=', 'delete').where('changedAt', '<', olderThan).executeTakeFirst();
        const superseded = await tx
          .deleteFrom('syncChange')
          .where('changedAt', '<', olderThan)
          .where((eb) =>
            eb.or([
              eb('op', '=', 'delete'),
              eb.exists(
                eb.selectFrom('syncChange as newer').select('newer.version').whereRef('newer.collection', '=', 'syncChange.collection').whereRef('newer.rowId', '=', 'syncChange.rowId').whereRef('newer.version', '>', 'syncChange.version'),
              ),
            ]),
          )
          .executeTakeFirst();
        const below = Number(tombstones?.v ?? 0);
        if (below > 0) {
          await tx
            .insertInto('syncMeta')
            .values({ key: 'purgedBelow', value: String(below) })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(below) }))
            .execute();
        }
        return Number(superseded.numDeletedRows);
      });
    },
  };
}
export type SyncRepository = ReturnType<typeof syncRepository>;
