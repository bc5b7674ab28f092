import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { sanitizeRichText } from '../../../server/sanitize-html';
import {
  EXPORT_MAX_ROWS, hasRecipients, MESSAGE_MSG, NOTICE_MODULE, NOTICE_STATUS, noticeRecipients,
  type NoticeBody, type NoticeInfo, type NoticeListQuery, type ReceiptQuery,
} from '../contract';
import { deliveryRepository } from './delivery-repository';
import type { MessageDelivery } from './delivery';
import { noticesWorkbook } from './excel';
import { noticeRepository } from './notice-repository';
import { resolveRecipients, unknownRecipients } from '../../../server/identity/recipients';

const { draft, released, withdrawn } = NOTICE_STATUS;

/**
 * 公告: administrators (menu system.notice and its buttons) write, release and withdraw notices.
 * Releasing resolves the recipients to users and gives each one record in the same transaction;
 * withdrawing takes every record back. Bodies are sanitised before they are stored.
 */
export function noticeService(ctx: ServerContext, delivery: MessageDelivery) {
  const db = ctx.database.db;
  const repo = noticeRepository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, NOTICE_MODULE, button);

  async function fields(trx: typeof db, body: NoticeBody) {
    if (await unknownRecipients(trx, body.recipients)) throw fail.badRequest(MESSAGE_MSG.recipientMissing);
    return {
      title: body.title, type: body.type, bodyHtml: sanitizeRichText(body.bodyHtml),
      filesJson: JSON.stringify([...new Set(body.fileIds)]), recipientsJson: JSON.stringify(body.recipients),
    };
  }

  return {
    async list(auth: AuthContext, q: NoticeListQuery) {
      await allowed(auth);
      const { list, total } = await repo.page(q);
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string): Promise<NoticeInfo> {
      await allowed(auth);
      const [notice, row] = [await repo.byId(id), await repo.row(id)];
      if (!notice || !row) throw fail.notFound(MESSAGE_MSG.deleted);
      return {
        ...row, bodyHtml: notice.bodyHtml ?? '', fileIds: notice.filesJson ? (JSON.parse(notice.filesJson) as string[]) : [],
        recipients: noticeRecipients.parse(notice.recipientsJson ? JSON.parse(notice.recipientsJson) : {}),
      };
    },

    async create(auth: AuthContext, body: NoticeBody): Promise<string> {
      await allowed(auth, 'btn_add');
      const now = Date.now();
      const id = body.id ?? newId(now);
      await db.transaction().execute(async (trx) => {
        if (body.id && (await noticeRepository(trx).idTaken(body.id))) throw fail.badRequest(MESSAGE_MSG.noticeIdTaken);
        await noticeRepository(trx).insert({
          id, category: 'notice', ...(await fields(trx, body)), bodyText: null, sourceId: null, modelId: null, status: draft,
          creatorUserId: auth.userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null, releaseUserId: null, releaseTime: null,
        });
      });
      return id;
    },

    async update(auth: AuthContext, id: string, body: NoticeBody) {
      await allowed(auth, 'btn_edit');
      await db.transaction().execute(async (trx) => {
        const r = noticeRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound(MESSAGE_MSG.deleted);
        if (current.status === released) throw fail.badRequest(MESSAGE_MSG.releasedNoEdit);
        await r.update(id, { ...(await fields(trx, body)), lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
      });
    },

    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (trx) => {
        const r = noticeRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound(MESSAGE_MSG.deleted);
        if (current.status === released) throw fail.badRequest(MESSAGE_MSG.releasedNoDelete);
        await r.remove(id);
      });
    },

    /** §7 PUT /api/message/{id}/Actions/Release: every recipient gets one unread record, and a push when connected. */
    async release(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_release');
      const now = Date.now();
      const users = await db.transaction().execute(async (trx) => {
        const r = noticeRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound(MESSAGE_MSG.deleted);
        const recipients = noticeRecipients.parse(current.recipientsJson ? JSON.parse(current.recipientsJson) : {});
        if (!hasRecipients(recipients)) throw fail.badRequest(MESSAGE_MSG.recipientsRequired);
        // The status moves first: a second release of the same notice waits here, then finds nothing to move.
        if (!(await r.transition(id, [draft, withdrawn], { status: released, releaseUserId: auth.userId, releaseTime: now }))) throw fail.badRequest(MESSAGE_MSG.alreadyReleased);
        const list = await resolveRecipients(trx, recipients);
        if (list.length === 0) throw fail.badRequest(MESSAGE_MSG.noRecipients);
        const deliveries = deliveryRepository(trx);
        await deliveries.removeReceives(id);
        await deliveries.insertReceives(id, list, { type: current.type, title: current.title, releaseTime: now });
        return list;
      });
      await delivery.pushNew(id, users);
      return { recipients: users.length };
    },

    /** Takes a released notice back from every recipient (their bells drop); it may be edited and released again. */
    async withdraw(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_withdraw');
      const users = await db.transaction().execute(async (trx) => {
        const r = noticeRepository(trx);
        if (!(await r.byId(id))) throw fail.notFound(MESSAGE_MSG.deleted);
        if (!(await r.transition(id, [released], { status: withdrawn, lastModifyUserId: auth.userId, lastModifyTime: Date.now() }))) throw fail.badRequest(MESSAGE_MSG.notReleased);
        return deliveryRepository(trx).removeReceives(id);
      });
      await delivery.pushCounts(users);
      return { recipients: users.length };
    },

    async receipts(auth: AuthContext, id: string, q: ReceiptQuery) {
      await allowed(auth);
      const notice = await repo.byId(id);
      if (!notice) throw fail.notFound(MESSAGE_MSG.deleted);
      const { list, total, read, all } = await repo.receipts(id, q);
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total }, summary: { total: all, read, unread: all - read } };
    },

    async exportNotices(auth: AuthContext, q: NoticeListQuery) {
      await allowed(auth, 'btn_export');
      return noticesWorkbook(await repo.exportRows(q, EXPORT_MAX_ROWS));
    },
  };
}
