/** 公文 (issue 17 §4, ADR 0037): a document drafted, approved through a bound flow, released to recipients, read, signed and relayed. */
import { z } from 'zod';
import { listQuery } from '../../contract/list-query';

export const DOC_MENU = 'documentManage';
export const DOC_RECEIVE_MENU = 'documentReceive';
export const DOC_DIRECTORY = 'businessOffice';
export const DOC_PAGE = 'business/document';
export const DOC_RECEIVE_PAGE = 'business/documentReceive';
export const DOC_FLOW = 'docApproval';
export const DOC_BILL_RULE = 'doc.send';
export const DOC_FILE_OWNER = 'document';
/** The bell's type for a released or relayed document (SPEC §3; the click opens /documentRelease/detail?id=). */
export const DOC_MESSAGE_TYPE = 6;
/** What a device keeps of the documents released to its user: the user's receipts, and the documents they point at. */
export const DOC_COLLECTIONS = { documents: 'receivedDocs', receipts: 'docReceipts' } as const;
export const DOC_MUTATIONS = { read: 'doc.read' } as const;

/** The approval's status (SPEC §4) while the document is a draft or in approval, then 6 once released. */
export const DOC_STATUS = { draft: 0, inApproval: 1, approved: 2, rejected: 3, withdrawn: 4, terminated: 5, released: 6 } as const;
export const DOC_STATUS_NAME: Record<number, string> = { 0: '草稿', 1: '审批中', 2: '已通过', 3: '已驳回', 4: '已撤回', 5: '已终止', 6: '已发布' };
/** Its sender may still change it, send it, delete it: not in approval, not approved, not released. */
export const isEditableDoc = (status: number) => status === 0 || status === 3 || status === 4 || status === 5;

export const SECRET_LEVELS = ['普通', '秘密', '机密'] as const;
export const URGENCIES = ['普通', '急', '特急'] as const;
/** zipDocs: documents one downLoadAll packs at most (each with up to `files` attachments). */
export const DOC_LIMITS = { title: 100, org: 100, to: 500, body: 1_500_000, files: 20, recipients: 1000, relay: 200, zipDocs: 50 } as const;

export const DocMsg = {
  titleRequired: '公文标题不能为空',
  titleTooLong: `公文标题不能超过${DOC_LIMITS.title}个字符`,
  orgRequired: '发文机关不能为空',
  orgTooLong: `发文机关不能超过${DOC_LIMITS.org}个字符`,
  secretLevel: '请选择密级（普通、秘密、机密）',
  urgency: '请选择紧急程度（普通、急、特急）',
  mainToRequired: '主送不能为空',
  toTooLong: `主送、抄送不能超过${DOC_LIMITS.to}个字符`,
  bodyTooLong: '公文正文过长',
  bodyEmpty: '公文正文不能为空，请填写正文后再提交审批',
  tooManyFiles: `附件不能超过${DOC_LIMITS.files}个`,
  fileNotYours: '附件不存在或不属于该公文',
  idTaken: '公文编号冲突，请重试',
  notFound: '公文不存在或已删除',
  notEditable: '审批中、已通过或已发布的公文不能修改',
  notRemovable: '审批中、已通过或已发布的公文不能删除',
  inApproval: '该公文正在审批中，不能重复提交',
  notSendable: '已通过或已发布的公文不能再提交审批',
  recipientsRequired: '请选择发布范围（部门、角色或人员）',
  recipientsUnknown: '所选的部门、角色或人员不存在',
  recipientsEmpty: '发布范围内没有可接收公文的人员',
  recipientsTooMany: `发布范围最多选择${DOC_LIMITS.recipients}项`,
  typeUnknown: '不支持的公文操作',
  notReceived: '您未收到该公文',
  relayUsersRequired: '请选择传阅人员',
  relayTooMany: `一次最多传阅${DOC_LIMITS.relay}人`,
  relayAllHave: '所选人员均已收到该公文',
  relayUnknown: '所选传阅人员不存在或已停用',
  noFiles: '该公文没有附件',
  noFilesAll: '所选公文均没有附件',
  zipSelect: '请选择要下载的公文',
  zipTooMany: `一次最多打包下载${DOC_LIMITS.zipDocs}份公文`,
  fileNotInDoc: '附件不存在或不属于该公文',
  saved: '保存成功',
  submitted: '已提交审批',
  released: '发布成功',
  signed: '签收成功',
  relayed: '传阅成功',
  removed: '删除成功',
} as const;

/** Why a document cannot be released yet (checkPublish), by status. */
export const PUBLISH_BLOCKED: Record<number, string> = {
  0: '公文尚未提交审批，不能发布',
  1: '公文正在审批中，审批通过后才能发布',
  3: '公文审批未通过，不能发布',
  4: '公文已撤回审批，不能发布',
  5: '公文审批已终止，不能发布',
  6: '公文已发布，不能重复发布',
};

const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const ids = (max: number, tooMany: string) => z.array(z.string().min(1).max(64)).max(max, tooMany).default([]);

/** What the sender fills in (the 红头 and the body); the server adds the 文号, status and the rest. The body is sanitised before it is stored. */
export const docBody = z.object({
  title: text(DOC_LIMITS.title, DocMsg.titleRequired, DocMsg.titleTooLong),
  issuingOrg: text(DOC_LIMITS.org, DocMsg.orgRequired, DocMsg.orgTooLong),
  secretLevel: z.enum(SECRET_LEVELS, { error: DocMsg.secretLevel }),
  urgency: z.enum(URGENCIES, { error: DocMsg.urgency }),
  mainTo: text(DOC_LIMITS.to, DocMsg.mainToRequired, DocMsg.toTooLong),
  copyTo: z.string().trim().max(DOC_LIMITS.to, DocMsg.toTooLong).default(''),
  bodyHtml: z.string().max(DOC_LIMITS.body, DocMsg.bodyTooLong).default(''),
  fileIds: ids(DOC_LIMITS.files, DocMsg.tooManyFiles),
});
export type DocBody = z.output<typeof docBody>;
export type DocInput = z.input<typeof docBody>;

/** POST /api/example/sendDoc: the body, with the id the client chose when it uploaded attachments first (else the server makes one). */
export const docCreate = docBody.extend({ id: z.string().min(1).max(64).optional() });
export type DocCreate = z.output<typeof docCreate>;

/** Who a release reaches: organisations (with everything below them), roles and users, expanded to enabled users at release. */
export const docRecipients = z.object({
  organizeIds: ids(DOC_LIMITS.recipients, DocMsg.recipientsTooMany),
  roleIds: ids(DOC_LIMITS.recipients, DocMsg.recipientsTooMany),
  userIds: ids(DOC_LIMITS.recipients, DocMsg.recipientsTooMany),
});
export type DocRecipients = z.output<typeof docRecipients>;

export const docRelayBody = z.object({
  docId: z.string().min(1).max(64),
  userIds: z.array(z.string().min(1).max(64), { error: DocMsg.relayUsersRequired }).min(1, DocMsg.relayUsersRequired).max(DOC_LIMITS.relay, DocMsg.relayTooMany),
});

/** doc.read from a device: the time the document was opened there (the first read time wins). */
export const docReadArgs = z.object({ docId: z.string().min(1).max(64), readAt: z.number().int().min(0) });

export const DOC_SORTS = ['creatorTime', 'docNo', 'title', 'status', 'urgency', 'releasedAt'] as const;
export const docListQuery = listQuery(DOC_SORTS).extend({ status: z.coerce.number().int().min(0).max(6).optional() });
export type DocListQuery = z.output<typeof docListQuery>;

export const RECEIVED_SORTS = ['receivedAt', 'readAt', 'docNo', 'title'] as const;
export const receivedListQuery = listQuery(RECEIVED_SORTS).extend({ isRead: z.coerce.number().int().min(0).max(1).optional() });
export type ReceivedListQuery = z.output<typeof receivedListQuery>;

export const receiptListQuery = listQuery(['receivedAt'] as const).extend({ isRead: z.coerce.number().int().min(0).max(1).optional() });
export type ReceiptListQuery = z.output<typeof receiptListQuery>;

/** One document as the sender's list and form read it (lists leave out the body). */
export interface DocRow {
  id: string;
  docNo: string | null;
  title: string;
  issuingOrg: string;
  secretLevel: string;
  urgency: string;
  mainTo: string;
  copyTo: string;
  bodyHtml: string;
  fileIds: string[];
  status: number;
  flowTaskId: string | null;
  organizeId: string | null;
  releasedAt: number | null;
  releasedUserId: string | null;
  /** The release's scope as chosen (organisations, roles, users); null before the release. */
  recipients: DocRecipients | null;
  creatorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** One recipient's receipt. `parentId` is the receipt it was relayed from (null: the release), so the chain is kept. */
export interface DocReceipt {
  id: string;
  docId: string;
  userId: string;
  parentId: string | null;
  relayFromUserId: string | null;
  depth: number;
  receivedAt: number;
  readAt: number | null;
  signedAt: number | null;
}

/** A receipt as the sender's receipt list shows it. */
export interface DocReceiptLine extends DocReceipt {
  realName: string;
  account: string;
  organizeName: string;
  relayFromName: string | null;
}

/** The relay tree: the release's recipients at the top, whom each relayed to below. */
export interface DocRelayNode extends DocReceiptLine {
  children: DocRelayNode[];
}

/** The columns a device receives of a received document and of its receipt. */
export const RECEIVED_DOC_COLUMNS = ['id', 'docNo', 'title', 'issuingOrg', 'secretLevel', 'urgency', 'mainTo', 'copyTo', 'bodyHtml', 'fileIds', 'status', 'releasedAt', 'creatorUserId'] as const;
export const RECEIPT_COLUMNS = ['id', 'docId', 'userId', 'parentId', 'relayFromUserId', 'depth', 'receivedAt', 'readAt', 'signedAt'] as const;
