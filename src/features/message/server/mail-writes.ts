import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import type { DeliveredMessage } from '../../../server/notify';
import { fail } from '../../../server/http/api-error';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { MAIL_COLLECTIONS, MAIL_MSG, MESSAGE_MSG, type MailBody, type MailBox } from '../contract';
import type { MessageDelivery } from './delivery';
import { deliveryRepository } from './delivery-repository';
import { mailRepository, parseIds } from './mail-repository';

type Db = Kysely<DB>;
const unique = (ids: string[]) => [...new Set(ids)];
const gone = () => fail.notFound(MESSAGE_MSG.deleted);

/** What a committed mail write still owes people: the bell (a new type-3 message), unread counts, device pulls. */
export interface MailEffects {
  notice: { messageId: string; users: string[]; outside?: DeliveredMessage } | null;
  counts: string[];
  poke: string[];
}
const effects = (patch: Partial<MailEffects> = {}): MailEffects => ({ notice: null, counts: [], poke: [], ...patch });

/** How a save finds its mail: a new one (REST create), an existing draft (REST update), or either (a device's `mail.save`). */
export type SaveTarget = { kind: 'create' } | { kind: 'update'; id: string } | { kind: 'upsert'; id: string };

/**
 * 站内信 writes inside a transaction the caller owns (a REST request's, or a sync push's), so the
 * mail, each recipient's copy and their bell records commit together; what must wait for the commit
 * (socket pushes) comes back as effects for `runMailEffects`.
 */
export function mailWrites(trx: Db, userId: string, delivery: MessageDelivery) {
  const repo = mailRepository(trx);

  async function fields(body: MailBody) {
    // A reply or forward names a mail the author may read (no pointing at someone else's).
    const refs = [body.replyToId, body.forwardOfId].filter((r): r is string => !!r);
    if (refs.length && (await repo.readableIds(userId, refs)).size !== new Set(refs).size) throw gone();
    const to = unique(body.toUserIds);
    const cc = unique(body.ccUserIds).filter((u) => !to.includes(u));
    const wanted = [...to, ...cc];
    if (wanted.length && (await deliveryRepository(trx).enabledUsers(wanted)).length !== wanted.length) throw fail.badRequest(MAIL_MSG.recipientMissing);
    return {
      subject: body.subject, bodyHtml: sanitizeRichText(body.bodyHtml), toJson: JSON.stringify(to), ccJson: JSON.stringify(cc),
      filesJson: JSON.stringify(unique(body.fileIds)), replyToId: body.replyToId ?? null, forwardOfId: body.forwardOfId ?? null,
    };
  }

  /** Sends a saved draft: status first (of two sends one wins), then a copy and a bell record per recipient. */
  async function send(id: string, subject: string, f: { toJson: string; ccJson: string }, now: number): Promise<MailEffects> {
    const users = [...parseIds(f.toJson), ...parseIds(f.ccJson)];
    if (users.length === 0) throw fail.badRequest(MAIL_MSG.recipientsRequired);
    if (!(await repo.markSent(id, now))) throw fail.badRequest(MAIL_MSG.alreadySent);
    await repo.insertReceives(id, { subject, senderUserId: userId, sendTime: now }, parseIds(f.toJson), parseIds(f.ccJson));
    // §3 type 3, click /extend/email (messageTarget): in the same transaction as the copies.
    const notice = await delivery.write(trx, { toUserIds: users, type: 3, title: subject, sourceId: id, fromUserId: userId });
    return effects({ notice, poke: [userId, ...users] });
  }

  return {
    async save(target: SaveTarget, body: MailBody): Promise<{ id: string; sent: boolean; effects: MailEffects }> {
      const now = Date.now();
      const f = await fields(body);
      const id = target.kind === 'create' ? (body.id ?? newId(now)) : target.id;
      const current = target.kind === 'create' ? undefined : await repo.byId(id);
      if (target.kind === 'create' && body.id && (await repo.idTaken(body.id))) throw fail.badRequest(MAIL_MSG.idTaken);
      if (target.kind === 'update' && (!current || current.authorUserId !== userId)) throw gone();
      if (current) {
        // Someone else's id (a device that made it up) answers as a taken one; the author's sent mail as sent.
        if (current.authorUserId !== userId) throw fail.badRequest(MAIL_MSG.idTaken);
        if (current.status !== 0) throw fail.badRequest(MAIL_MSG.alreadySent);
        await repo.update(id, { ...f, lastModifyTime: now });
      } else {
        await repo.insert({ id, ...f, status: 0, authorUserId: userId, authorDeleted: 0, creatorTime: now, lastModifyTime: null, sendTime: null });
      }
      if (!body.send) return { id, sent: false, effects: effects({ poke: [userId] }) };
      return { id, sent: true, effects: await send(id, f.subject, f, now) };
    },

    /** Marks the caller's copy read (and its bell record); nothing when it was read already or is not theirs. */
    async read(mailId: string): Promise<{ changed: boolean; effects: MailEffects }> {
      const { copy, bell } = await repo.markRead(userId, mailId, Date.now());
      return { changed: copy > 0, effects: effects({ counts: bell ? [userId] : [], poke: copy ? [userId] : [] }) };
    },

    async star(mailId: string, starred: boolean): Promise<MailEffects> {
      if ((await repo.star(userId, mailId, starred)) === 0) throw gone();
      return effects({ poke: [userId] });
    },

    /** Only the caller's own copies: a recipient's deletion never touches the sender's, nor the other way round. */
    async remove(box: MailBox, ids: string[]): Promise<{ deleted: number; effects: MailEffects }> {
      const list = unique(ids);
      let deleted: number;
      if (box === 'inbox') {
        deleted = await repo.removeReceives(userId, list);
        // The mail rows change nothing, but devices must hear that this reader may no longer hold them.
        if (deleted) await repo.touch(list);
      } else if (box === 'outbox') deleted = await repo.hideSent(userId, list);
      else deleted = await repo.removeDrafts(userId, list);
      return { deleted, effects: effects({ poke: deleted ? [userId] : [] }) };
    },
  };
}

/** After the commit: the recipients' bells, unread counts, and a pull on the devices of everyone concerned. */
export async function runMailEffects(ctx: ServerContext, delivery: MessageDelivery, e: MailEffects): Promise<void> {
  if (e.notice) await delivery.pushNew(e.notice.messageId, e.notice.users, e.notice.outside);
  if (e.counts.length) await delivery.pushCounts(e.counts);
  for (const userId of new Set(e.poke)) {
    try {
      ctx.realtime.send(userId, { method: 'syncChanged', collections: [MAIL_COLLECTIONS.mails, MAIL_COLLECTIONS.inbox] });
    } catch (error) {
      ctx.log.warn({ err: error }, 'mail: device poke failed');
    }
  }
}
