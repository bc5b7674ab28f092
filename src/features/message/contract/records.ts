import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { MESSAGE_MSG, MESSAGE_TYPES, messageRow, type MessageType } from './types';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `type` 1–7 from a query string (§3); '' means all. */
export const messageTypeParam = z.preprocess(
  (v) => (blank(v) === undefined ? undefined : Number(v)),
  z.number({ error: MESSAGE_MSG.typeInvalid }).refine((n): n is MessageType => (MESSAGE_TYPES as readonly number[]).includes(n), { error: MESSAGE_MSG.typeInvalid }).optional(),
);
export const readStateParam = z.preprocess(blank, z.enum(['0', '1'], { error: MESSAGE_MSG.readStateInvalid }).optional());

/** The message centre's columns that may be sorted on (each has its index per user). */
export const messageSortable = ['releaseTime', 'title'] as const;

/** §7 "List query: currentPage, pageSize, sort, keyword, type", plus the centre's read-state filter. */
export const messageListQuery = listQuery(messageSortable).extend({ type: messageTypeParam, isRead: readStateParam });
export type MessageListQuery = z.infer<typeof messageListQuery>;
export const messagePage = listPageSchema(messageRow);

/** ReadInfo: the row plus what the view dialog shows (§2: title, date, sender, HTML body, attachments). */
export const messageInfo = messageRow.extend({
  /** Sanitised when stored; the client sanitises again before showing it. */
  bodyHtml: z.string().nullable(),
  /** File ids of the files feature; their names and downloads come from it. */
  fileIds: z.array(z.string()),
  readTime: z.number().nullable(),
});
export type MessageInfo = z.infer<typeof messageInfo>;

export const messageIdParams = z.object({ id: z.string().min(1).max(64) });

/** DELETE /api/message/Record: the caller's own records of these messages (others' ids are ignored). */
export const deleteRecordsBody = z.object({
  ids: z.array(z.string().min(1).max(64), { error: MESSAGE_MSG.selectRecords }).min(1, { error: MESSAGE_MSG.selectRecords }).max(1000),
});
export const deletedAnswer = z.object({ deleted: z.number() });

/** ReadAll of one type only when given. */
export const readAllQuery = z.object({ type: messageTypeParam, n: z.unknown().optional() });
export const readAllAnswer = z.object({ updated: z.number(), unreadCount: z.number() });
export const unreadCountAnswer = z.object({ unreadCount: z.number() });

/** §7 `POST /api/message/Actions/Export?ids=&docName=`: the given ids (comma list), else the list's filters. */
export const exportRecordsQuery = z.object({
  ids: z.string().max(65_000).optional(),
  docName: z.string().max(50).optional(),
  type: messageTypeParam,
  isRead: readStateParam,
  keyword: z.string().max(100, { error: '关键词过长' }).optional(),
  n: z.unknown().optional(),
});
export type ExportRecordsQuery = z.infer<typeof exportRecordsQuery>;

/** Rows one export holds at most. */
export const EXPORT_MAX_ROWS = 50_000;
