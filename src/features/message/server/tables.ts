/**
 * base_message: one row per message — a notice an administrator writes (category 'notice': draft,
 * released, withdrawn) or a notification a feature sends (category 'message', released at once).
 */
export interface MessageTable {
  id: string;
  category: 'notice' | 'message';
  /** §3 type 1–7. */
  type: number;
  title: string;
  /** Sanitised HTML (sanitize-html on write). */
  bodyHtml: string | null;
  /** Plain text, or the workflow config a type-2 click opens. */
  bodyText: string | null;
  sourceId: string | null;
  modelId: string | null;
  /** JSON array of file ids (files feature). */
  filesJson: string | null;
  /** Notices: JSON {all, organizeIds, roleIds, userIds}, resolved to receive rows on release. */
  recipientsJson: string | null;
  /** 0 draft, 1 released, 2 withdrawn. */
  status: number;
  /** The sender; null for the system. */
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
  releaseUserId: string | null;
  releaseTime: number | null;
}

/**
 * base_message_receive: one row per recipient of a released message, with the list's fields
 * copied (type, title, releaseTime) so the message centre reads one table through a per-user index.
 */
export interface MessageReceiveTable {
  id: string;
  messageId: string;
  userId: string;
  type: number;
  title: string;
  /** 0 unread, 1 read. */
  isRead: number;
  readTime: number | null;
  releaseTime: number;
}

/** base_message_template: `{placeholders}` filled when a feature sends through `ctx.notify.sendTemplate`. */
export interface MessageTemplateTable {
  id: string;
  fullName: string;
  enCode: string;
  /** 1 system (kept), 2 custom. */
  templateType: number;
  /** The message type (1–7) it sends. */
  messageSource: number;
  title: string;
  content: string;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** base_message_counter: per user, records and unread records; kept by triggers on base_message_receive. */
export interface MessageCounterTable {
  userId: string;
  total: number;
  unread: number;
}

/** base_mail: one row per in-app mail (draft or sent); the author's outbox copy is this row. */
export interface MailTable {
  id: string;
  subject: string;
  /** Sanitised HTML. */
  bodyHtml: string;
  /** JSON arrays of user ids. */
  toJson: string;
  ccJson: string;
  /** JSON array of file ids (owner type mail, owner id this id). */
  filesJson: string;
  replyToId: string | null;
  forwardOfId: string | null;
  /** 0 draft, 1 sent. */
  status: number;
  authorUserId: string;
  /** 1 when the author deleted their outbox copy (recipients keep theirs). */
  authorDeleted: number;
  creatorTime: number;
  lastModifyTime: number | null;
  sendTime: number | null;
}

/** base_mail_receive: a recipient's copy of a sent mail (To or Cc), with the inbox's fields copied. */
export interface MailReceiveTable {
  id: string;
  mailId: string;
  userId: string;
  /** 'to' or 'cc'. */
  kind: string;
  subject: string;
  senderUserId: string;
  sendTime: number;
  isRead: number;
  readTime: number | null;
  starred: number;
}

/** base_read_relation: who opened which item (§7 public/relation), once per (user, kind, item); the last open updates lastTime. */
export interface ReadRelationTable {
  id: string;
  userId: string;
  kind: string;
  objectId: string;
  firstTime: number;
  lastTime: number;
}

export interface MessageTables {
  baseReadRelation: ReadRelationTable;
  baseMail: MailTable;
  baseMailReceive: MailReceiveTable;
  baseMessageCounter: MessageCounterTable;
  baseMessage: MessageTable;
  baseMessageReceive: MessageReceiveTable;
  baseMessageTemplate: MessageTemplateTable;
}

declare module '../../../server/db/schema' {
  interface DB extends MessageTables {}
}
