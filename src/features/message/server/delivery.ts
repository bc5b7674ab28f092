import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { pushOutside } from '../../../server/message-push';
import type { DeliveredMessage, Notifier, NotifyMessage, NotifyResult, NotifyTemplateMessage } from '../../../server/notify';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { fillPlaceholders, MESSAGE_TYPES, type MessagePushMessage, type RefreshUnreadCountMessage } from '../contract';
import { deliveryRepository } from './delivery-repository';
import { recordRepository } from './record-repository';

const TITLE_MAX = 200;

/**
 * Sending and pushing (ADR 0019): a message is one base_message row and one record per recipient,
 * written in one transaction; then every recipient with an open socket gets `messagePush` (the row)
 * and `refreshUnreadCount`. A failed push is logged, never undone: the records are the truth and
 * the next list or socket join shows them.
 */
export function messageDelivery(ctx: ServerContext) {
  const db = ctx.database.db;
  const hub = ctx.realtime;
  const online = (userIds: Iterable<string>) => [...new Set(userIds)].filter((u) => hub.has(u));

  async function safely(what: string, push: () => Promise<void>) {
    try {
      await push();
    } catch (error) {
      ctx.log.warn({ err: error }, `message push failed: ${what}`);
    }
  }

  /** `refreshUnreadCount` to each of these users who is connected. */
  const pushCounts = (userIds: Iterable<string>) => safely('unread count', async () => {
    const users = online(userIds);
    if (users.length === 0) return;
    const counts = await recordRepository(db).unreadCounts(users);
    for (const u of users) hub.send(u, { method: 'refreshUnreadCount', unreadCount: counts.get(u) ?? 0 } satisfies RefreshUnreadCountMessage);
  });

  /**
   * A new message reached these users: `messagePush` with its row, then `refreshUnreadCount`; with
   * `outside` (what `write` answered), also to 企业微信/钉钉 and any other channel a feature brings
   * (ADR 0038), in the background.
   */
  const pushNew = (messageId: string, userIds: Iterable<string>, outside?: DeliveredMessage) => safely('new message', async () => {
    if (outside) pushOutside(ctx, outside);
    const users = online(userIds);
    if (users.length === 0) return;
    const repo = recordRepository(db);
    const record = await repo.record(users[0]!, messageId);
    if (!record) return;
    const [row] = await repo.rowsOf([{ ...record, isRead: 0, readTime: null }]);
    const counts = await repo.unreadCounts(users);
    for (const u of users) {
      const unreadCount = counts.get(u) ?? 0;
      hub.send(u, { method: 'messagePush', message: row!, unreadCount } satisfies MessagePushMessage);
      hub.send(u, { method: 'refreshUnreadCount', unreadCount } satisfies RefreshUnreadCountMessage);
    }
  });

  /**
   * Writes the message and one record per enabled recipient inside `trx` (a feature that owns its
   * transaction, like mail, makes both in one); the caller pushes with `pushNew` after the commit.
   */
  async function write(trx: typeof db, m: NotifyMessage): Promise<{ messageId: string; users: string[]; outside: DeliveredMessage } | null> {
    if (!(MESSAGE_TYPES as readonly number[]).includes(m.type)) throw new Error(`notify: message type ${String(m.type)} is not one of 1–7`);
    const title = m.title.trim().slice(0, TITLE_MAX);
    if (!title) throw new Error('notify: a message needs a title');
    const now = Date.now();
    const id = newId(now);
    const repo = deliveryRepository(trx);
    const users = await repo.enabledUsers(m.toUserIds);
    if (users.length === 0) return null;
    await repo.insertMessage({
      id, category: 'message', type: m.type, title, bodyHtml: m.bodyHtml ? sanitizeRichText(m.bodyHtml) : null, bodyText: m.bodyText ?? null,
      sourceId: m.sourceId ?? null, modelId: m.modelId ?? null, filesJson: m.fileIds?.length ? JSON.stringify(m.fileIds) : null, recipientsJson: null,
      status: 1, creatorUserId: m.fromUserId ?? null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null, releaseUserId: m.fromUserId ?? null, releaseTime: now,
    });
    await repo.insertReceives(id, users, { type: m.type, title, releaseTime: now });
    const outside: DeliveredMessage = { messageId: id, toUserIds: users, type: m.type, title, ...(m.bodyHtml ? { bodyHtml: m.bodyHtml } : {}), ...(m.bodyText ? { bodyText: m.bodyText } : {}) };
    return { messageId: id, users, outside };
  }

  async function send(m: NotifyMessage): Promise<NotifyResult> {
    const written = await db.transaction().execute((trx) => write(trx, m));
    if (!written) return { messageId: null, delivered: 0 };
    await pushNew(written.messageId, written.users, written.outside);
    return { messageId: written.messageId, delivered: written.users.length };
  }

  async function sendTemplate(m: NotifyTemplateMessage): Promise<NotifyResult> {
    const template = await deliveryRepository(db).templateByCode(m.templateCode);
    if (!template || template.enabledMark !== 1) {
      ctx.log.warn({ templateCode: m.templateCode }, 'notify: message template missing or disabled; nothing sent');
      return { messageId: null, delivered: 0 };
    }
    const { templateCode: _code, params, ...rest } = m;
    return send({
      ...rest,
      type: template.messageSource as NotifyMessage['type'],
      title: fillPlaceholders(template.title, params),
      bodyHtml: fillPlaceholders(template.content, params, true),
    });
  }

  const notifier: Notifier = { send, sendTemplate };
  return { notifier, write, pushNew, pushCounts };
}
export type MessageDelivery = ReturnType<typeof messageDelivery>;
