/** 公文 (issue 17 §4). */
export interface BizDocumentTable {
  id: string;
  /** 文号 from the bill rule doc.send, taken when the approval passes (签发); null before. */
  docNo: string | null;
  title: string;
  issuingOrg: string;
  /** 普通 / 秘密 / 机密. */
  secretLevel: string;
  /** 普通 / 急 / 特急. */
  urgency: string;
  mainTo: string;
  copyTo: string;
  /** Sanitised HTML. */
  bodyHtml: string;
  /** Attachment file ids (JSON array). */
  fileIds: string;
  status: number;
  flowTaskId: string | null;
  /** The sender's department when saved: what the menu's data scope reads. */
  organizeId: string | null;
  releasedAt: number | null;
  releasedUserId: string | null;
  /** The release's scope as chosen (JSON {organizeIds, roleIds, userIds}); null before the release. */
  recipientsJson: string | null;
  version: number;
  creatorUserId: string;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

/** One recipient of a released document: by the release (parentId null) or relayed by another recipient. */
export interface BizDocReceiptTable {
  id: string;
  docId: string;
  userId: string;
  /** The receipt this one was relayed from; null for the release's own recipients. */
  parentId: string | null;
  relayFromUserId: string | null;
  /** The receipt ids above this one, root first, comma-separated ('' for a root): a branch is one prefix match. */
  path: string;
  depth: number;
  receivedAt: number;
  readAt: number | null;
  signedAt: number | null;
}

export interface DocumentTables {
  bizDocument: BizDocumentTable;
  bizDocReceipt: BizDocReceiptTable;
}

declare module '../../../server/db/schema' {
  interface DB extends DocumentTables {}
}
