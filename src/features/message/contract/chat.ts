import { z } from 'zod';

/**
 * Chat (IM, SPEC §2–§4, §7; ADR chat): one conversation side per user and peer, messages of a pair
 * of users, the §7 socket methods, the REST calls of the drawer, the device collections and the
 * offline writes. A message id is born on the client (UUID), so a message sent twice is stored once.
 */
export const CHAT_COLLECTIONS = { conversations: 'chatConversations', messages: 'chatMessages' } as const;
export const CHAT_MUTATIONS = { send: 'chat.send', read: 'chat.read', remove: 'chat.remove', clear: 'chat.clear' } as const;
/** Files of chat images: owner type `chat`, owner id the message id (its two users may read them). */
export const CHAT_FILE_OWNER = 'chat';

export const CHAT_LIMITS = {
  /** Characters of a text message after trimming (all of it is in the search index). */
  textMax: 1000,
  /** §9: initial chat 30, history 50 a page (loads within 100 px of the top), contacts 20 (300 px). */
  initialMessages: 30,
  historyPage: 50,
  historyEdgePx: 100,
  contactsPage: 20,
  contactsEdgePx: 300,
  /** MessageList pages are at most this long. */
  pageMax: 50,
  /** The newest messages of each conversation a device keeps (collection chatMessages). */
  deviceMessages: 30,
  /** §9 chat image 5 MB. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Preview of the last message kept on a conversation. */
  previewMax: 100,
} as const;

export const CHAT_MESSAGE_TYPES = ['text', 'image'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** Texts the server answers. */
export const CHAT_MSG = {
  empty: '不能发送空白消息',
  tooLong: `消息不能超过${CHAT_LIMITS.textMax}个字符`,
  typeInvalid: '消息类型不合法',
  imageInvalid: '图片消息不合法',
  peerRequired: '请选择聊天对象',
  peerMissing: '聊天对象不存在或已停用',
  self: '不能给自己发消息',
  idInvalid: '消息编号不合法',
  idTaken: '消息编号已存在',
  notYours: '只能查看自己的会话',
  removed: '已移除会话',
  cleared: '已删除聊天记录',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = (message: string) => z.string({ error: message }).min(1, { error: message }).max(64, { error: message });
export const messageId = z.string({ error: CHAT_MSG.idInvalid }).regex(UUID, { error: CHAT_MSG.idInvalid });

/** The content of an image message (§3: path, name, width, height), kept as JSON; the file is read through the files feature. */
export const chatImageContent = z.object({
  fileId: z.string().min(1).max(64),
  name: z.string().max(255).default(''),
  width: z.number().int().min(0).max(100_000).default(0),
  height: z.number().int().min(0).max(100_000).default(0),
});
export type ChatImageContent = z.infer<typeof chatImageContent>;

/** A pair of users' key, the same whoever is first: messages of a conversation are found by it. */
export const pairKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * §7 SendMessage (and the offline write chat.send): text is trimmed and may not be empty; an image
 * names its uploaded file. The content leaves as the text, or the image's JSON.
 */
const sendShape = z.object({
  id: messageId.optional(),
  toUserId: userId(CHAT_MSG.peerRequired),
  messageType: z.enum(CHAT_MESSAGE_TYPES, { error: CHAT_MSG.typeInvalid }),
  messageContent: z.string({ error: CHAT_MSG.empty }).max(20_000, { error: CHAT_MSG.tooLong }),
});
function normalisedContent(v: z.infer<typeof sendShape>, issue: (msg: string) => void): string {
  if (v.messageType === 'text') {
    const text = v.messageContent.trim();
    if (!text) issue(CHAT_MSG.empty);
    else if ([...text].length > CHAT_LIMITS.textMax) issue(CHAT_MSG.tooLong);
    return text;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(v.messageContent);
  } catch {
    parsed = null;
  }
  const image = chatImageContent.safeParse(parsed);
  if (!image.success) issue(CHAT_MSG.imageInvalid);
  return image.success ? JSON.stringify(image.data) : '';
}
const normalise = <V extends z.infer<typeof sendShape>>(v: V, c: z.RefinementCtx) => ({
  id: v.id,
  toUserId: v.toUserId,
  messageType: v.messageType,
  content: normalisedContent(v, (message) => c.addIssue({ code: 'custom', message, input: v.messageContent })),
});
export const sendMessageArgs = sendShape.transform(normalise);
export type SendMessageInput = z.input<typeof sendMessageArgs>;
export type SendMessage = z.output<typeof sendMessageArgs>;
/** The offline write always names its message. */
export const chatSendArgs = sendShape.extend({ id: messageId }).transform((v, c) => ({ ...normalise(v, c), id: v.id }));
export type ChatSendInput = z.input<typeof chatSendArgs>;

/** A message as devices, pushes and history carry it (§3 Chat message: sendUserId, contentType, content, sendTime). */
export const chatMessageRow = z.object({
  id: z.string(),
  pairKey: z.string(),
  sendUserId: z.string(),
  receiveUserId: z.string(),
  contentType: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  sendTime: z.number(),
});
export type ChatMessageRow = z.infer<typeof chatMessageRow>;

/**
 * One user's side of a conversation: unread messages from the peer, what was read and deleted up to
 * when, whether it was removed from the list, and the last message (for the list).
 */
export const chatConversationRow = z.object({
  id: z.string(),
  ownerUserId: z.string(),
  peerUserId: z.string(),
  pairKey: z.string(),
  unread: z.number(),
  readTime: z.number(),
  clearedTime: z.number(),
  hidden: z.number(),
  lastMessageId: z.string().nullable(),
  lastSendUserId: z.string().nullable(),
  lastType: z.string().nullable(),
  lastContent: z.string().nullable(),
  lastTime: z.number(),
});
export type ChatConversationRow = z.infer<typeof chatConversationRow>;
export const CHAT_MESSAGE_COLUMNS = ['id', 'pairKey', 'sendUserId', 'receiveUserId', 'contentType', 'content', 'sendTime'] as const;
export const CHAT_CONVERSATION_COLUMNS = [
  'id', 'ownerUserId', 'peerUserId', 'pairKey', 'unread', 'readTime', 'clearedTime', 'hidden', 'lastMessageId', 'lastSendUserId', 'lastType', 'lastContent', 'lastTime',
] as const;

/** What sending answers (the offline write's result): the message as stored and the sender's side. */
export const sentMessage = z.object({ message: chatMessageRow, conversation: chatConversationRow });
export type SentMessage = z.infer<typeof sentMessage>;

/** §7 MessageList: a page of the conversation with `toUserId`, newest first by page; `sord` orders the page. */
export const messageListArgs = z.object({
  toUserId: userId(CHAT_MSG.peerRequired),
  /** The caller (§7 sends it); another user's id is refused. */
  formUserId: z.string().max(64).optional(),
  currentPage: z.coerce.number({ error: '页码不合法' }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number({ error: '每页条数不合法' }).int().min(1).max(CHAT_LIMITS.pageMax, { error: '每页条数不合法' }).default(CHAT_LIMITS.historyPage),
  sord: z.preprocess((v) => (v === '' || v === undefined || v === null ? 'desc' : String(v).toLowerCase()), z.enum(['asc', 'desc'], { error: '排序方式不合法' })),
  keyword: z.string().max(100, { error: '关键词过长' }).optional(),
  /** Echoed in the answer, so a client can match answers to its requests. */
  requestId: z.string().max(64).optional(),
});
export type MessageListArgs = z.infer<typeof messageListArgs>;

/** §7 UpdateReadMessage: messages from `formUserId` are read (up to `readTime`, default now). */
export const updateReadArgs = z.object({
  formUserId: userId(CHAT_MSG.peerRequired),
  readTime: z.number().int().min(0).optional(),
});
export const peerArgs = z.object({ peerUserId: userId(CHAT_MSG.peerRequired) });
export const chatReadArgs = peerArgs.extend({ readTime: z.number().int().min(0).optional() });
export type ChatReadArgs = z.infer<typeof chatReadArgs>;

/** Socket messages the server sends for chat (§7 received: receiveMessage, sendMessage, messageList). */
export const receiveMessagePush = z.object({ method: z.literal('receiveMessage'), message: chatMessageRow, conversation: chatConversationRow, unreadTotal: z.number() });
export const sendMessagePush = z.object({ method: z.literal('sendMessage'), message: chatMessageRow, conversation: chatConversationRow });
/** A conversation side changed (read, removed, records deleted): the owner's devices take the row; `unreadTotal` is the header's figure. */
export const chatConversationPush = z.object({ method: z.literal('chatConversation'), conversation: chatConversationRow, unreadTotal: z.number() });
export const messageListAnswer = z.object({
  method: z.literal('messageList'),
  requestId: z.string().nullable(),
  toUserId: z.string(),
  keyword: z.string().nullable(),
  list: z.array(chatMessageRow),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
});
export type ReceiveMessagePush = z.infer<typeof receiveMessagePush>;
export type SendMessagePush = z.infer<typeof sendMessagePush>;
export type ChatConversationPush = z.infer<typeof chatConversationPush>;
export type MessageListAnswer = z.infer<typeof messageListAnswer>;

/** §3 Chat conversation, as the REST list of recent conversations answers it (id is the peer's user id). */
export const recentConversation = z.object({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string().nullable(),
  department: z.string(),
  unreadMessage: z.number(),
  latestMessage: z.string().nullable(),
  messageType: z.string().nullable(),
  latestDate: z.number().nullable(),
});
export type RecentConversation = z.infer<typeof recentConversation>;
export const recentConversationsQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().max(100, { error: '关键词过长' }).optional(),
  n: z.unknown().optional(),
});
export const recentConversationPage = z.object({
  list: z.array(recentConversation),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), total: z.number() }),
  /** Unread messages of every conversation (the header indicator). */
  unreadTotal: z.number(),
});
export const peerParams = z.object({ id: userId(CHAT_MSG.peerRequired) });

/** REST of the drawer (§7 imreply paths; the id is the peer's user id). Contacts are the permission feature's ImUser list. */
export const ChatApi = {
  conversations: '/api/message/imreply',
  /** DELETE: remove the conversation from my list (§2 conversation menu: remove). */
  relocation: (peerId: string) => `/api/message/imreply/relocation/${encodeURIComponent(peerId)}`,
  /** DELETE: delete my chat records with this person (the other keeps theirs). */
  deleteChatRecord: (peerId: string) => `/api/message/imreply/deleteChatRecord/${encodeURIComponent(peerId)}`,
  contacts: '/api/permission/Users/ImUser',
} as const;

/** The preview a conversation keeps of its last message: the text, cut; an image's name. */
export function previewOf(type: ChatMessageType, content: string): string {
  if (type === 'text') return [...content].slice(0, CHAT_LIMITS.previewMax).join('');
  const image = chatImageContent.safeParse(safeJson(content));
  return image.success ? image.data.name.slice(0, CHAT_LIMITS.previewMax) : '';
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
