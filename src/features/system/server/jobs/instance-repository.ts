import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/schema';
import type { ServerInstanceTable } from './tables';

/** A process unseen this long is taken for stopped (the heartbeat comes at least every 10 s). */
export const INSTANCE_ALIVE_MS = 30_000;
const FORGET_AFTER_MS = 86_400_000;

/** The server processes' heartbeat rows (base_server_instance). */
export function instanceRepository(db: Kysely<DB>) {
  return {
    async beat(row: ServerInstanceTable) {
      await db.insertInto('baseServerInstance').values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ lastSeenAt: row.lastSeenAt }))
        .execute();
      await db.deleteFrom('baseServerInstance').where('lastSeenAt', '<', row.lastSeenAt - FORGET_AFTER_MS).execute();
    },
    remove: (id: string) => db.deleteFrom('baseServerInstance').where('id', '=', id).execute(),
    alive: (now: number) =>
      db.selectFrom('baseServerInstance').selectAll().where('lastSeenAt', '>=', now - INSTANCE_ALIVE_MS).orderBy('startedAt').execute(),
  };
}
