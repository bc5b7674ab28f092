import { registerUploadOwner, type UploadOwner } from '@/components/upload/device-store';
import { MAIL_FILE_OWNER, type MailSaveArgs } from '@/features/message/contract';
import type { QingbanDb } from '@/sync/db';
import { mutate } from '@/sync/mutations';
import { saveMail, type LocalSaveArgs } from './device-writes';
import { parseIds, type LocalMail } from './mail-rows';

/*
 * Attachments chosen offline (ADR 0028 addendum): the file waits on the device in the upload queue
 * (owner: this mail) and the shell's runner sends it when there is a network. A mail's writes never
 * name a file the server does not have yet: drafts are saved without the files still on the device
 * (`heldFileIds`, kept on the device's row), and a send that needs them waits here — its arguments
 * under `mail.heldSend:{id}` in the device's meta — until the last of them is uploaded; then, in
 * the transaction that takes that file off the device, the send enters the outbox with every file.
 * A file the user discards meanwhile is left out of the send (when the runner next starts, if it
 * was the last one waiting).
 */

const HELD_PREFIX = 'mail.heldSend:';
const heldKey = (mailId: string) => `${HELD_PREFIX}${mailId}`;
// A later save never replaces a send (the same rule as the compose form's).
export const keepSends = (earlier: unknown): boolean => (earlier as MailSaveArgs).send !== true;

/** Ids of this mail's files still waiting on the device. */
export const heldFileIds = async (db: QingbanDb, mailId: string): Promise<string[]> =>
  (await db.uploads.where('ownerId').equals(mailId).toArray()).filter((e) => e.ownerType === MAIL_FILE_OWNER).map((e) => e.id);

/** Mails whose send waits for their files (listed in the outbox as 未发送). */
export const heldSendIds = async (db: QingbanDb): Promise<Set<string>> =>
  new Set((await db.meta.where('key').startsWith(HELD_PREFIX).primaryKeys()).map((k) => String(k).slice(HELD_PREFIX.length)));

/** Saves a draft through the outbox, the files still on the device held back from the server's copy. */
export async function saveDraft(db: QingbanDb, args: MailSaveArgs): Promise<string> {
  const held = (await heldFileIds(db, args.id)).filter((id) => args.fileIds.includes(id));
  return mutate(saveMail.name, { ...args, send: false, heldFileIds: held } satisfies LocalSaveArgs, { supersedes: keepSends }, db);
}

/**
 * Sends the mail: at once through the outbox when all its files are on the server, else saved as a
 * draft and held until the runner uploads the last of them. Checked and recorded in one transaction
 * with the upload table, so a file that finishes meanwhile cannot slip between the two.
 */
export async function sendMail(db: QingbanDb, args: MailSaveArgs): Promise<{ mutationId: string; waiting: boolean }> {
  return db.transaction('rw', db.dataTables, async () => {
    const held = (await heldFileIds(db, args.id)).filter((id) => args.fileIds.includes(id));
    const send = { ...args, send: true };
    if (!held.length) return { mutationId: await mutate(saveMail.name, send, { supersedes: keepSends }, db), waiting: false };
    await db.setMeta(heldKey(args.id), { args: send, waiting: held } satisfies HeldSend);
    return { mutationId: await mutate(saveMail.name, { ...send, send: false, heldFileIds: held } satisfies LocalSaveArgs, { supersedes: keepSends }, db), waiting: true };
  });
}

/** The send, and which of its files it still waits for (those leaving the device without an upload were discarded). */
interface HeldSend {
  args: MailSaveArgs;
  waiting: string[];
}

/** The held send goes, without the files the user discarded meanwhile (they never reached the server). */
async function release(db: QingbanDb, held: HeldSend): Promise<void> {
  await db.meta.delete(heldKey(held.args.id));
  const fileIds = held.args.fileIds.filter((id) => !held.waiting.includes(id));
  await mutate(saveMail.name, { ...held.args, fileIds, send: true }, { supersedes: keepSends }, db);
}

/** A mail's file reached the server: the held send goes out when it was the last; a draft gets the file. */
export const mailUploadOwner: UploadOwner = {
  async attach(db, entry) {
    const mailId = entry.ownerId;
    if (!mailId) return;
    const rest = (await heldFileIds(db, mailId)).filter((id) => id !== entry.id);
    const held = await db.getMeta<HeldSend | null>(heldKey(mailId), null);
    if (held) {
      const next = { ...held, waiting: held.waiting.filter((id) => id !== entry.id) };
      if (rest.length) await db.setMeta(heldKey(mailId), next);
      else await release(db, next);
      return;
    }
    const mail = (await db.mails.get(mailId)) as LocalMail | undefined;
    if (!mail || mail.status !== 0 || mail.authorUserId !== db.userId) return;
    const fileIds = [...new Set([...parseIds(mail.filesJson), entry.id])];
    await mutate(saveMail.name, {
      id: mail.id, subject: mail.subject, bodyHtml: mail.bodyHtml, toUserIds: parseIds(mail.toJson), ccUserIds: parseIds(mail.ccJson), fileIds,
      replyToId: mail.replyToId, forwardOfId: mail.forwardOfId, send: false, heldFileIds: rest.filter((id) => fileIds.includes(id)),
    } satisfies LocalSaveArgs, { supersedes: keepSends }, db);
  },
  /** When the runner starts: a held send none of whose files is left on the device (all discarded) goes now. */
  async adopt(db) {
    for (const mailId of await heldSendIds(db)) {
      await db.transaction('rw', db.dataTables, async () => {
        const held = await db.getMeta<HeldSend | null>(heldKey(mailId), null);
        if (held && (await heldFileIds(db, mailId)).length === 0) await release(db, held);
      });
    }
  },
};
registerUploadOwner(MAIL_FILE_OWNER, mailUploadOwner);
