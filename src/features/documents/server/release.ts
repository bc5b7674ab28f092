import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { resolveRecipients, unknownRecipients } from '../../../server/identity/recipients';
import { DOC_STATUS, DocMsg, PUBLISH_BLOCKED, type DocRecipients } from '../contract';
import { docRepository, type DocDbRow } from './repository';
import { receiptRepository } from './receipt-repository';

const IN_CHUNK = 500;

/**
 * 发布 in the caller's transaction: the scope expanded to the enabled users it names now (organisations
 * with everything below them, roles, users), one receipt each, the document released. Answers the
 * recipients, for the messages sent after the commit. `doc` is locked by the caller.
 */
export async function releaseIn(tx: Kysely<DB>, doc: DocDbRow, recipients: DocRecipients, userId: string, now: number): Promise<string[]> {
  if (doc.status !== DOC_STATUS.approved) throw fail.badRequest(PUBLISH_BLOCKED[doc.status] ?? DocMsg.notFound);
  if (recipients.organizeIds.length + recipients.roleIds.length + recipients.userIds.length === 0) throw fail.badRequest(DocMsg.recipientsRequired);
  if (await unknownRecipients(tx, recipients)) throw fail.badRequest(DocMsg.recipientsUnknown);
  const users = await resolveRecipients(tx, recipients);
  if (users.length === 0) throw fail.badRequest(DocMsg.recipientsEmpty);
  await receiptRepository(tx).insertAll(users.map((u) => ({
    id: newId(now), docId: doc.id, userId: u, parentId: null, relayFromUserId: null, path: '', depth: 0, receivedAt: now, readAt: null, signedAt: null,
  })));
  const scope = { organizeIds: [...new Set(recipients.organizeIds)], roleIds: [...new Set(recipients.roleIds)], userIds: [...new Set(recipients.userIds)] };
  await docRepository(tx).update(doc.id, { status: DOC_STATUS.released, releasedAt: now, releasedUserId: userId, recipientsJson: JSON.stringify(scope), lastModifyUserId: userId, lastModifyTime: now });
  return users;
}

/**
 * 传阅 in the caller's transaction: `fromUserId`, who holds a receipt of the released document, hands
 * it to more people. Each new receipt names the one it came from and the path above it, so the chain
 * is kept; people who already hold the document keep their receipt and are skipped (all of them:
 * refused). The document's row is locked first, so two relays to one person at once make one receipt.
 */
export async function relayIn(tx: Kysely<DB>, docId: string, fromUserId: string, userIds: readonly string[], now: number) {
  // The bump also tells the new recipients' devices to fetch the document (its row changed, ADR 0037).
  const doc = await docRepository(tx).lock(docId);
  const receipts = receiptRepository(tx);
  const from = doc ? await receipts.of(docId, fromUserId) : undefined;
  if (!doc || doc.status !== DOC_STATUS.released || !from) throw fail.notFound(DocMsg.notFound);
  const wanted = [...new Set(userIds)];
  const enabled = new Set<string>();
  for (let i = 0; i < wanted.length; i += IN_CHUNK) {
    const rows = await tx.selectFrom('baseUser').select('id').where('id', 'in', wanted.slice(i, i + IN_CHUNK)).where('enabledMark', '=', 1).execute();
    for (const r of rows) enabled.add(r.id);
  }
  if (enabled.size !== wanted.length) throw fail.badRequest(DocMsg.relayUnknown);
  const holders = await receipts.holders(docId, wanted);
  const fresh = wanted.filter((u) => !holders.has(u));
  if (fresh.length === 0) throw fail.badRequest(DocMsg.relayAllHave);
  const path = from.path ? `${from.path},${from.id}` : from.id;
  await receipts.insertAll(fresh.map((u) => ({
    id: newId(now), docId, userId: u, parentId: from.id, relayFromUserId: from.userId, path, depth: from.depth + 1, receivedAt: now, readAt: null, signedAt: null,
  })));
  // Who relays it has read it.
  await receipts.markRead(docId, fromUserId, now);
  return { doc, fresh, skipped: holders.size };
}
