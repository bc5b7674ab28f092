import { z } from 'zod';
import { Msg } from '../../../contract/codes';
import { listPageSchema } from '../../../contract/envelope';
import { LANGUAGES, LAYOUTS } from '../../../contract/limits';
import { listQuery } from '../../../contract/list-query';
import { zEmail, zFullName, zIdCard, zPhone } from '../../../contract/zod-rules';
import { IMAGE_NAME_RE } from '../../files/contract';
import { optionalRule, zGender } from './user';

export const userOrganize = z.object({ id: z.string(), fullName: z.string(), isDefault: z.boolean() });
export type UserOrganize = z.infer<typeof userOrganize>;

export const switchMajorBody = z.object({
  majorId: z.string({ error: '请选择组织' }).min(1, { error: '请选择组织' }).max(64),
  majorType: z.enum(['Organize', 'Position'], { error: '切换类型不合法' }),
});

export const columnSettings = z.object({ moduleId: z.string(), fieldList: z.string() });
export const setColumnsBody = z.object({
  moduleId: z.string().min(1).max(64),
  fieldList: z
    .string()
    .max(20_000)
    .refine((s) => {
      if (s === '') return true;
      try {
        return Array.isArray(JSON.parse(s));
      } catch {
        return false;
      }
    }, { error: '列设置格式不正确' }),
});

/* ---- The signed-in user's own profile (SPEC §7 "Current user") ---- */
const md5Hex = (required: string) =>
  z.string({ error: required }).min(1, { error: required }).regex(/^[a-fA-F0-9]{32}$/, { error: Msg.passwordFormat }).transform((v) => v.toLowerCase());

export const CURRENT_MSG = {
  oldPasswordWrong: '旧密码错误',
  samePassword: '新密码不能与旧密码相同',
  passwordChanged: '修改成功',
  avatarInvalid: '头像文件名不合法',
  avatarNotUploaded: '头像须是您本人上传的图片，请先上传',
} as const;

export const baseInfo = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.number().nullable(),
  mobilePhone: z.string(),
  email: z.string(),
  idCard: z.string(),
  headIcon: z.string(),
  description: z.string(),
  organizeName: z.string(),
  positionName: z.string(),
  roleName: z.string(),
  managerName: z.string(),
  theme: z.string(),
  language: z.string(),
  creatorTime: z.number(),
});
export type BaseInfo = z.infer<typeof baseInfo>;

export const baseInfoBody = z.object({
  realName: z.string({ error: '姓名不能为空' }).trim().min(1, { error: '姓名不能为空' }).max(50, { error: '姓名过长' }).pipe(zFullName),
  gender: zGender.optional(),
  mobilePhone: optionalRule(zPhone),
  email: optionalRule(zEmail),
  idCard: optionalRule(zIdCard),
  description: z.string().max(500, { error: '说明过长' }).nullish(),
});
export type BaseInfoBody = z.infer<typeof baseInfoBody>;

/** A stored image name as the upload answered it (UUIDv7 + extension): no path, no traversal. */
export const avatarParams = z.object({
  name: z.string().max(64, { error: CURRENT_MSG.avatarInvalid }).regex(IMAGE_NAME_RE, { error: CURRENT_MSG.avatarInvalid }),
});

/** Passwords arrive as md5 hex; the §5 rule on the plain password is the client's check. */
export const modifyPasswordBody = z.object({
  oldPassword: md5Hex('请输入旧密码'),
  password: md5Hex('请输入新密码'),
  code: z.string().max(10).optional(),
  timestamp: z.unknown().optional(),
});

export const themeBody = z.object({ theme: z.enum(LAYOUTS, { error: '主题不合法' }) });
export const languageBody = z.object({ language: z.enum(LANGUAGES, { error: '语言不合法' }) });

export const subordinate = z.object({
  id: z.string(), fullName: z.string(), account: z.string(), realName: z.string(), headIcon: z.string(),
  department: z.string(), position: z.string(), isLeaf: z.boolean(),
});

export interface AuthorizeNode {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  type: number;
  icon: string;
  urlAddress: string;
  buttons: { enCode: string; fullName: string }[];
  columns: { enCode: string; fullName: string }[];
  forms: { enCode: string; fullName: string }[];
  children: AuthorizeNode[];
}
const item = z.object({ enCode: z.string(), fullName: z.string() });
export const authorizeNode: z.ZodType<AuthorizeNode> = z.lazy(() =>
  z.object({
    id: z.string(), parentId: z.string(), enCode: z.string(), fullName: z.string(), type: z.number(), icon: z.string(), urlAddress: z.string(),
    buttons: z.array(item), columns: z.array(item), forms: z.array(item), children: z.array(authorizeNode),
  }),
);

export const mySystemLogQuery = listQuery(['creatorTime']).extend({
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['login', 'logout', 'failure'], { error: '日志类型不合法' }).optional()),
});
export const mySystemLogRow = z.object({
  id: z.string(), type: z.string(), method: z.string(), ip: z.string(), userAgent: z.string(), result: z.string(), creatorTime: z.number(),
});
export const mySystemLogPage = listPageSchema(mySystemLogRow);

export const userPosition = z.object({ id: z.string(), fullName: z.string(), organizeId: z.string(), organizeName: z.string(), isDefault: z.boolean() });
