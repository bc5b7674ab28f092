/** Reusable validation rules (SPEC §5), shared by the server's zod schemas and the browser client. */
export const RuleMsg = {
  phone: '请正确输入您的手机号',
  password: '6-16位字符的密码（数字和字母组成）',
  idCard: '请正确输入您的身份证号码',
  email: '请正确输入您的邮箱地址',
  plate: '请正确输入您的车牌号',
  chinese: '请正确输入中文',
  enCode: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  account: '只能输入数字英文',
  fullName: '名称不能含有特殊符号',
  numCode: '编码只能输入数字',
  duration: '时间只能是整数和0.5的倍数',
  positiveInt: '请输入正整数',
  fieldName: '请使用大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
  required: '不能为空',
} as const;
export type RuleMsgKey = keyof typeof RuleMsg;

const PHONE_RE = /^1[3-9]\d{9}$/;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;
const EMAIL_RE = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const CHINESE_RE = /^\p{Script=Han}+$/u;
const EN_CODE_RE = /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/;
const ACCOUNT_RE = /^[A-Za-z0-9]+$/;
const FULL_NAME_RE = /^[\p{Script=Han}A-Za-z0-9]+$/u;
const NUM_CODE_RE = /^\d+$/;
const POSITIVE_INT_RE = /^[1-9]\d*$/;
const DECIMAL_RE = /^\d+(?:\.\d+)?$/;
const FIELD_NAME_RE = /^[A-Za-z][A-Za-z0-9_]*$/;

export const isPhone = (value: string): boolean => PHONE_RE.test(value);
export const isPassword = (value: string): boolean => PASSWORD_RE.test(value);
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_RE.test(value);
export const isChinese = (value: string): boolean => CHINESE_RE.test(value);
export const isEnCode = (value: string): boolean => EN_CODE_RE.test(value);
export const isAccount = (value: string): boolean => ACCOUNT_RE.test(value);
export const isFullName = (value: string): boolean => FULL_NAME_RE.test(value);
export const isNumCode = (value: string): boolean => NUM_CODE_RE.test(value);
export const isFieldName = (value: string): boolean => FIELD_NAME_RE.test(value);

export function isPositiveInt(value: string | number): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return POSITIVE_INT_RE.test(value) && Number.isSafeInteger(Number(value));
}

export function isDuration(value: string | number): boolean {
  if (typeof value === 'string' && !DECIMAL_RE.test(value)) return false;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && Number.isInteger(n * 2);
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const PLATE_CHAR = '[A-HJ-NP-Z0-9]';
const PLATE_RE = new RegExp(
  `^[${PROVINCES}][A-Z](?:` +
    `${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳]` +
    `|[A-HJK]${PLATE_CHAR}\\d{4}` +
    `|\\d{5}[DF]` +
    `)$`,
);

/** Ordinary 7-character plates (incl. 挂学警港澳) plus 8-character new-energy plates (small: A-H/J/K then a letter or digit and 4 digits; large: 5 digits then D/F). */
export const isPlate = (value: string): boolean => PLATE_RE.test(value);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CODES = '10X98765432';
const ID18_RE = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;
const ID15_RE = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;

function isPastCalendarDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay && date.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
}

export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  ID_WEIGHTS.forEach((weight, i) => {
    sum += Number(first17.charAt(i)) * weight;
  });
  return ID_CHECK_CODES.charAt(sum % 11);
}

/** GB 11643 18-digit number (ISO 7064 MOD 11-2 check digit, real birth date) or the legacy 15-digit form. */
export function isIdCard(value: string, today: Date = new Date()): boolean {
  const m18 = ID18_RE.exec(value);
  if (m18) {
    const birthOk = isPastCalendarDate(Number(m18[1]), Number(m18[2]), Number(m18[3]), today);
    return birthOk && idCardCheckDigit(value.slice(0, 17)) === value.charAt(17).toUpperCase();
  }
  const m15 = ID15_RE.exec(value);
  return m15 !== null && isPastCalendarDate(1900 + Number(m15[1]), Number(m15[2]), Number(m15[3]), today);
}

export interface SubAccount {
  mobile: string;
  account: string;
}

/** Sub-account login name `mobile@account`. */
export function parseSubAccount(value: string): SubAccount | null {
  const parts = value.trim().split('@');
  if (parts.length !== 2) return null;
  const [mobile = '', account = ''] = parts;
  return isPhone(mobile) && isAccount(account) ? { mobile, account } : null;
}

export const isEmptyValue = (value: unknown): boolean =>
  value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

export const requiredMessage = (label = ''): string => `${label}${RuleMsg.required}`;

export function quarterOfMonth(month: number): 1 | 2 | 3 | 4 {
  if (month >= 1 && month <= 3) return 1;
  if (month >= 4 && month <= 6) return 2;
  if (month >= 7 && month <= 9) return 3;
  return 4;
}

export type RuleName = Exclude<RuleMsgKey, 'required'>;

export const Rules: Record<RuleName, (value: string) => boolean> = {
  phone: isPhone,
  password: isPassword,
  idCard: (value) => isIdCard(value),
  email: isEmail,
  plate: isPlate,
  chinese: isChinese,
  enCode: isEnCode,
  account: isAccount,
  fullName: isFullName,
  numCode: isNumCode,
  duration: isDuration,
  positiveInt: isPositiveInt,
  fieldName: isFieldName,
};

export interface CellRules {
  required?: boolean;
  rules?: readonly RuleName[];
  /** Overrides the built-in message ("custom message may override"). */
  message?: string;
}

/**
 * Table-cell check: a required cell fails when empty; a non-empty value (each item of an array) must satisfy each rule.
 * Returns the first failing message, or null when valid.
 */
export function validateCell(value: unknown, { required = false, rules = [], message }: CellRules): string | null {
  if (isEmptyValue(value)) return required ? (message ?? RuleMsg.required) : null;
  const texts = (Array.isArray(value) ? value : [value]).map(String);
  const failed = rules.find((name) => !texts.every(Rules[name]));
  return failed === undefined ? null : (message ?? RuleMsg[failed]);
}
