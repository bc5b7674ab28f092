import { z } from 'zod';
import { LOGIN } from '../../../contract/limits';
import { IMAGE_NAME_RE, ImageApi } from '../../files/contract';

/**
 * 系统配置 (issue 13): the system's name and images, and how people sign in. Stored one key a row
 * in base_sys_config; every server process reads them from the access catalog (ADR 0015), so a
 * change applies at the next request without a restart. A key never stored reads as its default,
 * and the defaults are what the product did before the settings existed.
 */
export const SETTINGS_MODULE = 'system.sysConfig';
export const SysConfigApi = { base: '/api/system/SysConfig' } as const;

const flag = (error: string) => z.coerce.number({ error }).pipe(z.union([z.literal(0), z.literal(1)], { error }));
const int = (min: number, max: number, error: string) => z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const text = (max: number, label: string) => z.string().trim().max(max, { error: `${label}不能超过${max}个字符` });

/** '' (the product's own mark) or an image uploaded through the public image route. */
const imageAddress = z.string().max(200).refine(
  (v) => v === '' || /^\/icons\/[\w.-]+$/.test(v) || (v.startsWith(ImageApi.imageBase) && IMAGE_NAME_RE.test(v.slice(ImageApi.imageBase.length))),
  { error: '请上传图片' },
);

export const SETTINGS_MSG = {
  sysNameRequired: '请输入系统名称',
  passwordLengthOrder: '密码最短长度不能大于最长长度',
  passwordNeedsKind: '密码至少须要求一种字符',
  smsLoginOff: '短信登录已关闭',
  qrLoginOff: '扫码登录已关闭',
} as const;

const fields = {
  sysName: z.string({ error: SETTINGS_MSG.sysNameRequired }).trim().min(1, { error: SETTINGS_MSG.sysNameRequired }).max(50, { error: '系统名称不能超过50个字符' }),
  sysVersion: text(50, '系统版本'),
  author: text(50, '作者'),
  copyright: text(200, '版权信息'),
  logoIcon: imageAddress,
  navigationIcon: imageAddress,
  /** 1: ask for the image code after `captchaAfterFailures` wrong passwords (0: always). */
  loginCaptcha: flag('图形验证码开关不合法'),
  captchaAfterFailures: int(0, 20, '验证码触发次数为0到20'),
  captchaLength: int(LOGIN.captchaLength, 6, `验证码位数为${LOGIN.captchaLength}到6`),
  smsLogin: flag('短信登录开关不合法'),
  qrLogin: flag('扫码登录开关不合法'),
  /** 1: one live session per account (a new sign-in ends the others); 2: several (JNPF's values). */
  singleLogin: z.coerce.number({ error: '单点登录设置不合法' }).pipe(z.union([z.literal(1), z.literal(2)], { error: '单点登录设置不合法' })),
  /** Wrong passwords in a row that lock the account; 0 never locks. */
  lockAfterFailures: int(0, 100, '锁定阈值为0到100次'),
  lockMinutes: int(1, 1440, '锁定时长为1到1440分钟'),
  sessionTtlHours: int(1, 720, '登录有效期为1到720小时'),
  passwordMinLength: int(6, 32, '密码最短长度为6到32'),
  passwordMaxLength: int(6, 64, '密码最长长度为6到64'),
  passwordRequireLetter: flag('密码字母要求不合法'),
  passwordRequireDigit: flag('密码数字要求不合法'),
  /** 0: letters and digits only (§5); 1: symbols allowed; 2: at least one symbol required. */
  passwordSymbols: z.coerce.number({ error: '密码符号要求不合法' }).pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '密码符号要求不合法' })),
};
export type SettingKey = keyof typeof fields;
export const SETTING_KEYS = Object.keys(fields) as SettingKey[];

export const systemSettings = z
  .object(fields)
  .refine((s) => s.passwordMinLength <= s.passwordMaxLength, { error: SETTINGS_MSG.passwordLengthOrder, path: ['passwordMinLength'] })
  .refine((s) => s.passwordRequireLetter === 1 || s.passwordRequireDigit === 1 || s.passwordSymbols === 2, { error: SETTINGS_MSG.passwordNeedsKind, path: ['passwordRequireLetter'] });
export type SystemSettings = z.infer<typeof systemSettings>;

/** What the product did before settings existed; the session lifetime's default is the server's SESSION_TTL_HOURS. */
export const SETTINGS_DEFAULTS: SystemSettings = {
  sysName: '轻办', sysVersion: '', author: '', copyright: '', logoIcon: '', navigationIcon: '',
  loginCaptcha: 1, captchaAfterFailures: LOGIN.captchaAfterFailures, captchaLength: LOGIN.captchaLength, smsLogin: 1, qrLogin: 1, singleLogin: 2,
  lockAfterFailures: LOGIN.lockAfterFailures, lockMinutes: LOGIN.lockMinutes, sessionTtlHours: 12,
  passwordMinLength: 6, passwordMaxLength: 16, passwordRequireLetter: 1, passwordRequireDigit: 1, passwordSymbols: 0,
};

/** Stored strings → settings: a key missing or no longer valid reads as its default. */
export function parseSettings(stored: Record<string, string | undefined>, defaults: SystemSettings = SETTINGS_DEFAULTS): SystemSettings {
  const out = { ...defaults } as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) {
    const raw = stored[key];
    if (raw === undefined) continue;
    const parsed = fields[key].safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
  }
  const settings = out as SystemSettings;
  return systemSettings.safeParse(settings).success
    ? settings
    : { ...settings, passwordMinLength: defaults.passwordMinLength, passwordMaxLength: defaults.passwordMaxLength, passwordRequireLetter: defaults.passwordRequireLetter, passwordRequireDigit: defaults.passwordRequireDigit, passwordSymbols: defaults.passwordSymbols };
}

/** Settings → the strings stored per key. */
export const storedSettings = (s: SystemSettings): Record<SettingKey, string> =>
  Object.fromEntries(SETTING_KEYS.map((k) => [k, String(s[k])])) as Record<SettingKey, string>;

export type PasswordPolicy = Pick<SystemSettings, 'passwordMinLength' | 'passwordMaxLength' | 'passwordRequireLetter' | 'passwordRequireDigit' | 'passwordSymbols'>;

const SYMBOL = /[!-/:-@[-`{-~]/;

/** Whether a plain password meets the policy (the §5 rule with the defaults). */
export function meetsPasswordPolicy(p: PasswordPolicy, value: string): boolean {
  if (value.length < p.passwordMinLength || value.length > p.passwordMaxLength) return false;
  for (const ch of value) {
    if (/[A-Za-z0-9]/.test(ch)) continue;
    if (p.passwordSymbols === 0 || !SYMBOL.test(ch)) return false;
  }
  if (p.passwordRequireLetter === 1 && !/[A-Za-z]/.test(value)) return false;
  if (p.passwordRequireDigit === 1 && !/\d/.test(value)) return false;
  return p.passwordSymbols !== 2 || SYMBOL.test(value);
}

/** The policy in words; with the defaults exactly §5's 6-16位字符的密码（数字和字母组成）. */
export function passwordPolicyText(p: PasswordPolicy): string {
  const kinds = [p.passwordRequireDigit === 1 && '数字', p.passwordRequireLetter === 1 && '字母', p.passwordSymbols === 2 && '符号'].filter((k): k is string => Boolean(k));
  const joined = kinds.length > 1 ? `${kinds.slice(0, -1).join('、')}和${kinds.at(-1)}组成` : kinds.length === 1 ? `须含${kinds[0]}` : '';
  const extra = p.passwordSymbols === 1 ? '可含符号' : '';
  const inner = [joined, extra].filter(Boolean).join('，');
  return `${p.passwordMinLength}-${p.passwordMaxLength}位字符的密码${inner ? `（${inner}）` : ''}`;
}

/** GET /api/oauth/getConfig: the sign-in screen's part of the settings (public). */
export const publicSettingKeys = ['sysName', 'sysVersion', 'logoIcon', 'copyright', 'smsLogin', 'qrLogin'] as const;
