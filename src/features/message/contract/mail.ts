import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';

/** 站内信's page: the menu entry (扩展应用 › 站内信) at /extend/email, the §2 click target of a type-3 message. */
export const MAIL_MODULE = 'extend.email';
/** 站内信 (§7 /api/buss/innermail): a mail's attachments are files with this owner type and the mail id as owner id. */
export const MAIL_FILE_OWNER = 'mail';
export const MAIL_SUBJECT_MAX = 100;
export const MAIL_BODY_MAX = 1_500_000;
export const MAIL_FILES_MAX = 20;
export const MAIL_RECIPIENTS_MAX = 200;
/** 0 draft, 1 sent. */
export const MAIL_STATUS = { draft: 0, sent: 1 } as const;

export const MAIL_MSG = {
  subjectRequired: '请输入主题',
  subjectTooLong: '主题不能超过100个字符',
  bodyTooLong: '正文过长',
  idInvalid: '邮件编号不合法',
  idTaken: '邮件编号已存在',
  recipientsRequired: '请选择收件人',
  recipientMissing: '收件人不存在或已停用',
  recipientsTooMany: '收件人过多',
  filesTooMany: '附件最多20个',
  fileIdInvalid: '附件编号不合法',
  alreadySent: '邮件已发送',
  selectMails: '请选择要删除的邮件',
  sent: '发送成功',
  saved: '保存成功',
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const userIds = z.array(z.string().min(1).max(64)).max(MAIL_RECIPIENTS_MAX, { error: MAIL_MSG.recipientsTooMany }).default([]);
const ref = z.string().min(1).max(64).optional().nullable();

/** Saving a draft (POST draft, PUT draft/{id}); `send: true` sends it. The body is sanitised on the server. */
export const mailBody = z.object({
  /** The new mail's id when the client made it (create only), so attachments can be uploaded before the first save. */
  id: z.string().regex(uuid, { error: MAIL_MSG.idInvalid }).optional(),
  subject: z.string({ error: MAIL_MSG.subjectRequired }).trim().min(1, { error: MAIL_MSG.subjectRequired }).max(MAIL_SUBJECT_MAX, { error: MAIL_MSG.subjectTooLong }),
  bodyHtml: z.string().max(MAIL_BODY_MAX, { error: MAIL_MSG.bodyTooLong }).default(''),
  toUserIds: userIds,
  ccUserIds: userIds,
  fileIds: z.array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: MAIL_MSG.fileIdInvalid })).max(MAIL_FILES_MAX, { error: MAIL_MSG.filesTooMany }).default([]),
  replyToId: ref,
  forwardOfId: ref,
  send: z.boolean().default(false),
});
export type MailBody = z.infer<typeof mailBody>;

const flag = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v === true || v === 'true' || v === 1 || v === '1'), z.boolean().optional());

export const mailSortable = ['sendTime', 'subject'] as const;
/** inbox/query, outbox/query (and draft lists): keyword over subject and sender; `starred`, `unread` apply to the inbox. */
export const mailListQuery = listQuery(mailSortable).extend({ starred: flag, unread: flag });
export type MailListQuery = z.infer<typeof mailListQuery>;

export const mailRow = z.object({
  id: z.string(),
  subject: z.string(),
  senderUserId: z.string(),
  sender: z.string().nullable(),
  /** Sent time (null for drafts), else the last save. */
  sendTime: z.number().nullable(),
  /** Inbox: the caller's own state; outbox: always '1' and false. */
  isRead: z.enum(['0', '1']),
  starred: z.boolean(),
  hasFiles: z.boolean(),
});
export type MailRow = z.infer<typeof mailRow>;
export const mailPage = listPageSchema(mailRow);

export const mailInfo = mailRow.extend({
  status: z.number(),
  bodyHtml: z.string(),
  toUserIds: z.array(z.string()),
  ccUserIds: z.array(z.string()),
  fileIds: z.array(z.string()),
  replyToId: z.string().nullable(),
  forwardOfId: z.string().nullable(),
  creatorTime: z.number(),
});
export type MailInfo = z.infer<typeof mailInfo>;

export const mailIdAnswer = z.object({ id: z.string(), sent: z.boolean() });
export const mailIdsBody = z.object({
  ids: z.array(z.string().min(1).max(64), { error: MAIL_MSG.selectMails }).min(1, { error: MAIL_MSG.selectMails }).max(1000),
});
export const mailStarBody = z.object({ starred: z.boolean() });

const p = (s: string) => `/api/buss/innermail/${s}`;
const e = encodeURIComponent;
export const MailApi = {
  draft: p('draft'),
  draftOf: (id: string) => p(`draft/${e(id)}`),
  draftQuery: p('draft/query'),
  inboxQuery: p('inbox/query'),
  outboxQuery: p('outbox/query'),
  inboxOf: (id: string) => p(`inbox/${e(id)}`),
  outboxOf: (id: string) => p(`outbox/${e(id)}`),
  star: (id: string) => p(`inbox/${e(id)}/Actions/Star`),
  deleteBatch: (box: 'inbox' | 'outbox' | 'draft') => p(`${box}/deleteBatch`),
} as const;

/* ── On the device (ADR 0028): the author's mails and the caller's inbox copies, and the writes a device makes. ── */

export type MailBox = 'inbox' | 'outbox' | 'draft';
/** Sync collections (and Dexie tables): `mails` — mails the caller wrote (drafts, sent) or holds a copy of, with bodies; `mailInbox` — the caller's copies. */
export const MAIL_COLLECTIONS = { mails: 'mails', inbox: 'mailInbox' } as const;
export const MAIL_MUTATIONS = { save: 'mail.save', read: 'mail.read', star: 'mail.star', remove: 'mail.remove' } as const;
export const MAIL_ROW_COLUMNS = ['id', 'subject', 'bodyHtml', 'toJson', 'ccJson', 'filesJson', 'replyToId', 'forwardOfId', 'status', 'authorUserId', 'creatorTime', 'lastModifyTime', 'sendTime'] as const;
export const MAIL_INBOX_COLUMNS = ['id', 'mailId', 'kind', 'subject', 'senderUserId', 'sendTime', 'isRead', 'readTime', 'starred'] as const;

/** A `mails` row as a device holds it. */
export interface MailDeviceRow {
  id: string;
  subject: string;
  bodyHtml: string;
  toJson: string;
  ccJson: string;
  filesJson: string;
  replyToId: string | null;
  forwardOfId: string | null;
  status: number;
  authorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
  sendTime: number | null;
}

/** A `mailInbox` row: one copy of a mail the caller received. */
export interface MailInboxDeviceRow {
  id: string;
  mailId: string;
  kind: string;
  subject: string;
  senderUserId: string;
  sendTime: number;
  isRead: number;
  readTime: number | null;
  starred: number;
}

const mailId = z.string().min(1).max(64);
/** `mail.save`: the whole mail (its id made on the device), saved as a draft or sent — a repeat changes nothing (sync idempotency). */
export const mailSaveArgs = mailBody.extend({ id: z.string({ error: MAIL_MSG.idInvalid }).regex(uuid, { error: MAIL_MSG.idInvalid }) });
export type MailSaveArgs = z.infer<typeof mailSaveArgs>;
export const mailReadArgs = z.object({ mailId });
export const mailStarArgs = z.object({ mailId, starred: z.boolean() });
export const mailRemoveArgs = z.object({ box: z.enum(['inbox', 'outbox', 'draft']), ids: mailIdsBody.shape.ids });
export type MailRemoveArgs = z.infer<typeof mailRemoveArgs>;
