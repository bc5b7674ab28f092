import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { EXPORT_MAX_ROWS, MESSAGE_MSG, type ExportRecordsQuery, type MessageInfo, type MessageListQuery } from '../contract';
import type { MessageDelivery } from './delivery';
import { recordsWorkbook } from './excel';
import { recordRepository } from './record-repository';

/**
 * The message centre (§2 /messageRecord, the bell's drawer): everyone signed in, and only their own
 * records — every query is by the caller's user id, so another user's message id finds nothing.
 */
export function recordService(ctx: ServerContext, delivery: MessageDelivery) {
  const db = ctx.database.db;
  const repo = recordRepository(db);

  return {
    async list(auth: AuthContext, q: MessageListQuery) {
      const offset = (q.currentPage - 1) * q.pageSize;
      const { rows, total } = await repo.page(auth.userId, q, { sidx: q.sidx ?? 'releaseTime', sort: q.sort }, offset, q.pageSize);
      return { list: await repo.rowsOf(rows), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** Opens a message: marks it read (the caller's other devices get the new count) and answers the view dialog's fields. */
    async readInfo(auth: AuthContext, messageId: string): Promise<MessageInfo> {
      const record = await repo.record(auth.userId, messageId);
      const message = record && (await repo.message(messageId));
      if (!record || !message) throw fail.notFound(MESSAGE_MSG.deleted);
      const now = Date.now();
      const changed = record.isRead === 0 ? await repo.markRead(auth.userId, messageId, now) : 0;
      if (changed) await delivery.pushCounts([auth.userId]);
      const [row] = await repo.rowsOf([changed ? { ...record, isRead: 1, readTime: now } : record]);
      return {
        ...row!,
        bodyHtml: message.bodyHtml,
        fileIds: message.filesJson ? (JSON.parse(message.filesJson) as string[]) : [],
        readTime: changed ? now : record.readTime === null ? null : Number(record.readTime),
      };
    },

    async readAll(auth: AuthContext, type?: number) {
      const updated = await repo.markAllRead(auth.userId, type, Date.now());
      if (updated) await delivery.pushCounts([auth.userId]);
      return { updated, unreadCount: await repo.unreadCount(auth.userId) };
    },

    async remove(auth: AuthContext, messageIds: string[]) {
      const deleted = await repo.remove(auth.userId, [...new Set(messageIds)]);
      if (deleted) await delivery.pushCounts([auth.userId]);
      return { deleted };
    },

    unreadCount: async (auth: AuthContext) => ({ unreadCount: await repo.unreadCount(auth.userId) }),

    async exportRecords(auth: AuthContext, q: ExportRecordsQuery) {
      const ids = q.ids ? q.ids.split(',').map((s) => s.trim()).filter(Boolean).slice(0, EXPORT_MAX_ROWS) : undefined;
      const records = await repo.exportRows(auth.userId, q, ids, EXPORT_MAX_ROWS);
      return recordsWorkbook(q.docName?.trim() || '消息记录', await repo.rowsOf(records));
    },
  };
}
