import { sql, type SqlBool } from 'kysely';
import { fail } from '../../../server/http/api-error';
import { defineCollection } from '../../../server/sync/collections';
import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import {
  MAIL_COLLECTIONS as C, MAIL_INBOX_COLUMNS, MAIL_MUTATIONS, MAIL_ROW_COLUMNS, MESSAGE_MSG, mailReadArgs, mailRemoveArgs, mailSaveArgs, mailStarArgs,
} from '../contract';
import { messageDelivery } from './delivery';
import { mailRepository } from './mail-repository';
import { mailWrites, runMailEffects, type MailEffects } from './mail-writes';

/**
 * 站内信 on the device (ADR 0028): `mails` — what the caller wrote (drafts and sent, until they
 * delete it from the outbox) or holds a copy of, bodies included, so a mail opens offline;
 * `mailInbox` — the caller's copies (read, starred).
 */
export const mailCollections = [
  defineCollection({
    name: C.mails, source: C.mails, table: 'baseMail', columns: [...MAIL_ROW_COLUMNS],
    // Two index reads (author's mails, the caller's copies) rather than an OR that scans every mail.
    only: (auth) => sql<SqlBool>`base_mail.id in (select a.id from base_mail a where a.author_user_id = ${auth.userId} and a.author_deleted = 0
      union all select r.mail_id from base_mail_receive r where r.user_id = ${auth.userId})`,
  }),
  defineCollection({
    name: C.inbox, source: C.inbox, table: 'baseMailReceive', columns: [...MAIL_INBOX_COLUMNS],
    only: (auth) => sql<SqlBool>`base_mail_receive.user_id = ${auth.userId}`,
  }),
];

/** The mail writes of the push's transaction; the bells, counts and pulls they owe run once it committed. */
function writes(m: MutationContext) {
  const delivery = messageDelivery(m.ctx);
  const owe = (e: MailEffects) => m.afterCommit(() => runMailEffects(m.ctx, delivery, e));
  return { w: mailWrites(m.tx, m.auth.userId, delivery), owe };
}

/**
 * The writes a device makes, online or not, through the sync outbox: each applied once per
 * (device, mutation id), so a mail sent offline is sent exactly once however often the device
 * retries. No `collections` are declared: instead of the push route's poke to every socket, the
 * people a write concerns (author, recipients) are told to pull (runMailEffects).
 */
export const mailMutations = [
  defineServerMutation({
    name: MAIL_MUTATIONS.save,
    args: mailSaveArgs,
    collections: [],
    async apply(args, m) {
      const { w, owe } = writes(m);
      const saved = await w.save({ kind: 'upsert', id: args.id }, args);
      owe(saved.effects);
      return { kind: 'applied', result: { sent: saved.sent, row: await mailRepository(m.tx).deviceRow(saved.id) } };
    },
  }),
  defineServerMutation({
    name: MAIL_MUTATIONS.read,
    args: mailReadArgs,
    collections: [],
    async apply(args, m) {
      const { w, owe } = writes(m);
      // Read on a device after the copy was deleted elsewhere: nothing to mark, nothing to refuse.
      owe((await w.read(args.mailId)).effects);
      const row = await mailRepository(m.tx).inboxRow(m.auth.userId, args.mailId);
      return { kind: 'applied', result: row ? { row } : null };
    },
  }),
  defineServerMutation({
    name: MAIL_MUTATIONS.star,
    args: mailStarArgs,
    collections: [],
    async apply(args, m) {
      const { w, owe } = writes(m);
      owe(await w.star(args.mailId, args.starred));
      const row = await mailRepository(m.tx).inboxRow(m.auth.userId, args.mailId);
      if (!row) throw fail.notFound(MESSAGE_MSG.deleted);
      return { kind: 'applied', result: { row } };
    },
  }),
  defineServerMutation({
    name: MAIL_MUTATIONS.remove,
    args: mailRemoveArgs,
    collections: [],
    async apply(args, m) {
      const { w, owe } = writes(m);
      const { deleted, effects } = await w.remove(args.box, args.ids);
      owe(effects);
      return { kind: 'applied', result: { deleted } };
    },
  }),
];
