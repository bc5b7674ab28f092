import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { MESSAGE_MSG, type MailBody, type MailBox, type MailInfo, type MailListQuery, type MailRow } from '../contract';
import type { MessageDelivery } from './delivery';
import { mailRepository, parseIds } from './mail-repository';
import { mailWrites, runMailEffects, type MailEffects, type SaveTarget } from './mail-writes';
import type { MailTable } from './tables';

/**
 * 站内信 over REST (ADR 0019, mail): every signed-in user has a mailbox. A mail is the author's row
 * (draft, then sent); sending gives each To/Cc recipient a copy and a type-3 notification. Nobody
 * reads another's mail: an id that is not the caller's answers 数据已删除! as one that never existed.
 * Devices make the same writes through the sync outbox (mail-sync.ts).
 */
export function mailService(ctx: ServerContext, delivery: MessageDelivery) {
  const db = ctx.database.db;
  const repo = mailRepository(db);
  const gone = () => fail.notFound(MESSAGE_MSG.deleted);

  /** One write in its own transaction, then what it owes people. */
  async function write<T extends { effects: MailEffects }>(auth: AuthContext, run: (w: ReturnType<typeof mailWrites>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute((trx) => run(mailWrites(trx, auth.userId, delivery)));
    await runMailEffects(ctx, delivery, result.effects);
    return result;
  }
  const save = async (auth: AuthContext, target: SaveTarget, body: MailBody) => {
    const { id, sent } = await write(auth, (w) => w.save(target, body));
    return { id, sent };
  };

  function info(m: MailTable, row: { isRead: boolean; starred: boolean; sender: string | null }): MailInfo {
    const fileIds = parseIds(m.filesJson);
    return {
      id: m.id, subject: m.subject, senderUserId: m.authorUserId, sender: row.sender, sendTime: m.sendTime === null ? null : Number(m.sendTime),
      isRead: row.isRead ? '1' : '0', starred: row.starred, hasFiles: fileIds.length > 0, status: m.status, bodyHtml: m.bodyHtml,
      toUserIds: parseIds(m.toJson), ccUserIds: parseIds(m.ccJson), fileIds, replyToId: m.replyToId, forwardOfId: m.forwardOfId, creatorTime: Number(m.creatorTime),
    };
  }
  const senderName = async (userId: string) => (await db.selectFrom('baseUser').select('realName').where('id', '=', userId).executeTakeFirst())?.realName ?? null;
  const order = (q: MailListQuery) => ({ sidx: q.sidx ?? 'sendTime', sort: q.sort });
  const page = (q: MailListQuery, r: { list: MailRow[]; total: number }) => ({ list: r.list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: r.total } });

  return {
    create: (auth: AuthContext, body: MailBody) => save(auth, { kind: 'create' }, body),
    update: (auth: AuthContext, id: string, body: MailBody) => save(auth, { kind: 'update', id }, body),

    async draft(auth: AuthContext, id: string) {
      const m = await repo.byId(id);
      if (!m || m.authorUserId !== auth.userId || m.status !== 0) throw gone();
      return info(m, { isRead: true, starred: false, sender: await senderName(m.authorUserId) });
    },

    async outboxInfo(auth: AuthContext, id: string) {
      const m = await repo.byId(id);
      if (!m || m.authorUserId !== auth.userId || m.status !== 1 || m.authorDeleted) throw gone();
      return info(m, { isRead: true, starred: false, sender: await senderName(m.authorUserId) });
    },

    /** Opening a received mail marks it read (and its bell record), then pushes the new count. */
    async inboxInfo(auth: AuthContext, id: string) {
      const copy = await repo.receive(auth.userId, id);
      const m = copy && (await repo.byId(id));
      if (!copy || !m) throw gone();
      if (!copy.isRead) await write(auth, (w) => w.read(id));
      return info(m, { isRead: true, starred: copy.starred === 1, sender: await senderName(m.authorUserId) });
    },

    inbox: async (auth: AuthContext, q: MailListQuery) => page(q, await repo.inbox(auth.userId, q, order(q))),
    outbox: async (auth: AuthContext, q: MailListQuery) => page(q, await repo.authored(auth.userId, 1, q, order(q))),
    drafts: async (auth: AuthContext, q: MailListQuery) => page(q, await repo.authored(auth.userId, 0, q, order(q))),

    async star(auth: AuthContext, id: string, starred: boolean) {
      await write(auth, async (w) => ({ effects: await w.star(id, starred) }));
    },

    async deleteBatch(auth: AuthContext, box: MailBox, ids: string[]) {
      const { deleted } = await write(auth, (w) => w.remove(box, ids));
      return { deleted };
    },
  };
}
