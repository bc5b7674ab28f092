/** 投资备案 (issue 17, ADR 0036): small-project filings and above-scale projects, approved through a bound flow. */
import { z } from 'zod';
import { BUSINESS_STATUS, isEditableBusinessStatus } from '../../contract/business-status';
import { MONEY_MAX } from '../../contract/limits';
import { zMoney, zPhone } from '../../contract/zod-rules';
import { uploadedFile, type UploadedFile } from '../files/contract';

export const INVESTMENT_MENU = 'investmentFiling';
export const INVESTMENT_PAGE = 'business/investment';
export const INVESTMENT_FLOW = 'investmentApproval';
export const INVESTMENT_BILL_RULE = 'investment.filing';
export const INVESTMENT_FILE_OWNER = 'investment';
export const INVESTMENT_INDUSTRY_DICTIONARY = 'industry';
export const INVESTMENT_COLLECTION = 'investments';
export const INVESTMENT_MUTATIONS = { save: 'investment.save', remove: 'investment.remove' } as const;
/** 小型项目 (filed) and 规模以上 (above scale): the SPEC's two detail routes. */
export const INVESTMENT_SCALES = ['small', 'above'] as const;
/** Projects above this total (万元) are 规模以上 and go to the group's leader as well. */
export const ABOVE_SCALE_WAN = 5000;

export const INVESTMENT_STATUS = BUSINESS_STATUS;
export const isEditableFiling = isEditableBusinessStatus;

/** The detail's tabs in order; a message opens one by its index (activeIndex=6: the approval, SPEC §2). */
export const INVESTMENT_TABS = ['basic', 'estimate', 'funding', 'schedule', 'unit', 'files', 'approval'] as const;

export const InvestmentMsg = {
  nameRequired: '项目名称不能为空',
  nameTooLong: '项目名称不能超过100个字符',
  industryRequired: '请选择所属行业',
  industryUnknown: '所属行业不存在',
  unitRequired: '请选择投资主体',
  unitUnknown: '投资主体不存在',
  locationRequired: '建设地点不能为空',
  totalRequired: '总投资不能为空',
  totalInvalid: '请输入正确的总投资',
  totalNegative: '总投资不能为负数',
  totalTooLarge: `总投资不能超过${MONEY_MAX}万元`,
  totalDecimals: '总投资最多保留两位小数',
  fundsInvalid: '请输入正确的资金来源金额',
  fundsMismatch: '资金来源合计须等于总投资',
  startRequired: '计划开工日期不能为空',
  endRequired: '计划竣工日期不能为空',
  datesOrder: '计划竣工日期不能早于开工日期',
  ownerRequired: '请选择项目负责人',
  ownerUnknown: '项目负责人不存在或已停用',
  overviewTooLong: '项目概况不能超过2000个字符',
  tooManyFiles: '附件不能超过20个',
  fileNotYours: '附件不存在或不属于该项目',
  notFound: '备案不存在或已删除',
  notEditable: '审批中或已通过的备案不能修改',
  notRemovable: '审批中或已通过的备案不能删除',
  inApproval: '该备案正在审批中，不能重复提交',
  idTaken: '备案编号冲突，请重试',
  submitted: '已提交审批',
} as const;

const money = (required: string) => zMoney({ required, invalid: InvestmentMsg.fundsInvalid, negative: InvestmentMsg.fundsInvalid, tooLarge: InvestmentMsg.totalTooLarge, decimals: InvestmentMsg.totalDecimals });
const date = (msg: string) => z.number({ error: msg }).int().min(0).max(32503680000000);
const cents = (v: string) => Math.round(Number(v) * 100);

export const investmentBody = z.object({
  projectName: z.string({ error: InvestmentMsg.nameRequired }).trim().min(1, InvestmentMsg.nameRequired).max(100, InvestmentMsg.nameTooLong),
  industry: z.string({ error: InvestmentMsg.industryRequired }).min(1, InvestmentMsg.industryRequired).max(50),
  unitId: z.string({ error: InvestmentMsg.unitRequired }).min(1, InvestmentMsg.unitRequired).max(64),
  location: z.string({ error: InvestmentMsg.locationRequired }).trim().min(1, InvestmentMsg.locationRequired).max(200),
  /** 万元. */
  totalInvestment: zMoney({ required: InvestmentMsg.totalRequired, invalid: InvestmentMsg.totalInvalid, negative: InvestmentMsg.totalNegative, tooLarge: InvestmentMsg.totalTooLarge, decimals: InvestmentMsg.totalDecimals }),
  selfFunds: money(InvestmentMsg.fundsInvalid),
  loanFunds: money(InvestmentMsg.fundsInvalid),
  otherFunds: money(InvestmentMsg.fundsInvalid),
  startDate: date(InvestmentMsg.startRequired),
  endDate: date(InvestmentMsg.endRequired),
  ownerUserId: z.string({ error: InvestmentMsg.ownerRequired }).min(1, InvestmentMsg.ownerRequired).max(64),
  contactPhone: zPhone,
  overview: z.string().max(2000, InvestmentMsg.overviewTooLong).default(''),
  files: z.array(uploadedFile).max(20, InvestmentMsg.tooManyFiles).default([]),
})
  .refine((b) => b.endDate >= b.startDate, { message: InvestmentMsg.datesOrder, path: ['endDate'] })
  .refine((b) => cents(b.selfFunds) + cents(b.loanFunds) + cents(b.otherFunds) === cents(b.totalInvestment), { message: InvestmentMsg.fundsMismatch, path: ['otherFunds'] });
export type InvestmentBody = z.output<typeof investmentBody>;
export type InvestmentInput = z.input<typeof investmentBody>;

export const investmentSaveArgs = z.object({ id: z.string().min(1).max(64), isNew: z.boolean(), body: investmentBody, submit: z.boolean().default(false) });
export type InvestmentSaveArgs = z.output<typeof investmentSaveArgs>;
export const investmentRemoveArgs = z.object({ id: z.string().min(1).max(64) });

export interface InvestmentRow {
  id: string;
  filingNo: string;
  projectName: string;
  industry: string;
  /** Derived from the total: 规模以上 above ABOVE_SCALE_WAN. */
  scale: (typeof INVESTMENT_SCALES)[number];
  unitId: string;
  location: string;
  totalInvestment: string;
  selfFunds: string;
  loanFunds: string;
  otherFunds: string;
  startDate: number;
  endDate: number;
  ownerUserId: string;
  contactPhone: string;
  overview: string;
  files: UploadedFile[];
  status: number;
  flowTaskId: string | null;
  creatorUserId: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export const INVESTMENT_SORTS = ['filingNo', 'projectName', 'totalInvestment', 'startDate', 'status', 'creatorTime'] as const;
export const investmentListQuery = z.object({
  keyword: z.string().max(100).optional(),
  status: z.coerce.number().int().min(0).max(5).optional(),
  scale: z.enum(INVESTMENT_SCALES).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sidx: z.enum(INVESTMENT_SORTS).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type InvestmentListQuery = z.output<typeof investmentListQuery>;

export const scaleOf = (totalWan: string | number): InvestmentRow['scale'] => (Number(totalWan) > ABOVE_SCALE_WAN ? 'above' : 'small');

export const INVESTMENT_ROW_COLUMNS: readonly string[] = ['id', 'filingNo', 'projectName', 'industry', 'scale', 'unitId', 'location', 'totalInvestment', 'selfFunds', 'loanFunds', 'otherFunds', 'startDate', 'endDate', 'ownerUserId', 'contactPhone', 'overview', 'files', 'status', 'flowTaskId', 'creatorUserId', 'creatorTime', 'lastModifyTime'];
