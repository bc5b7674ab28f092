import { z } from 'zod';
import { Msg } from '../../contract/codes';
import { LAYOUTS, LOGIN } from '../../contract/limits';
import { zPhone } from '../../contract/zod-rules';

const md5Hex = z
  .string({ error: Msg.passwordRequired })
  .min(1, { error: Msg.passwordRequired })
  .regex(/^[a-fA-F0-9]{32}$/, { error: Msg.passwordFormat })
  .transform((v) => v.toLowerCase());

const optionalText = (max: number) => z.string().max(max).optional();

/** POST /api/oauth/Login, form-encoded (SPEC §7). */
export const loginForm = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    account: z.string({ error: Msg.accountRequired }).trim().min(1, { error: Msg.accountRequired }).max(100),
    password: md5Hex,
    code: optionalText(10),
    timestamp: optionalText(100),
    origin: optionalText(20),
    client_id: optionalText(100),
    client_secret: optionalText(100),
    scope: optionalText(100),
  }),
  z.object({
    grant_type: z.literal('sms'),
    /** An 11-digit mobile, or mobile@account for a sub-account (SPEC §5). */
    mobile: z.string({ error: '请输入手机号' }).trim().min(1, { error: '请输入手机号' }).max(120),
    code: z.string({ error: '请输入短信验证码' }).trim().min(1, { error: '请输入短信验证码' }).max(10),
    origin: optionalText(20),
  }),
]);
export type LoginForm = z.infer<typeof loginForm>;

export const themeSchema = z.enum(LAYOUTS);
export const loginResult = z.object({ token: z.string(), theme: themeSchema });
export type LoginResult = z.infer<typeof loginResult>;

/** §7 getConfig: the image code for this account, and what the sign-in screen shows (系统配置, ADR 0024). */
export const loginConfig = z.object({
  enableVerificationCode: z.union([z.literal(0), z.literal(1)]),
  verificationCodeNumber: z.number(),
  sysName: z.string(),
  sysVersion: z.string(),
  logoIcon: z.string(),
  copyright: z.string(),
  /** 1: the SMS tab / the QR tab is offered. */
  smsLogin: z.number(),
  qrLogin: z.number(),
  /** The password rules of 系统配置, for forms where a user chooses a password (they reach the server only as md5). */
  passwordPolicy: z.object({
    passwordMinLength: z.number(), passwordMaxLength: z.number(), passwordRequireLetter: z.number(), passwordRequireDigit: z.number(), passwordSymbols: z.number(),
  }),
});
export type LoginConfig = z.infer<typeof loginConfig>;

export const imageCodeParams = z.object({
  length: z.coerce.number().int().min(LOGIN.captchaLength).max(6),
  timestamp: z.string().min(1).max(100),
});

export const smsCodeRequest = z.object({ mobile: zPhone });

export const lockScreenBody = z.object({
  account: z.string({ error: Msg.accountRequired }).trim().min(1, { error: Msg.accountRequired }),
  password: md5Hex,
});

export const qrTicket = z.object({ ticket: z.string(), secret: z.string(), expiresAt: z.number() });
export const qrPollQuery = z.object({ secret: z.string().min(1).max(100) });
export const qrStatus = z.object({
  status: z.enum(['waiting', 'scanned', 'confirmed', 'expired']),
  token: z.string().optional(),
  theme: themeSchema.optional(),
});
export type QrStatus = z.infer<typeof qrStatus>;

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    enCode: z.string(),
    fullName: z.string(),
    fullNameZhtw: z.string().nullable(),
    fullNameEn: z.string().nullable(),
    type: z.number(),
    urlAddress: z.string().nullable(),
    icon: z.string().nullable(),
    keepAlive: z.number(),
    linkTarget: z.string().nullable(),
    propertyJson: z.string().nullable(),
    sortCode: z.number(),
    hidden: z.boolean().optional(),
    hasChildren: z.boolean(),
    children: z.array(menuNode),
  }),
);
export interface MenuNode {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  /** The name in zhtw and en (null: show fullName). */
  fullNameZhtw: string | null;
  fullNameEn: string | null;
  type: number;
  urlAddress: string | null;
  icon: string | null;
  keepAlive: number;
  linkTarget: string | null;
  propertyJson: string | null;
  sortCode: number;
  /** Routable, but left out of the sidebar, top menu and menu search (SPEC §3). Absent in sessions kept from before. */
  hidden?: boolean;
  hasChildren: boolean;
  children: MenuNode[];
}

const codeItem = z.object({ enCode: z.string(), fullName: z.string() });
export const permissionEntry = z.object({
  modelId: z.string(),
  moduleName: z.string(),
  button: z.array(codeItem),
  column: z.array(codeItem),
  form: z.array(codeItem),
});
export type PermissionEntry = z.infer<typeof permissionEntry>;

export const userInfo = z.object({
  userId: z.string(),
  userName: z.string(),
  userAccount: z.string(),
  headIcon: z.string(),
  organizeId: z.string(),
  organizeIds: z.string(),
  organizeName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  positionIds: z.array(z.object({ id: z.string(), fullName: z.string() })),
  positionName: z.string(),
  roleIds: z.array(z.string()),
  roleName: z.string(),
  isAdministrator: z.boolean(),
  portalId: z.string(),
  theme: themeSchema,
  language: z.string(),
  mobilePhone: z.string(),
  email: z.string(),
  prevLogin: z.number(),
  prevLoginTime: z.number().nullable(),
  prevLoginIPAddress: z.string(),
  prevLoginIPAddressName: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * prevLoginIPAddressName without a geo-IP database: the kind of address, in the server's words
 * (JNPF answers Chinese place names). Clients show them in their own language.
 */
export const IP_PLACE_NAMES = { local: '本机', lan: '局域网', internet: '外网' } as const;
export type IpPlace = keyof typeof IP_PLACE_NAMES;

export const sysConfigInfo = z.object({
  sysName: z.string(),
  sysVersion: z.string(),
  logoIcon: z.string(),
  navigationIcon: z.string(),
  author: z.string(),
  copyright: z.string(),
});
export type SysConfigInfo = z.infer<typeof sysConfigInfo>;

export const currentUser = z.object({
  menuList: z.array(menuNode),
  permissionList: z.array(permissionEntry),
  userInfo,
  sysConfigInfo,
});
export type CurrentUser = z.infer<typeof currentUser>;
