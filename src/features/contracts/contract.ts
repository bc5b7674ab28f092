/** 合同 (issue 17, ADR 0036): a contract record, its approval through the workflow engine, its reminders. */
import { z } from 'zod';
import { BUSINESS_STATUS, isEditableBusinessStatus } from '../../contract/business-status';
import { MONEY_MAX } from '../../contract/limits';
import { zMoney } from '../../contract/zod-rules';
import { uploadedFile, type UploadedFile } from '../files/contract';

export const CONTRACT_MENU = 'contractManage';
export const CONTRACT_DIRECTORY = 'businessOffice';
export const CONTRACT_PAGE = 'business/contract';
export const CONTRACT_FLOW = 'contractApproval';
export const CONTRACT_BILL_RULE = 'contract.number';
export const CONTRACT_FILE_OWNER = 'contract';
/** The dictionary of contract types (shared with other business modules). */
export const CONTRACT_TYPE_DICTIONARY = 'businessType';
export const CONTRACT_COLLECTION = 'contracts';
export const CONTRACT_MUTATIONS = { save: 'contract.save', remove: 'contract.remove' } as const;

/** The record's status is its approval's (SPEC §4 flow status), plus 0 for a draft not yet sent. */
export const CONTRACT_STATUS = BUSINESS_STATUS;
export const isEditableStatus = isEditableBusinessStatus;

/** Days before the end date a reminder goes to the owner (through 定时任务, once each). */
export const CONTRACT_REMIND_DAYS = [30, 7, 1] as const;

export const CONTRACT_LIMITS = { name: 100, party: 100, description: 500, files: 20 } as const;

export const ContractMsg = {
  nameRequired: '合同名称不能为空',
  nameTooLong: `合同名称不能超过${CONTRACT_LIMITS.name}个字符`,
  typeRequired: '请选择合同类型',
  typeUnknown: '合同类型不存在',
  partyARequired: '甲方不能为空',
  partyBRequired: '乙方不能为空',
  partyTooLong: `甲方、乙方不能超过${CONTRACT_LIMITS.party}个字符`,
  amountRequired: '合同金额不能为空',
  amountInvalid: '请输入正确的合同金额',
  amountNegative: '合同金额不能为负数',
  amountTooLarge: `合同金额不能超过${MONEY_MAX}元`,
  amountDecimals: '合同金额最多保留两位小数',
  signDateRequired: '签订日期不能为空',
  startDateRequired: '开始日期不能为空',
  endDateRequired: '结束日期不能为空',
  datesOrder: '结束日期不能早于开始日期',
  ownerRequired: '请选择合同负责人',
  ownerUnknown: '合同负责人不存在或已停用',
  descriptionTooLong: `备注不能超过${CONTRACT_LIMITS.description}个字符`,
  tooManyFiles: `附件不能超过${CONTRACT_LIMITS.files}个`,
  fileNotYours: '附件不存在或不属于该合同',
  notFound: '合同不存在或已删除',
  notEditable: '审批中或已通过的合同不能修改',
  inApproval: '该合同正在审批中，不能重复提交',
  notRemovable: '审批中或已通过的合同不能删除',
  idTaken: '合同编号冲突，请重试',
  submitted: '已提交审批',
} as const;

const day = z.number({ error: ContractMsg.signDateRequired }).int().min(0).max(32503680000000);
const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** What a user fills in; the server adds 编号, status and the rest. */
export const contractBody = z.object({
  fullName: text(CONTRACT_LIMITS.name, ContractMsg.nameRequired, ContractMsg.nameTooLong),
  contractType: z.string({ error: ContractMsg.typeRequired }).min(1, ContractMsg.typeRequired).max(50),
  partyA: text(CONTRACT_LIMITS.party, ContractMsg.partyARequired, ContractMsg.partyTooLong),
  partyB: text(CONTRACT_LIMITS.party, ContractMsg.partyBRequired, ContractMsg.partyTooLong),
  amount: zMoney({ required: ContractMsg.amountRequired, invalid: ContractMsg.amountInvalid, negative: ContractMsg.amountNegative, tooLarge: ContractMsg.amountTooLarge, decimals: ContractMsg.amountDecimals }),
  signDate: day,
  startDate: z.number({ error: ContractMsg.startDateRequired }).int().min(0).max(32503680000000),
  endDate: z.number({ error: ContractMsg.endDateRequired }).int().min(0).max(32503680000000),
  ownerUserId: z.string({ error: ContractMsg.ownerRequired }).min(1, ContractMsg.ownerRequired).max(64),
  files: z.array(uploadedFile).max(CONTRACT_LIMITS.files, ContractMsg.tooManyFiles).default([]),
  description: z.string().max(CONTRACT_LIMITS.description, ContractMsg.descriptionTooLong).default(''),
}).refine((b) => b.endDate >= b.startDate, { message: ContractMsg.datesOrder, path: ['endDate'] });
export type ContractBody = z.output<typeof contractBody>;
export type ContractInput = z.input<typeof contractBody>;

/** A save from a page or a device: the id is born on the client, so a draft made offline keeps it; `submit` sends it for approval in the same write. */
export const contractSaveArgs = z.object({
  id: z.string().min(1).max(64),
  isNew: z.boolean(),
  body: contractBody,
  submit: z.boolean().default(false),
});
export type ContractSaveArgs = z.output<typeof contractSaveArgs>;
export const contractRemoveArgs = z.object({ id: z.string().min(1).max(64) });

/** One contract as lists, the detail and devices read it. */
export interface ContractRow {
  id: string;
  contractNo: string;
  fullName: string;
  contractType: string;
  partyA: string;
  partyB: string;
  /** 元, two decimals as text ('1234.50'). */
  amount: string;
  signDate: number;
  startDate: number;
  endDate: number;
  ownerUserId: string;
  organizeId: string | null;
  files: UploadedFile[];
  description: string;
  status: number;
  flowTaskId: string | null;
  creatorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export const CONTRACT_SORTS = ['contractNo', 'fullName', 'amount', 'signDate', 'endDate', 'status', 'creatorTime'] as const;

export const contractListQuery = z.object({
  keyword: z.string().max(100).optional(),
  status: z.coerce.number().int().min(0).max(5).optional(),
  contractType: z.string().max(50).optional(),
  /** Signed on or after / before (ms). */
  signFrom: z.coerce.number().int().min(0).optional(),
  signTo: z.coerce.number().int().min(0).optional(),
  /** Ends within this many days from now (到期提醒 filter). */
  expiringDays: z.coerce.number().int().min(1).max(366).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sidx: z.enum(CONTRACT_SORTS).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type ContractListQuery = z.output<typeof contractListQuery>;

/** Figures of the workbench (SPEC §7 projectAndContract, issue 17's dashboard). */
export type ContractFigures = {
  total: number;
  inApproval: number;
  approved: number;
  /** Approved contracts ending within 30 days. */
  expiringSoon: number;
  /** Sum of approved amounts, 元 as text. */
  approvedAmount: string;
};

const COLUMNS = ['id', 'contractNo', 'fullName', 'contractType', 'partyA', 'partyB', 'amount', 'signDate', 'startDate', 'endDate', 'ownerUserId', 'organizeId', 'files', 'description', 'status', 'flowTaskId', 'creatorUserId', 'creatorTime', 'lastModifyTime'] as const;
/** The columns devices receive (the `contracts` collection). */
export const CONTRACT_ROW_COLUMNS: readonly string[] = COLUMNS;
