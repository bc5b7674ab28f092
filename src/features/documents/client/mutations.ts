import { DOC_COLLECTIONS, DOC_MUTATIONS, docReadArgs } from '@/features/documents/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

type ReadArgs = { docId: string; readAt: number };

/**
 * doc.read (ADR 0037): a received document opened on the device, offline too. The receipt shows read
 * at once; the outbox sends the opening time once, and the server keeps the first read time.
 */
export const readDoc = defineMutation<ReadArgs>(DOC_MUTATIONS.read, {
  schema: docReadArgs,
  touches: (args) => [rowKey(DOC_COLLECTIONS.documents, args.docId)],
  applyLocal: async (db, args) => {
    const table = db.collection(DOC_COLLECTIONS.receipts);
    const mine = (await table.where('docId').equals(args.docId).toArray()) as { id: string; readAt: number | null }[];
    for (const r of mine) if (r.readAt === null || r.readAt === undefined) await table.put({ ...r, readAt: args.readAt });
  },
});
