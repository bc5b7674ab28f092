import { z } from 'zod';
import {
  MAIL_COLLECTIONS as C, MAIL_MUTATIONS, mailReadArgs, mailRemoveArgs, mailSaveArgs, mailStarArgs, type MailSaveArgs,
} from '@/features/message/contract';
import type { QingbanDb } from '@/sync/db';
import { defineMutation } from '@/sync/mutations';
import { rowKey, type RowKey } from '@/sync/types';
import type { LocalCopy, LocalMail } from './mail-rows';

/**
 * The mail writes a device makes, online or offline, through the sync outbox (ADR 0028). Each
 * applyLocal sets fields (never adds), so it may run again over rows a pull replaced. The local
 * arguments name the device's copy row (`copyId`) for the rows a write marks and undoes;
 * toRequest sends the server's arguments only.
 */
const unique = (ids: readonly string[]) => [...new Set(ids)];
const copyRef = { copyId: z.string().nullish() };
export const localReadArgs = mailReadArgs.extend(copyRef);
export const localStarArgs = mailStarArgs.extend(copyRef);
export const localRemoveArgs = mailRemoveArgs.extend({ copyIds: z.array(z.string()).default([]) });
export type LocalReadArgs = z.infer<typeof localReadArgs>;
export type LocalStarArgs = z.infer<typeof localStarArgs>;
export type LocalRemoveArgs = z.infer<typeof localRemoveArgs>;
/** `heldFileIds`: files of the mail still on the device (mail-uploads.ts): on the device's row, not in the server's. */
export const localSaveArgs = mailSaveArgs.extend({ heldFileIds: z.array(z.string()).optional() });
export type LocalSaveArgs = z.infer<typeof localSaveArgs>;

const mailKey = (id: string): RowKey => rowKey(C.mails, id);
const copyKey = (id: string): RowKey => rowKey(C.inbox, id);
const copyOf = async (db: QingbanDb, a: { mailId: string; copyId?: string | null }) =>
  ((a.copyId ? await db.mailInbox.get(a.copyId) : await db.mailInbox.where('mailId').equals(a.mailId).first()) as LocalCopy | undefined);

/** Save the whole mail as a draft, or send it (`send`): the author's row on the device shows it at once. */
export const saveMail = defineMutation<LocalSaveArgs>(MAIL_MUTATIONS.save, {
  schema: localSaveArgs,
  touches: (a) => [mailKey(a.id)],
  toRequest: ({ heldFileIds = [], ...a }): MailSaveArgs => ({ ...a, fileIds: a.fileIds.filter((id) => !heldFileIds.includes(id)) }),
  applyLocal: async (db, a, ctx) => {
    const old = (await db.mails.get(a.id)) as LocalMail | undefined;
    const to = unique(a.toUserIds);
    const row: LocalMail = {
      _version: 0, ...old, id: a.id, subject: a.subject, bodyHtml: a.bodyHtml, toJson: JSON.stringify(to), ccJson: JSON.stringify(unique(a.ccUserIds).filter((u) => !to.includes(u))),
      filesJson: JSON.stringify(unique(a.fileIds)), replyToId: a.replyToId ?? null, forwardOfId: a.forwardOfId ?? null,
      status: a.send || old?.status === 1 ? 1 : 0, authorUserId: ctx.userId, creatorTime: old?.creatorTime ?? ctx.now, lastModifyTime: ctx.now,
      sendTime: a.send ? (old?.sendTime ?? ctx.now) : (old?.sendTime ?? null),
    };
    await db.mails.put(row as unknown as Parameters<typeof db.mails.put>[0]);
  },
});

export const readMail = defineMutation<LocalReadArgs>(MAIL_MUTATIONS.read, {
  schema: localReadArgs,
  touches: (a) => [a.copyId ? copyKey(a.copyId) : mailKey(a.mailId)],
  toRequest: ({ mailId }) => ({ mailId }),
  applyLocal: async (db, a, ctx) => {
    const copy = await copyOf(db, a);
    if (copy && copy.isRead !== 1) await db.mailInbox.put({ ...copy, isRead: 1, readTime: ctx.now });
  },
});

export const starMail = defineMutation<LocalStarArgs>(MAIL_MUTATIONS.star, {
  schema: localStarArgs,
  touches: (a) => [a.copyId ? copyKey(a.copyId) : mailKey(a.mailId)],
  toRequest: ({ mailId, starred }) => ({ mailId, starred }),
  applyLocal: async (db, a) => {
    const copy = await copyOf(db, a);
    if (copy) await db.mailInbox.put({ ...copy, starred: a.starred ? 1 : 0 });
  },
});

/** Deletes the caller's copies (inbox), sent mails (outbox) or drafts; a mail the caller also wrote or received stays for the other box. */
export const removeMails = defineMutation<LocalRemoveArgs>(MAIL_MUTATIONS.remove, {
  schema: localRemoveArgs,
  touches: (a) => [...a.copyIds.map(copyKey), ...a.ids.map(mailKey)],
  toRequest: ({ box, ids }) => ({ box, ids }),
  applyLocal: async (db, a, ctx) => {
    const ids = new Set(a.ids);
    const mails = ((await db.mails.bulkGet(a.ids)) as (LocalMail | undefined)[]).filter((m): m is LocalMail => !!m);
    if (a.box === 'inbox') {
      const copies = (await db.mailInbox.where('mailId').anyOf([...ids]).toArray()).map((c) => c.id);
      await db.mailInbox.bulkDelete(copies);
      await db.mails.bulkDelete(mails.filter((m) => m.authorUserId !== ctx.userId).map((m) => m.id));
      return;
    }
    const held = new Set((await db.mailInbox.where('mailId').anyOf([...ids]).toArray()).map((c) => c.mailId as string));
    const status = a.box === 'outbox' ? 1 : 0;
    await db.mails.bulkDelete(mails.filter((m) => m.authorUserId === ctx.userId && m.status === status && !held.has(m.id)).map((m) => m.id));
  },
});
