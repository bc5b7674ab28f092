import { sql, type SqlBool } from 'kysely';
import { fail } from '../../../server/http/api-error';
import { defineCollection } from '../../../server/sync/collections';
import { defineServerMutation } from '../../../server/sync/mutations';
import { DOC_COLLECTIONS, DOC_MUTATIONS, DOC_STATUS, DocMsg, docReadArgs, RECEIPT_COLUMNS, RECEIVED_DOC_COLUMNS } from '../contract';
import { receiptRepository } from './receipt-repository';

/**
 * Received documents on the device (ADR 0037), so they can be read offline: the caller's own
 * receipts, and the released documents those receipts point at. Both private: another user's
 * receipt never reaches the device, not even as a delete.
 */
export const docCollections = [
  defineCollection({
    name: DOC_COLLECTIONS.receipts, source: DOC_COLLECTIONS.receipts, table: 'bizDocReceipt', columns: [...RECEIPT_COLUMNS],
    only: (auth) => sql<SqlBool>`${sql.ref('bizDocReceipt.userId')} = ${auth.userId}`,
    privateChanges: true,
  }),
  defineCollection({
    name: DOC_COLLECTIONS.documents, source: DOC_COLLECTIONS.documents, table: 'bizDocument', columns: [...RECEIVED_DOC_COLUMNS],
    only: (auth) => sql<SqlBool>`(${sql.ref('bizDocument.status')} = ${DOC_STATUS.released} and exists (select 1 from biz_doc_receipt r
      where r.doc_id = ${sql.ref('bizDocument.id')} and r.user_id = ${auth.userId}))`,
    privateChanges: true,
  }),
];

/**
 * doc.read: a document opened on a device, offline or not, marks the caller's receipt read — once:
 * the first read time stays, however often or late the device sends it. The time is the device's
 * (when it was opened), kept between the receipt's arrival and now.
 */
export const docMutations = [
  defineServerMutation({
    name: DOC_MUTATIONS.read,
    args: docReadArgs,
    collections: [DOC_COLLECTIONS.receipts],
    apply: async (a, m) => {
      const receipts = receiptRepository(m.tx);
      const mine = await receipts.of(a.docId, m.auth.userId);
      const doc = mine ? await m.tx.selectFrom('bizDocument').select('status').where('id', '=', a.docId).executeTakeFirst() : undefined;
      if (!mine || doc?.status !== DOC_STATUS.released) throw fail.notFound(DocMsg.notFound);
      const at = Math.min(Math.max(a.readAt, Number(mine.receivedAt)), Date.now());
      await receipts.markRead(a.docId, m.auth.userId, at);
      const after = (await receipts.of(a.docId, m.auth.userId))!;
      return { kind: 'applied', result: { docId: a.docId, readAt: Number(after.readAt) } };
    },
  }),
];
