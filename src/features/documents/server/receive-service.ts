import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { DOC_MENU, DOC_MESSAGE_TYPE, DocMsg, type DocRecipients, type ReceiptListQuery, type ReceivedListQuery } from '../contract';
import { docReaders } from './access';
import { receiptsWorkbook } from './excel';
import { receiptOf, receiptRepository } from './receipt-repository';
import { releaseIn, relayIn } from './release';
import { docRepository, docRowOf } from './repository';
import { ownBranch, relayTree } from './relay-tree';

/**
 * 发布, 收文, 签收 and 传阅: the release to recipients, what each recipient reads, the relay and its
 * tree, the receipts the sender follows (ADR 0037).
 */
export function docReceiving(ctx: ServerContext) {
  const db = ctx.database.db;
  const readers = docReaders(ctx);

  /** After the commit: a failed message is logged, never turned into a failed release or relay (both are done). */
  const notify = (message: Parameters<ServerContext['notify']['send']>[0]) =>
    ctx.notify.send(message).catch((error: unknown) => ctx.log.error({ err: error, docId: message.sourceId }, 'document message not sent'));

  /** The sender's view of the receipts: 公文管理 and the data scope; a recipient is refused, anyone else told it does not exist. */
  async function managed(auth: AuthContext, docId: string) {
    const r = await readers.readerOrThrow(auth, docId);
    if (!r.manage) throw fail.forbidden();
    return r.doc;
  }

  return {
    /** PUT release/{id}: approved → released to the scope, expanded to users now; each gets a type-6 message. */
    async release(auth: AuthContext, id: string, recipients: DocRecipients) {
      await assertAccess(ctx.access, auth, DOC_MENU, 'btn_release');
      const scope = await readers.scopeOf(auth);
      const now = Date.now();
      const users = await db.transaction().execute(async (tx) => {
        const repo = docRepository(tx);
        if (!(await repo.get(id, scope))) throw fail.notFound(DocMsg.notFound);
        return releaseIn(tx, (await repo.lock(id))!, recipients, auth.userId, now);
      });
      const doc = (await docRepository(db).get(id))!;
      await notify({
        toUserIds: users, type: DOC_MESSAGE_TYPE, title: `公文：${doc.title}`, sourceId: id, fromUserId: auth.userId,
        bodyText: `${doc.issuingOrg}发布了公文《${doc.title}》（${doc.docNo ?? ''}），请及时阅读并签收。`,
      });
      return { ...docRowOf(doc), recipientCount: users.length };
    },

    /** getLoginList: the documents released to the caller, with their read state. */
    async received(auth: AuthContext, q: ReceivedListQuery) {
      const { total, rows } = await receiptRepository(db).received(auth.userId, q);
      return { list: rows, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** detail/{id}: for its managers and its recipients; a recipient's first opening marks it read. */
    async detail(auth: AuthContext, id: string) {
      const r = await readers.readerOrThrow(auth, id);
      let receipt = r.receipt;
      if (receipt && receipt.readAt === null) {
        await receiptRepository(db).markRead(id, auth.userId, Date.now());
        receipt = (await receiptRepository(db).of(id, auth.userId))!;
      }
      const files = (await docRepository(db).files(JSON.parse(r.doc.fileIds) as string[])).map((f) => ({ fileId: f.id, name: f.fullName, fileSize: f.fileSize, fileExtension: f.fileExtension }));
      return { ...docRowOf(r.doc), creatorName: r.doc.creatorName ?? '', files, receipt: receipt ? receiptOf(receipt) : null, canManage: r.manage };
    },

    /** PUT sign/{id}: 签收 by a recipient; the first time stays. */
    async sign(auth: AuthContext, id: string) {
      const r = await readers.reader(auth, id);
      if (!r?.receipt) throw fail.notFound(DocMsg.notFound);
      await receiptRepository(db).sign(id, auth.userId, Date.now());
      return receiptOf((await receiptRepository(db).of(id, auth.userId))!);
    },

    /** docRelay: a recipient hands the document on; the new recipients get a type-6 message. */
    async relay(auth: AuthContext, docId: string, userIds: string[]) {
      const now = Date.now();
      const result = await db.transaction().execute((tx) => relayIn(tx, docId, auth.userId, userIds, now));
      const relayer = await docRepository(db).userOf(auth.userId);
      await notify({
        toUserIds: result.fresh, type: DOC_MESSAGE_TYPE, title: `传阅公文：${result.doc.title}`, sourceId: docId, fromUserId: auth.userId,
        bodyText: `${relayer?.realName ?? ''}向您传阅了公文《${result.doc.title}》（${result.doc.docNo ?? ''}），请及时阅读。`,
      });
      return { relayed: result.fresh.length, skipped: result.skipped };
    },

    /** getDocRelayByDocId: its managers see the whole tree; a recipient the chain to them and what went on from them. */
    async relayTree(auth: AuthContext, docId: string) {
      const r = await readers.readerOrThrow(auth, docId);
      const lines = await receiptRepository(db).allLines(docId);
      return relayTree(r.manage ? lines : ownBranch(lines, r.receipt!.id));
    },

    /** getListByDocId: the receipts of the release and of every relay, for the sender. */
    async receipts(auth: AuthContext, docId: string, q: ReceiptListQuery) {
      await managed(auth, docId);
      const { rows, total, counts } = await receiptRepository(db).page(docId, q);
      return { list: rows, counts, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** The receipts as a workbook (签收情况). */
    async exportReceipts(auth: AuthContext, docId: string) {
      const doc = await managed(auth, docId);
      const lines = await receiptRepository(db).allLines(docId);
      return { buffer: await receiptsWorkbook(lines), fileName: `${doc.title}签收情况` };
    },
  };
}
