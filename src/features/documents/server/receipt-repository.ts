import { sql, type Kysely, type Selectable } from 'kysely';
import { insertInBatches } from '../../../server/db/batch-insert';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import type { DocReceipt, DocReceiptLine, ReceiptListQuery, ReceivedListQuery } from '../contract';
import type { BizDocReceiptTable } from './tables';

export type ReceiptDbRow = Selectable<BizDocReceiptTable>;
const time = (v: number | string | null) => (v === null ? null : Number(v));

export const receiptOf = (r: ReceiptDbRow): DocReceipt => ({
  id: r.id, docId: r.docId, userId: r.userId, parentId: r.parentId, relayFromUserId: r.relayFromUserId, depth: r.depth,
  receivedAt: Number(r.receivedAt), readAt: time(r.readAt), signedAt: time(r.signedAt),
});

const RECEIVED_SORT = { receivedAt: 'bizDocReceipt.receivedAt', readAt: 'bizDocReceipt.readAt', docNo: 'bizDocument.docNo', title: 'bizDocument.title' } as const;

/** The only code that reads and writes bizDocReceipt. */
export function receiptRepository(db: Kysely<DB>) {
  /** Receipts with the recipient's name and department and who relayed it. */
  const lines = () => db.selectFrom('bizDocReceipt')
    .innerJoin('baseUser as u', 'u.id', 'bizDocReceipt.userId')
    .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .leftJoin('baseUser as f', 'f.id', 'bizDocReceipt.relayFromUserId')
    .selectAll('bizDocReceipt')
    .select(['u.realName', 'u.account', 'o.fullName as organizeName', 'f.realName as relayFromName']);
  const lineOf = (r: ReceiptDbRow & { realName: string; account: string; organizeName: string | null; relayFromName: string | null }): DocReceiptLine =>
    ({ ...receiptOf(r), realName: r.realName, account: r.account, organizeName: r.organizeName ?? '', relayFromName: r.relayFromName });

  return {
    of: (docId: string, userId: string) => db.selectFrom('bizDocReceipt').selectAll().where('docId', '=', docId).where('userId', '=', userId).executeTakeFirst(),
    insertAll: (rows: BizDocReceiptTable[]) => insertInBatches(db, 'bizDocReceipt', rows),

    /** Of `userIds`, the ones who already hold the document. */
    async holders(docId: string, userIds: readonly string[]) {
      if (userIds.length === 0) return new Set<string>();
      const rows = await db.selectFrom('bizDocReceipt').select('userId').where('docId', '=', docId).where('userId', 'in', [...userIds]).execute();
      return new Set(rows.map((r) => r.userId));
    },

    /** Marks it read at `at` unless it was read before: answers whether this was the first read. */
    async markRead(docId: string, userId: string, at: number) {
      const r = await db.updateTable('bizDocReceipt').set({ readAt: at }).where('docId', '=', docId).where('userId', '=', userId).where('readAt', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** 签收: signed (and read, if it was not) once; a second sign keeps the first time. */
    async sign(docId: string, userId: string, at: number) {
      await db.updateTable('bizDocReceipt').set({ readAt: at }).where('docId', '=', docId).where('userId', '=', userId).where('readAt', 'is', null).execute();
      const r = await db.updateTable('bizDocReceipt').set({ signedAt: at }).where('docId', '=', docId).where('userId', '=', userId).where('signedAt', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Every receipt of the document (the relay tree), oldest first. */
    async allLines(docId: string) {
      return (await lines().where('bizDocReceipt.docId', '=', docId).orderBy('bizDocReceipt.depth').orderBy('bizDocReceipt.receivedAt').orderBy('bizDocReceipt.id').execute()).map(lineOf);
    },

    /** One page of the document's receipts (getListByDocId), with the counts of the whole. */
    async page(docId: string, q: ReceiptListQuery) {
      let base = lines().where('bizDocReceipt.docId', '=', docId);
      if (q.keyword) base = base.where((eb) => eb.or([containsText('u.realName', q.keyword!), containsText('u.account', q.keyword!), containsText('o.fullName', q.keyword!)]));
      if (q.isRead !== undefined) base = base.where('bizDocReceipt.readAt', q.isRead === 1 ? 'is not' : 'is', null);
      const rows = await base.orderBy('bizDocReceipt.receivedAt', q.sort).orderBy('bizDocReceipt.id', q.sort).limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      const counts = await db.selectFrom('bizDocReceipt').where('docId', '=', docId)
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('readAt').as('read'), eb.fn.count<number>('signedAt').as('signed'), eb.fn.count<number>('parentId').as('relayed')])
        .executeTakeFirstOrThrow();
      const filtered = q.keyword || q.isRead !== undefined ? Number((await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) : Number(counts.total);
      return { rows: rows.map(lineOf), total: filtered, counts: { total: Number(counts.total), read: Number(counts.read), signed: Number(counts.signed), relayed: Number(counts.relayed) } };
    },

    /** The documents released to `userId` (收文, getLoginList), newest first by default. */
    async received(userId: string, q: ReceivedListQuery) {
      let base = db.selectFrom('bizDocReceipt').innerJoin('bizDocument', 'bizDocument.id', 'bizDocReceipt.docId')
        .where('bizDocReceipt.userId', '=', userId).where('bizDocument.status', '=', 6);
      if (q.keyword) base = base.where((eb) => eb.or([containsText('bizDocument.title', q.keyword!), containsText('bizDocument.docNo', q.keyword!), containsText('bizDocument.issuingOrg', q.keyword!)]));
      if (q.isRead !== undefined) base = base.where('bizDocReceipt.readAt', q.isRead === 1 ? 'is not' : 'is', null);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base.leftJoin('baseUser as f', 'f.id', 'bizDocReceipt.relayFromUserId')
        .select(['bizDocument.id', 'bizDocument.docNo', 'bizDocument.title', 'bizDocument.issuingOrg', 'bizDocument.secretLevel', 'bizDocument.urgency', 'bizDocument.releasedAt', 'bizDocument.fileIds'])
        .select(['bizDocReceipt.id as receiptId', 'bizDocReceipt.receivedAt', 'bizDocReceipt.readAt', 'bizDocReceipt.signedAt', 'bizDocReceipt.relayFromUserId', 'f.realName as relayFromName'])
        .orderBy(sql.ref(RECEIVED_SORT[q.sidx ?? 'receivedAt']), q.sort).orderBy('bizDocReceipt.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return {
        total,
        rows: rows.map((r) => ({
          ...r, releasedAt: time(r.releasedAt), receivedAt: Number(r.receivedAt), readAt: time(r.readAt), signedAt: time(r.signedAt),
          fileCount: (JSON.parse(r.fileIds) as string[]).length, fileIds: undefined, isRead: r.readAt === null ? 0 : 1,
        })),
      };
    },
  };
}
export type ReceiptRepository = ReturnType<typeof receiptRepository>;
