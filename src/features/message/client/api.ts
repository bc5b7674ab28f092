import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { FileApi, type FileInfo } from '@/features/files/contract';
import {
  MessageApi, type MessageInfo, type MessageRow, type NoticeBody, type NoticeInfo, type NoticeRow, type ReceiptRow, type TemplateBody, type TemplateInfo, type TemplateRow,
} from '@/features/message/contract';
import { http } from '@/lib/http/client';

export interface MessageFilters { type?: number; isRead?: '0' | '1' }
export interface NoticeFilters { status?: number }
export interface TemplateFilters { messageSource?: number }
export type ReceiptPage = ListPage<ReceiptRow> & { summary: { total: number; read: number; unread: number } };

export const messageApi = {
  page: (query: ListRequest & MessageFilters) => http.get<ListPage<MessageRow>>(MessageApi.list, { ...query }),
  /** Opening a message marks it read for the caller. */
  info: (id: string) => http.get<MessageInfo>(MessageApi.readInfo(id)),
  readAll: () => http.post<{ updated: number; unreadCount: number }>(MessageApi.readAll),
  unreadCount: () => http.get<{ unreadCount: number }>(MessageApi.unreadCount),
  remove: (ids: string[]) => http.action('DELETE', MessageApi.deleteRecords, { ids }),
  files: (ids: string[]) => (ids.length ? http.post<FileInfo[]>(FileApi.infoByIds, { ids }) : Promise.resolve([])),
  fileLink: (file: FileInfo) => http.get<{ url: string }>(FileApi.download(file.fileType, file.fileId)),
};

export const noticeApi = {
  page: (query: ListRequest & NoticeFilters) => http.get<ListPage<NoticeRow>>(MessageApi.notices, { ...query }),
  info: (id: string) => http.get<NoticeInfo>(MessageApi.notice(id)),
  create: (body: NoticeBody) => http.post<{ id: string }>(MessageApi.notices, body),
  update: (id: string, body: NoticeBody) => http.put<{ id: string }>(MessageApi.notice(id), body),
  remove: (id: string) => http.action('DELETE', MessageApi.notice(id)),
  release: (id: string) => http.action('PUT', MessageApi.release(id)),
  withdraw: (id: string) => http.action('PUT', MessageApi.withdraw(id)),
  receipts: (id: string, query: ListRequest & { isRead?: '0' | '1' }) => http.get<ReceiptPage>(MessageApi.receipts(id), { ...query }),
};

export const templateApi = {
  page: (query: ListRequest & TemplateFilters) => http.get<ListPage<TemplateRow>>(MessageApi.templates, { ...query }),
  info: (id: string) => http.get<TemplateInfo>(MessageApi.template(id)),
  create: (body: TemplateBody) => http.action('POST', MessageApi.templates, body),
  update: (id: string, body: TemplateBody) => http.action('PUT', MessageApi.template(id), body),
  remove: (id: string) => http.action('DELETE', MessageApi.template(id)),
  copy: (id: string) => http.action('POST', MessageApi.copyTemplate(id)),
};
