import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { PAGE } from '../../../contract/limits';
import { listQuery } from '../../../contract/list-query';
import { zEnCode, zFullName } from '../../../contract/zod-rules';
import { BILL_DATE_FORMATS, BILL_DIGITS, RESET_PERIODS, maxSerial } from './billrule-format';

/** 单据规则 (SPEC §7 Bill rules): the numbers business records carry, e.g. ZC20261125-0001. */
export const BILL_RULE_MODULE = 'system.billRule';
export const BillRuleApi = {
  base: '/api/system/BillRule',
  /** GET → the next number as a string. `{id}` is the rule's id or its enCode. */
  billNumber: (idOrCode: string) => `/api/system/BillRule/BillNumber/${encodeURIComponent(idOrCode)}`,
  /** POST reserveBody → reservation: a range for a device to hand out offline. */
  reserve: (idOrCode: string) => `/api/system/BillRule/BillNumber/${encodeURIComponent(idOrCode)}/Actions/Reserve`,
  /** POST releaseBody → releaseResult: the device is done with a range. */
  release: (reservationId: string) => `/api/system/BillRule/Reservation/${encodeURIComponent(reservationId)}/Actions/Release`,
} as const;

export const BILL_RULE_MSG = {
  nameRequired: '请输入业务名称',
  codeRequired: '请输入业务编码',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  notFound: '单据规则不存在',
  disabled: '单据规则已停用',
  startTooLarge: '起始流水号超出流水位数',
  textInvalid: '不能含有空格、引号或尖括号',
  formatLocked: '单据规则已使用，编号格式只能增加流水位数',
  usedNoDelete: '单据规则已使用，不能删除，请停用',
  overflow: (digits: number) => `流水号已用完（${digits}位流水最大为${maxSerial(digits)}），请增加流水位数`,
  notEnoughLeft: (left: number) => `流水号只剩${left}个，请减少预留数量或增加流水位数`,
  reservationNotFound: '预留记录不存在',
  reservationNotYours: '只能归还本人在本设备预留的编号',
  reservedTooMany: (max: number) => `本设备预留的未用编号已达${max}个，请先使用或归还`,
  usedInvalid: '已用数量不合法',
  /** Client: offline with no reserved number left. */
  offlineExhausted: '离线编号已用完，请联网后再取号',
} as const;

/** At most this many numbers per reservation, and unused open ones per device and rule. */
export const RESERVE_MAX = 100;
export const RESERVE_OPEN_MAX = 200;
export const RESERVE_DEFAULT = 20;

const id = z.string().min(1).max(64);
export const billRuleIdParams = z.object({ id });

export const billRuleSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime', 'lastModifyTime'] as const;
const optionalFlag = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional());
export const billRuleListQuery = listQuery(billRuleSortable).extend({
  enabledMark: optionalFlag,
  category: z.string().max(50).optional(),
});
export type BillRuleListQuery = z.infer<typeof billRuleListQuery>;

/** GET …/Selector: the business-template picker (SPEC §2 模板): enabled rules by category. */
export const billRuleSelectorQuery = z.object({
  categoryId: z.string().max(50).optional(),
  keyword: z.string().max(100, { error: '关键词过长' }).optional(),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE.maxSize).default(20),
  n: z.unknown().optional(),
});
export type BillRuleSelectorQuery = z.infer<typeof billRuleSelectorQuery>;

/** Printable text without blanks, quotes or angle brackets: numbers end up in file names, URLs and HTML. */
const plain = (max: number, label: string) =>
  z.string().max(max, { error: `${label}不能超过${max}个字符` }).regex(/^[^\s"'`<>\\]*$/u, { error: `${label}${BILL_RULE_MSG.textInvalid}` });

export const billRuleBody = z
  .object({
    fullName: z.string({ error: BILL_RULE_MSG.nameRequired }).trim().min(1, { error: BILL_RULE_MSG.nameRequired }).max(50, { error: '业务名称不能超过50个字符' }).pipe(zFullName),
    enCode: z.string({ error: BILL_RULE_MSG.codeRequired }).trim().min(1, { error: BILL_RULE_MSG.codeRequired }).max(50, { error: '业务编码不能超过50个字符' }).pipe(zEnCode),
    category: z.string().trim().max(50, { error: '业务分类不能超过50个字符' }).nullish(),
    prefix: plain(20, '前缀'),
    dateFormat: z.enum(BILL_DATE_FORMATS, { error: '日期格式不合法' }),
    separator: plain(5, '分隔符'),
    digits: z.coerce.number({ error: '流水位数为1到10的整数' }).int({ error: '流水位数为1到10的整数' }).min(BILL_DIGITS.min, { error: '流水位数为1到10的整数' }).max(BILL_DIGITS.max, { error: '流水位数为1到10的整数' }),
    startNumber: z.coerce.number({ error: '起始流水号只能是非负整数' }).int({ error: '起始流水号只能是非负整数' }).min(0, { error: '起始流水号只能是非负整数' }),
    suffix: plain(10, '后缀'),
    resetPeriod: z.enum(RESET_PERIODS, { error: '重置周期不合法' }),
    sortCode: z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' }).default(0),
    enabledMark: z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).default(1),
    description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
  })
  // Field limits keep a number within BILL_NUMBER_MAX_LENGTH: 20 + 8 + 5 + 10 + 10.
  .refine((b) => b.startNumber <= maxSerial(b.digits), { error: BILL_RULE_MSG.startTooLarge, path: ['startNumber'] });
export type BillRuleBody = z.infer<typeof billRuleBody>;

export const billRuleRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string().nullable(),
  prefix: z.string(),
  dateFormat: z.string(),
  separator: z.string(),
  digits: z.number(),
  startNumber: z.number(),
  suffix: z.string(),
  resetPeriod: z.string(),
  /** The last serial given (null: none yet) and the period it belongs to. */
  currentSeq: z.number().nullable(),
  periodKey: z.string(),
  /** What BillNumber would answer now (JNPF 示例). */
  example: z.string(),
  sortCode: z.number(),
  enabledMark: z.number(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type BillRuleRow = z.infer<typeof billRuleRow>;
export const billRulePage = listPageSchema(billRuleRow);
export const billRuleInfo = billRuleRow.extend({ description: z.string().nullable(), openReservations: z.number() });
export type BillRuleInfo = z.infer<typeof billRuleInfo>;

/** SPEC §3 Template row: fullName, enCode, startNumber (the serial start as the numbers print it). */
export const billRuleOption = z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), startNumber: z.string(), categoryId: z.string().nullable() });
export const billRuleSelector = listPageSchema(billRuleOption);
export const billRuleCategories = z.array(z.object({ id: z.string(), fullName: z.string() }));

const deviceId = z.string({ error: '设备标识不合法' }).min(1, { error: '设备标识不合法' }).max(64, { error: '设备标识不合法' }).regex(/^[A-Za-z0-9-]+$/, { error: '设备标识不合法' });
export const reserveBody = z.object({
  deviceId,
  count: z.coerce.number({ error: `预留数量为1到${RESERVE_MAX}` }).int({ error: `预留数量为1到${RESERVE_MAX}` }).min(1, { error: `预留数量为1到${RESERVE_MAX}` }).max(RESERVE_MAX, { error: `预留数量为1到${RESERVE_MAX}` }).default(RESERVE_DEFAULT),
});
export type ReserveBody = z.infer<typeof reserveBody>;

/** A range reserved for one device: its numbers in order, good until expiresAt. */
export const reservation = z.object({
  id: z.string(),
  ruleId: z.string(),
  enCode: z.string(),
  firstSeq: z.number(),
  lastSeq: z.number(),
  numbers: z.array(z.string()),
  reservedAt: z.number(),
  expiresAt: z.number(),
});
export type Reservation = z.infer<typeof reservation>;

export const releaseBody = z.object({
  deviceId,
  /** How many numbers of the range, from its first, the device handed out. */
  used: z.coerce.number({ error: BILL_RULE_MSG.usedInvalid }).int({ error: BILL_RULE_MSG.usedInvalid }).min(0, { error: BILL_RULE_MSG.usedInvalid }),
});
/** returned: went back to the rule (nothing was given after the range); skipped: left as a gap. */
export const releaseResult = z.object({ used: z.number(), returned: z.number(), skipped: z.number() });
export type ReleaseResult = z.infer<typeof releaseResult>;

export const reservationRow = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  account: z.string().nullable(),
  deviceId: z.string(),
  firstNumber: z.string(),
  lastNumber: z.string(),
  count: z.number(),
  status: z.enum(['open', 'expired', 'closed']),
  usedCount: z.number().nullable(),
  returnedCount: z.number().nullable(),
  creatorTime: z.number(),
  expiresAt: z.number(),
  closedTime: z.number().nullable(),
});
export type ReservationRow = z.infer<typeof reservationRow>;
