import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { NoticeListQuery, NoticeRow, ReceiptQuery, ReceiptRow } from '../contract';
import type { MessageTable } from './tables';

type Db = Kysely<DB>;

/** Notices (base_message rows of category 'notice') and their read receipts. */
export function noticeRepository(db: Db) {
  const notices = () => db.selectFrom('baseMessage').where('baseMessage.category', '=', 'notice');

  function filtered(q: Pick<NoticeListQuery, 'status' | 'keyword'> & { id?: string }) {
    let base = notices();
    if (q.id !== undefined) base = base.where('baseMessage.id', '=', q.id);
    if (q.status !== undefined) base = base.where('baseMessage.status', '=', q.status);
    if (q.keyword) base = base.where(containsText('baseMessage.title', q.keyword));
    return base;
  }

  async function counts(ids: string[]): Promise<Map<string, { total: number; read: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('baseMessageReceive').select(['messageId', sql<number>`count(*)`.as('total'), sql<number>`sum(is_read)`.as('read')])
      .where('messageId', 'in', ids).groupBy('messageId').execute();
    return new Map(rows.map((r) => [r.messageId, { total: Number(r.total), read: Number(r.read ?? 0) }]));
  }

  async function rows(q: Pick<NoticeListQuery, 'status' | 'keyword' | 'sidx' | 'sort'> & { id?: string }, limit: number, offset: number): Promise<NoticeRow[]> {
    const sidx = q.sidx ?? 'creatorTime';
    const found = await filtered(q)
      .leftJoin('baseUser as creator', 'creator.id', 'baseMessage.creatorUserId')
      .leftJoin('baseUser as releaser', 'releaser.id', 'baseMessage.releaseUserId')
      .select(['baseMessage.id', 'baseMessage.title', 'baseMessage.type', 'baseMessage.status', 'baseMessage.creatorTime', 'baseMessage.lastModifyTime', 'baseMessage.releaseTime', 'creator.realName as creatorUser', 'releaser.realName as releaseUser'])
      .orderBy(`baseMessage.${sidx}`, q.sort).orderBy('baseMessage.id', q.sort).limit(limit).offset(offset).execute();
    const byId = await counts(found.map((r) => r.id));
    return found.map((r) => ({
      ...r, creatorTime: Number(r.creatorTime), lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime), releaseTime: r.releaseTime === null ? null : Number(r.releaseTime),
      recipientCount: byId.get(r.id)?.total ?? 0, readCount: byId.get(r.id)?.read ?? 0,
    }));
  }

  return {
    async page(q: NoticeListQuery) {
      const { n } = await filtered(q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const total = Number(n);
      const offset = (q.currentPage - 1) * q.pageSize;
      return { list: offset >= total ? [] : await rows(q, q.pageSize, offset), total };
    },

    exportRows: (q: NoticeListQuery, limit: number) => rows(q, limit, 0),

    row: async (id: string): Promise<NoticeRow | undefined> => (await rows({ id, sort: 'desc' }, 1, 0))[0],

    byId: (id: string) => notices().selectAll().where('baseMessage.id', '=', id).executeTakeFirst(),
    /** Whether any message (notice or not) has this id: a client-born id must be new. */
    idTaken: async (id: string) => Boolean(await db.selectFrom('baseMessage').select('id').where('id', '=', id).executeTakeFirst()),
    /** Of `ids`, the notices that exist (any status). */
    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      return new Set((await notices().select('baseMessage.id').where('baseMessage.id', 'in', [...ids]).execute()).map((r) => r.id));
    },
    /** Of `ids`, the notices this user holds now (released to them and not withdrawn). */
    async receivedIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db.selectFrom('baseMessageReceive').select('messageId').where('userId', '=', userId).where('messageId', 'in', [...ids]).execute();
      return new Set(rows.map((r) => r.messageId));
    },

    insert: (row: Insertable<MessageTable>) => db.insertInto('baseMessage').values(row).execute(),

    update: (id: string, set: Updateable<MessageTable>) => db.updateTable('baseMessage').set(set).where('id', '=', id).where('category', '=', 'notice').execute(),

    remove: (id: string) => db.deleteFrom('baseMessage').where('id', '=', id).where('category', '=', 'notice').execute(),

    /** Moves a notice from one status to another; 0 when another request moved it first (one release wins). */
    async transition(id: string, from: number[], set: Updateable<MessageTable>): Promise<number> {
      const r = await db.updateTable('baseMessage').set(set).where('id', '=', id).where('category', '=', 'notice').where('status', 'in', from).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async receipts(id: string, q: ReceiptQuery): Promise<{ list: ReceiptRow[]; total: number; read: number; all: number }> {
      const base = () => {
        let b = db.selectFrom('baseMessageReceive as r').innerJoin('baseUser as u', 'u.id', 'r.userId').where('r.messageId', '=', id);
        if (q.keyword) b = b.where((eb) => eb.or([containsText('u.realName', q.keyword!), containsText('u.account', q.keyword!)]));
        return b;
      };
      const summary = await base().select([sql<number>`count(*)`.as('all'), sql<number>`sum(r.is_read)`.as('read')]).executeTakeFirstOrThrow();
      let page = base();
      if (q.isRead !== undefined) page = page.where('r.isRead', '=', Number(q.isRead));
      const { n } = await page.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const sidx = q.sidx === 'realName' ? 'u.realName' : 'r.readTime';
      const found = await page.leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
        .select(['r.userId', 'u.realName', 'u.account', 'o.fullName as organizeName', 'r.isRead', 'r.readTime'])
        .orderBy(sidx, q.sort).orderBy('u.sortCode').orderBy('r.userId').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return {
        list: found.map((r) => ({ ...r, isRead: r.isRead === 1 ? '1' : '0', readTime: r.readTime === null ? null : Number(r.readTime) })),
        total: Number(n), read: Number(summary.read ?? 0), all: Number(summary.all),
      };
    },
  };
}
