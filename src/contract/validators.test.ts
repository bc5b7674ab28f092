import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  RuleMsg,
  Rules,
  idCardCheckDigit,
  isAccount,
  isChinese,
  isDuration,
  isEmail,
  isEmptyValue,
  isEnCode,
  isFieldName,
  isFullName,
  isIdCard,
  isNumCode,
  isPassword,
  isPhone,
  isPlate,
  isPositiveInt,
  parseSubAccount,
  quarterOfMonth,
  requiredMessage,
  validateCell,
  type RuleName,
} from './validators';
import {
  zAccount,
  zChinese,
  zDuration,
  zEmail,
  zEnCode,
  zFieldName,
  zFullName,
  zIdCard,
  zNumCode,
  zPassword,
  zPhone,
  zPlate,
  zPositiveInt,
  zRequiredText,
  zRule,
} from './zod-rules';

const withCheckDigit = (first17: string): string => first17 + idCardCheckDigit(first17);
const VALID_ID = '11010519491231002X';
const VALID_ID_2 = withCheckDigit('44030419900307123');
const FIXED_TODAY = new Date(2024, 5, 15);

function cases(test: (v: string) => boolean, valid: readonly string[], invalid: readonly string[]): void {
  it.each(valid)('accepts %j', (v) => expect(test(v)).toBe(true));
  it.each(invalid)('rejects %j', (v) => expect(test(v)).toBe(false));
}

describe('RuleMsg', () => {
  it('quotes SPEC §5 exactly', () => {
    expect(RuleMsg).toEqual({
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
    });
  });
});

describe('isPhone', () => {
  cases(isPhone, ['13812345678', '19900000000', '15011112222'], [
    '12345678901',
    '1381234567',
    '2381234567x',
    '138123456789',
    '',
    ' 13812345678',
    '1381234567a',
  ]);
});

describe('isPassword', () => {
  cases(isPassword, ['abc123', 'A1b2C3d4E5f6G7h8', 'Password1'], [
    'abc12',
    'A1b2C3d4E5f6G7h8i',
    'abcdefgh',
    '12345678',
    'abc 123',
    'abc_123',
    '密码abc123',
    '',
  ]);
});

describe('isIdCard', () => {
  it('computes the MOD 11-2 check digit, including X', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('11010120000101001')).toBe(withCheckDigit('11010120000101001').charAt(17));
  });
  const test = (v: string): boolean => isIdCard(v, FIXED_TODAY);
  cases(test, [VALID_ID, VALID_ID.toLowerCase(), VALID_ID_2, '110105491231002', '440304900307123'], [
    '110105194912310021',
    VALID_ID_2.slice(0, 17) + (VALID_ID_2.endsWith('0') ? '1' : '0'),
    withCheckDigit('11010519490231002'),
    withCheckDigit('11010518991231002'),
    withCheckDigit('11010520300101002'),
    withCheckDigit('01010519491231002'),
    '110105491331002',
    '11010549123100X',
    '1101051949123100',
    '',
  ]);
  it('rejects a birth date after today', () => {
    const tomorrow = withCheckDigit('11010520240616001');
    expect(isIdCard(tomorrow, FIXED_TODAY)).toBe(false);
    expect(isIdCard(tomorrow, new Date(2024, 5, 16))).toBe(true);
  });
  it('accepts 29 February only in leap years', () => {
    expect(test(withCheckDigit('11010520000229001'))).toBe(true);
    expect(test(withCheckDigit('11010519000229001'))).toBe(false);
  });
});

describe('isEmail', () => {
  cases(isEmail, ['user@example.com', 'first.last+tag@mail.example.cn', 'a_b-c@sub-domain.co'], [
    'user@',
    '@example.com',
    'user@example',
    'user@@example.com',
    'user..name@example.com',
    '.user@example.com',
    'user@-example.com',
    'user name@example.com',
    `${'a'.repeat(250)}@example.com`,
  ]);
});

describe('isPlate', () => {
  cases(isPlate, ['京A12345', '沪AB1234', '粤B1234学', '粤Z1234港', '京AD12345', '苏EFA1234', '粤B12345D', '浙AA12345'], [
    '京A1234',
    'AA12345',
    '使A12345',
    '京AO1234',
    '京a12345',
    '京A123456',
    '京AD1234A',
    '京A12345E',
    '京AM12345',
  ]);
});

describe('isChinese', () => {
  cases(isChinese, ['中文', '张三', '𠀀'], ['', '中文a', '中 文', '中文1', '，']);
});

describe('isEnCode', () => {
  cases(isEnCode, ['abc', 'a.b', 'v1.2.3', 'a..b', 'A', '9'], ['', '.a', 'a.', '.', 'a-b', 'a b', '编码']);
});

describe('isAccount', () => {
  cases(isAccount, ['admin', 'user01', '123'], ['', 'user_01', 'user 01', '用户', 'a@b']);
});

describe('isFullName', () => {
  cases(isFullName, ['张三', 'ZhangSan', '研发部2组'], ['', '张 三', '张-三', 'a_b', '名称！']);
});

describe('isNumCode', () => {
  cases(isNumCode, ['0', '007', '123456'], ['', '12a', '1.5', '-1', ' 1']);
});

describe('isDuration', () => {
  cases(isDuration, ['0', '1', '1.5', '2.0', '10.50'], ['', '1.25', '-1', '0.3', 'abc', '1.', '.5']);
  it('accepts numbers', () => {
    expect(isDuration(2.5)).toBe(true);
    expect(isDuration(3)).toBe(true);
    expect(isDuration(0.75)).toBe(false);
    expect(isDuration(-0.5)).toBe(false);
    expect(isDuration(Number.NaN)).toBe(false);
    expect(isDuration(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('isPositiveInt', () => {
  cases(isPositiveInt, ['1', '42', '9007199254740991'], ['', '0', '-1', '01', '1.0', '1e3', '9007199254740992']);
  it('accepts numbers', () => {
    expect(isPositiveInt(7)).toBe(true);
    expect(isPositiveInt(0)).toBe(false);
    expect(isPositiveInt(1.5)).toBe(false);
    expect(isPositiveInt(-3)).toBe(false);
  });
});

describe('isFieldName', () => {
  cases(isFieldName, ['name', 'F_Id', 'a1_b2'], ['', '1abc', '_abc', 'ab-c', 'ab c', '名称']);
});

describe('parseSubAccount', () => {
  it('splits mobile@account', () => {
    expect(parseSubAccount('13812345678@admin01')).toEqual({ mobile: '13812345678', account: 'admin01' });
    expect(parseSubAccount(' 19900000000@A ')).toEqual({ mobile: '19900000000', account: 'A' });
  });
  it.each(['13812345678', '12345678901@admin', '13812345678@', '@admin', '13812345678@ad@min', '13812345678@ad_min', ''])(
    'rejects %j',
    (v) => expect(parseSubAccount(v)).toBeNull(),
  );
});

describe('isEmptyValue and validateCell', () => {
  it.each(['', null, undefined, []])('treats %j as empty', (v) => expect(isEmptyValue(v)).toBe(true));
  it.each([0, false, ' ', ['a'], {}])('treats %j as filled', (v) => expect(isEmptyValue(v)).toBe(false));

  it('requires a value only when required', () => {
    expect(validateCell('', { required: true })).toBe('不能为空');
    expect(validateCell([], { required: true })).toBe('不能为空');
    expect(validateCell(null, { required: true, message: '名称不能为空' })).toBe('名称不能为空');
    expect(validateCell(undefined, { rules: ['phone'] })).toBeNull();
  });
  it('checks every rule on a non-empty value', () => {
    expect(validateCell('13812345678', { required: true, rules: ['phone', 'numCode'] })).toBeNull();
    expect(validateCell('abc', { rules: ['account', 'numCode'] })).toBe(RuleMsg.numCode);
    expect(validateCell(12, { rules: ['positiveInt'] })).toBeNull();
    expect(validateCell(['abc', 'a.'], { rules: ['enCode'] })).toBe(RuleMsg.enCode);
    expect(validateCell('x', { rules: ['phone'], message: '手机号格式错误' })).toBe('手机号格式错误');
  });
  it('builds labelled required messages', () => {
    expect(requiredMessage()).toBe('不能为空');
    expect(requiredMessage('申购单位')).toBe('申购单位不能为空');
  });
});

describe('quarterOfMonth', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
    [0, 4],
    [13, 4],
  ])('month %i → quarter %i', (month, quarter) => expect(quarterOfMonth(month)).toBe(quarter));
});

function issueMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zod rules', () => {
  const table: [z.ZodType, string, unknown, unknown][] = [
    [zPhone, RuleMsg.phone, '13812345678', '12345678901'],
    [zPassword, RuleMsg.password, 'abc123', 'abcdef'],
    [zIdCard, RuleMsg.idCard, VALID_ID, '110105194912310021'],
    [zEmail, RuleMsg.email, 'a@b.cn', 'a@b'],
    [zPlate, RuleMsg.plate, '京A12345', '京A1234'],
    [zChinese, RuleMsg.chinese, '中文', 'abc'],
    [zEnCode, RuleMsg.enCode, 'a.b', '.a'],
    [zAccount, RuleMsg.account, 'admin', 'ad min'],
    [zFullName, RuleMsg.fullName, '张三', '张三!'],
    [zNumCode, RuleMsg.numCode, '001', '00a'],
    [zFieldName, RuleMsg.fieldName, 'f_name', '_name'],
    [zDuration, RuleMsg.duration, 1.5, '1.2'],
    [zPositiveInt, RuleMsg.positiveInt, '3', 0],
  ];
  it.each(table)('%#: reports the exact message %s', (schema, message, valid, invalid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(issueMessage(schema, invalid)).toBe(message);
    expect(issueMessage(schema, '')).toBe(message);
    expect(issueMessage(schema, undefined)).toBe(message);
    expect(issueMessage(schema, { value: 1 })).toBe(message);
  });

  it('lets a custom message override and optionally accepts empty strings', () => {
    const schema = zRule('phone', { message: '手机号格式错误', allowEmpty: true });
    expect(schema.safeParse('').success).toBe(true);
    expect(issueMessage(schema, '123')).toBe('手机号格式错误');
    expect(issueMessage(zRule('phone'), '')).toBe(RuleMsg.phone);
  });

  it('zRequiredText reports a labelled message', () => {
    expect(issueMessage(zRequiredText('物品名称'), '')).toBe('物品名称不能为空');
    expect(issueMessage(zRequiredText(), undefined)).toBe('不能为空');
    expect(zRequiredText().safeParse('x').success).toBe(true);
  });

  it('has a zod helper behind every rule name', () => {
    const names = Object.keys(Rules) as RuleName[];
    for (const name of names) expect(issueMessage(zRule(name), '\u0000')).toBe(RuleMsg[name]);
  });
});
