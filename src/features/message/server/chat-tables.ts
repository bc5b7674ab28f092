/**
 * im_conversation: one user's side of a conversation with one peer (two rows per pair): unread
 * messages from the peer, read and deleted watermarks, removed from the list, the last message.
 */
export interface ImConversationTable {
  id: string;
  ownerUserId: string;
  peerUserId: string;
  /** pairKeyOf(owner, peer): the messages of the pair. */
  pairKey: string;
  /** Messages from the peer after readTime (and after clearedTime). */
  unread: number;
  /** Messages from the peer sent at or before this are read. */
  readTime: number;
  /** Messages sent at or before this are deleted for this side (delete chat records). */
  clearedTime: number;
  /** 1 when removed from the list; the next message brings it back. */
  hidden: number;
  lastMessageId: string | null;
  lastSendUserId: string | null;
  lastType: string | null;
  /** A preview: the text cut to 100 characters, an image's name. */
  lastContent: string | null;
  /** Send time of the last message (0 before any). */
  lastTime: number;
  creatorTime: number;
}

/** im_message: one message of a pair of users; the id is born on the sending device. */
export interface ImMessageTable {
  id: string;
  pairKey: string;
  sendUserId: string;
  receiveUserId: string;
  /** 'text' or 'image'. */
  contentType: string;
  /** The trimmed text, or the image's JSON {fileId, name, width, height}. */
  content: string;
  /** What the keyword search indexes: the text of a text message, null for an image. */
  searchText: string | null;
  /** Server time; strictly increasing within a pair. */
  sendTime: number;
}

export interface ChatTables {
  imConversation: ImConversationTable;
  imMessage: ImMessageTable;
}

declare module '../../../server/db/schema' {
  interface DB extends ChatTables {}
}
