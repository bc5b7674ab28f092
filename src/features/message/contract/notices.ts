import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { readStateParam } from './records';
import { MESSAGE_MSG } from './types';

/** A notice goes draft → released → withdrawn (and may be released again). */
export const NOTICE_STATUS = { draft: 0, released: 1, withdrawn: 2 } as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
export const NOTICE_STATUS_NAME: Record<NoticeStatus, string> = { 0: '草稿', 1: '已发布', 2: '已撤回' };

export const NOTICE_TITLE_MAX = 100;
/** Bodies may carry data: images; the request limit (2 MB) bounds them anyway. */
export const NOTICE_BODY_MAX = 1_500_000;
export const NOTICE_FILES_MAX = 20;
const RECIPIENTS_MAX = 1000;

const ids = z.array(z.string().min(1).max(64)).max(RECIPIENTS_MAX).default([]);

/** Who a notice reaches, resolved to users when it is released: everyone, organisations (with their sub-organisations), roles, users. */
export const noticeRecipients = z.object({
  all: z.boolean().default(false),
  organizeIds: ids,
  roleIds: ids,
  userIds: ids,
});
export type NoticeRecipients = z.infer<typeof noticeRecipients>;
export const hasRecipients = (r: NoticeRecipients) => r.all || r.organizeIds.length + r.roleIds.length + r.userIds.length > 0;

const title = z.string({ error: MESSAGE_MSG.titleRequired }).trim().min(1, { error: MESSAGE_MSG.titleRequired }).max(NOTICE_TITLE_MAX, { error: MESSAGE_MSG.titleTooLong });

/** Saving a notice (draft or edit). The body is the editor's HTML; the server sanitises it before it is stored. */
export const noticeBody = z.object({
  /**
   * The new notice's id when the client made it (create only): its attachments are uploaded before
   * the first save, as files of this notice (owner type NOTICE_FILE_OWNER), so recipients may read them.
   */
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: MESSAGE_MSG.noticeIdInvalid }).optional(),
  title,
  bodyHtml: z.string().max(NOTICE_BODY_MAX, { error: MESSAGE_MSG.bodyTooLong }).default(''),
  /** 5 公告 or 7 通知 (§3 "5 and 7 notice"). */
  type: z.union([z.literal(5), z.literal(7)], { error: MESSAGE_MSG.typeInvalid }).default(5),
  fileIds: z.array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: MESSAGE_MSG.fileIdInvalid })).max(NOTICE_FILES_MAX, { error: MESSAGE_MSG.filesTooMany }).default([]),
  recipients: noticeRecipients.default({ all: false, organizeIds: [], roleIds: [], userIds: [] }),
});
export type NoticeBody = z.infer<typeof noticeBody>;

/** The owner type of a notice's attachments (a file record's ownerType; the owner id is the notice id). */
export const NOTICE_FILE_OWNER = 'message';

export const noticeSortable = ['creatorTime', 'releaseTime', 'title'] as const;
export const noticeListQuery = listQuery(noticeSortable).extend({
  status: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MESSAGE_MSG.statusInvalid }).optional()),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

export const noticeRow = z.object({
  id: z.string(),
  title: z.string(),
  type: z.number(),
  status: z.number(),
  creatorUser: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  releaseUser: z.string().nullable(),
  releaseTime: z.number().nullable(),
  /** Recipients who hold it now (released), and of those who opened it. */
  recipientCount: z.number(),
  readCount: z.number(),
});
export type NoticeRow = z.infer<typeof noticeRow>;
export const noticePage = listPageSchema(noticeRow);

export const noticeInfo = noticeRow.extend({
  bodyHtml: z.string(),
  fileIds: z.array(z.string()),
  recipients: noticeRecipients,
});
export type NoticeInfo = z.infer<typeof noticeInfo>;
export const noticeIdAnswer = z.object({ id: z.string() });

/** Read receipts of a released notice: who has read it and who has not. */
export const receiptQuery = listQuery(['readTime', 'realName'] as const).extend({ isRead: readStateParam });
export type ReceiptQuery = z.infer<typeof receiptQuery>;
export const receiptRow = z.object({
  userId: z.string(),
  realName: z.string(),
  account: z.string(),
  organizeName: z.string().nullable(),
  isRead: z.enum(['0', '1']),
  readTime: z.number().nullable(),
});
export type ReceiptRow = z.infer<typeof receiptRow>;
export const receiptPage = listPageSchema(receiptRow).extend({
  summary: z.object({ total: z.number(), read: z.number(), unread: z.number() }),
});
