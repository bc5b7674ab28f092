/** zod schemas for the SPEC §5 rules; every failure (wrong type included) carries the rule's Chinese message. */
import { z } from 'zod';
import { RuleMsg, Rules, isDuration, isPositiveInt, requiredMessage, type RuleName } from './validators';
import { checkMoney, type MoneyMessages } from './money';

export interface RuleOptions {
  /** Overrides the built-in message ("custom message may override"). */
  message?: string;
  /** Accept '' as well, for optional form fields that submit empty strings. */
  allowEmpty?: boolean;
}

export function zRule(name: RuleName, { message, allowEmpty = false }: RuleOptions = {}) {
  const error = message ?? RuleMsg[name];
  const test = Rules[name];
  return z.string({ error }).refine((value) => (allowEmpty && value === '') || test(value), { error });
}

export const zPhone = zRule('phone');
export const zPassword = zRule('password');
export const zIdCard = zRule('idCard');
export const zEmail = zRule('email');
export const zPlate = zRule('plate');
export const zChinese = zRule('chinese');
export const zEnCode = zRule('enCode');
export const zAccount = zRule('account');
export const zFullName = zRule('fullName');
export const zNumCode = zRule('numCode');
export const zFieldName = zRule('fieldName');

/** String or number input, e.g. '1.5' or 1.5. */
export const zDuration = z
  .union([z.string(), z.number()], { error: RuleMsg.duration })
  .refine(isDuration, { error: RuleMsg.duration });

/** String or number input, e.g. '3' or 3. */
export const zPositiveInt = z
  .union([z.string(), z.number()], { error: RuleMsg.positiveInt })
  .refine(isPositiveInt, { error: RuleMsg.positiveInt });

/** Non-empty string; message is `${label}不能为空`. */
export function zRequiredText(label = '') {
  const error = requiredMessage(label);
  return z.string({ error }).min(1, { error });
}

/** A money input (§5) as zod: '1,234.5' → '1234.50', or the field's own message. */
export const zMoney = (msg: MoneyMessages) =>
  z.union([z.string(), z.number()], { error: msg.required }).transform((v, ctx) => {
    const r = checkMoney(v, msg);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.msg });
    return z.NEVER;
  });
