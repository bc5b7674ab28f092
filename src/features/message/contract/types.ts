import { z } from 'zod';

/** Menus (system directory): the message centre itself is the fixed route /messageRecord (§2), open to everyone signed in. */
export const NOTICE_MODULE = 'system.notice';
export const TEMPLATE_MODULE = 'system.messageTemplate';
export const MESSAGE_CENTRE_ROUTE = '/messageRecord';

/**
 * SPEC §3 notification types: 1 plain (opens the view dialog), 2 workflow (bodyText is the
 * workflow config, may contain ERROR), 3 in-app mail, 4 risk reminder, 5 and 7 notice,
 * 6 official document release.
 */
export const MESSAGE_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const NOTICE_TYPES = [5, 7] as const;

/** Names as the server writes them (exports, the type list); the client has its own per language. */
export const MESSAGE_TYPE_NAME: Record<MessageType, string> = {
  1: '系统消息',
  2: '流程消息',
  3: '站内信',
  4: '风险提醒',
  5: '公告',
  6: '公文发布',
  7: '通知',
};

/** Texts the server answers (§8 where the catalogue has one). */
export const MESSAGE_MSG = {
  /** §8 "数据已删除! when related record missing": also a message or notice not addressed to the caller. */
  deleted: '数据已删除!',
  typeInvalid: '消息类型不合法',
  readStateInvalid: '已读状态不合法',
  selectRecords: '请选择要删除的消息',
  titleRequired: '请输入标题',
  titleTooLong: '标题不能超过100个字符',
  bodyTooLong: '正文过长',
  recipientsRequired: '请选择接收对象',
  recipientMissing: '接收对象不存在',
  noRecipients: '接收对象中没有可接收消息的用户',
  releasedNoEdit: '公告已发布，请先撤回再修改',
  releasedNoDelete: '公告已发布，请先撤回再删除',
  alreadyReleased: '公告已发布',
  notReleased: '公告未发布',
  released: '发布成功',
  withdrawn: '撤回成功',
  readAll: '已全部标为已读',
  statusInvalid: '状态不合法',
  filesTooMany: '附件最多20个',
  fileIdInvalid: '附件编号不合法',
  noticeIdInvalid: '公告编号不合法',
  noticeIdTaken: '公告编号已存在',
} as const;

/** Where a click on a notification goes (§2); the drawer and the message centre both follow it. */
export type MessageTarget =
  | { kind: 'dialog' }
  | { kind: 'warning' }
  | { kind: 'route'; to: { name: string } | { path: string }; query: Record<string, string> };

export interface TargetSource {
  id: string;
  type: number;
  sourceId: string | null;
  bodyText: string | null;
  modelId: string | null;
  isRead: string;
}

/** §2 click targets and §5 "workflow notification body with ERROR shows warning, no navigation". */
export function messageTarget(m: TargetSource): MessageTarget {
  const id = m.sourceId ?? m.id;
  switch (m.type) {
    case 2:
      if (!m.bodyText || m.bodyText.includes('ERROR')) return { kind: 'warning' };
      return { kind: 'route', to: { path: '/workFlowDetail' }, query: { config: m.bodyText } };
    case 3:
      return { kind: 'route', to: { path: '/extend/email' }, query: { id, type: 'info', isRead: m.isRead } };
    case 4:
      return { kind: 'route', to: { name: 'investmentOver' }, query: { id, type: 'info', activeIndex: '6' } };
    case 5:
    case 7:
      return { kind: 'route', to: { path: '/list/detail' }, query: { id, modelId: m.modelId ?? '', isRead: m.isRead, mesType: m.type === 5 ? 'nice' : 'mes' } };
    case 6:
      return { kind: 'route', to: { path: '/documentRelease/detail' }, query: { id, isRead: m.isRead, mesType: 'doc' } };
    default:
      return { kind: 'dialog' };
  }
}

/** A notification row as lists, the drawer and the socket carry it (§3 Notification message). */
export const messageRow = z.object({
  /** The message's id (one per message; each recipient has their own read state). */
  id: z.string(),
  title: z.string(),
  type: z.number(),
  releaseUser: z.string().nullable(),
  releaseUserId: z.string().nullable(),
  releaseTime: z.number(),
  /** '1' read, '0' unread (§3). */
  isRead: z.enum(['0', '1']),
  sourceId: z.string().nullable(),
  bodyText: z.string().nullable(),
  modelId: z.string().nullable(),
});
export type MessageRow = z.infer<typeof messageRow>;

/** Socket messages the server sends (§7 received: refreshUnreadCount, messagePush). */
export const refreshUnreadCountMessage = z.object({ method: z.literal('refreshUnreadCount'), unreadCount: z.number().int().nonnegative() });
export const messagePushMessage = z.object({ method: z.literal('messagePush'), message: messageRow, unreadCount: z.number().int().nonnegative() });
export type RefreshUnreadCountMessage = z.infer<typeof refreshUnreadCountMessage>;
export type MessagePushMessage = z.infer<typeof messagePushMessage>;

/** Every path of this slice (under /api). */
export const MessageApi = {
  list: '/api/message',
  readInfo: (id: string) => `/api/message/ReadInfo/${encodeURIComponent(id)}`,
  readAll: '/api/message/Actions/ReadAll',
  deleteRecords: '/api/message/Record',
  unreadCount: '/api/message/UnreadCount',
  exportRecords: '/api/message/Actions/Export',
  notices: '/api/message/Notice',
  /** GET/PUT/DELETE a notice (§7 `/api/message/{id}`; `/api/message/Notice/{id}` answers the same). */
  notice: (id: string) => `/api/message/${encodeURIComponent(id)}`,
  release: (id: string) => `/api/message/${encodeURIComponent(id)}/Actions/Release`,
  withdraw: (id: string) => `/api/message/${encodeURIComponent(id)}/Actions/Withdraw`,
  receipts: (id: string) => `/api/message/Notice/${encodeURIComponent(id)}/ReadReceipts`,
  exportNotices: '/api/message/Notice/Actions/Export',
  templates: '/api/message/MessageTemplateConfig',
  template: (id: string) => `/api/message/MessageTemplateConfig/${encodeURIComponent(id)}`,
  copyTemplate: (id: string) => `/api/message/MessageTemplateConfig/copy/${encodeURIComponent(id)}`,
  typeList: (type: string) => `/api/message/MessageDataType/getTypeList/${encodeURIComponent(type)}`,
} as const;
