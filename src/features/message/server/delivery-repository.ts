import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { insertInBatches } from '../../../server/db/batch-insert';
import type { DB } from '../../../server/db/schema';
import type { MessageTable } from './tables';

type Db = Kysely<DB>;
const IN_CHUNK = 500;

/** Writes of messages and their per-recipient records (send, release, withdraw). */
export function deliveryRepository(db: Db) {
  return {
    insertMessage: (row: Insertable<MessageTable>) => db.insertInto('baseMessage').values(row).execute(),

    /** One unread record per recipient, with the list's fields copied. */
    insertReceives: (messageId: string, userIds: readonly string[], m: { type: number; title: string; releaseTime: number }) =>
      insertInBatches(db, 'baseMessageReceive', userIds.map((userId) => ({
        id: newId(m.releaseTime), messageId, userId, type: m.type, title: m.title, isRead: 0, readTime: null, releaseTime: m.releaseTime,
      }))),

    /** Removes every record of a message; answers whose they were (their bells change). */
    async removeReceives(messageId: string): Promise<string[]> {
      const users = (await db.selectFrom('baseMessageReceive').select('userId').where('messageId', '=', messageId).execute()).map((r) => r.userId);
      await db.deleteFrom('baseMessageReceive').where('messageId', '=', messageId).execute();
      return users;
    },

    /** The enabled users among `ids` (a notification to a deleted or disabled account is dropped). */
    async enabledUsers(ids: readonly string[]): Promise<string[]> {
      const unique = [...new Set(ids)];
      const out: string[] = [];
      for (let i = 0; i < unique.length; i += IN_CHUNK) {
        const rows = await db.selectFrom('baseUser').select('id').where('id', 'in', unique.slice(i, i + IN_CHUNK)).where('enabledMark', '=', 1).execute();
        out.push(...rows.map((r) => r.id));
      }
      return out;
    },

    templateByCode: (enCode: string) => db.selectFrom('baseMessageTemplate').selectAll().where('enCode', '=', enCode).executeTakeFirst(),
  };
}
