import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { SCOPE_TYPES, scopeRule } from '../../../contract/data-scope';

export const AUTHORIZE_OBJECT_TYPES = ['Role', 'Position', 'User'] as const;
export type AuthorizeObjectType = (typeof AUTHORIZE_OBJECT_TYPES)[number];
export const AUTHORIZE_ITEM_TYPES = ['module', 'button', 'column', 'form', 'resource'] as const;

const idList = z.array(z.string().min(1).max(64)).max(5000);

export const authorizeObjectParams = z.object({
  objectType: z.enum(AUTHORIZE_OBJECT_TYPES, { error: '授权对象类型不合法' }),
  objectId: z.string().min(1).max(64),
});

/** What one role, position or user holds (ids of menus, buttons, columns, form fields, data schemes). */
export const authorizeValues = z.object({
  module: idList,
  button: idList,
  column: idList,
  form: idList,
  resource: idList,
});
export type AuthorizeValues = z.infer<typeof authorizeValues>;

const item = z.object({ id: z.string(), enCode: z.string(), fullName: z.string() });
const schemeItem = z.object({ id: z.string(), enCode: z.string(), fullName: z.string(), scopeType: z.enum(SCOPE_TYPES) });

export interface AuthorizeTreeNode {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  type: number;
  icon: string | null;
  buttons: z.infer<typeof item>[];
  columns: z.infer<typeof item>[];
  forms: z.infer<typeof item>[];
  schemes: z.infer<typeof schemeItem>[];
  children: AuthorizeTreeNode[];
}
export const authorizeTreeNode: z.ZodType<AuthorizeTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    enCode: z.string(),
    fullName: z.string(),
    type: z.number(),
    icon: z.string().nullable(),
    buttons: z.array(item),
    columns: z.array(item),
    forms: z.array(item),
    schemes: z.array(schemeItem),
    children: z.array(authorizeTreeNode),
  }),
);

export const moduleHolder = z.object({ objectType: z.enum(AUTHORIZE_OBJECT_TYPES), objectId: z.string(), fullName: z.string() });
export const moduleHoldersBody = z.object({
  objects: z.array(z.object({ objectType: z.enum(AUTHORIZE_OBJECT_TYPES, { error: '授权对象类型不合法' }), objectId: z.string().min(1).max(64) })).max(5000),
});

export const dataSchemeBody = z
  .object({
    moduleId: z.string({ error: '请选择菜单' }).min(1, { error: '请选择菜单' }).max(64),
    fullName: z.string({ error: '请输入方案名称' }).trim().min(1, { error: '请输入方案名称' }).max(100),
    enCode: z.string({ error: '请输入方案编码' }).trim().min(1, { error: '请输入方案编码' }).max(100),
    scopeType: z.enum(SCOPE_TYPES, { error: '数据范围不合法' }),
    rules: z.array(scopeRule).max(20).default([]),
    description: z.string().max(500).nullish(),
  })
  .refine((b) => b.scopeType !== 'custom' || b.rules.length > 0, { error: '自定义方案至少需要一个条件', path: ['rules'] });
export type DataSchemeBody = z.infer<typeof dataSchemeBody>;
export const dataScheme = z.object({
  id: z.string(),
  moduleId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  scopeType: z.enum(SCOPE_TYPES),
  rules: z.array(scopeRule),
  description: z.string().nullable(),
  creatorTime: z.number(),
});

export const onlineUserQuery = listQuery(['loginTime', 'userName']);
export const onlineUserRow = z.object({
  sessionId: z.string(),
  userId: z.string(),
  userName: z.string(),
  account: z.string(),
  organizeName: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  userAgent: z.string().nullable(),
  loginTime: z.number(),
  lastSeenAt: z.number(),
});
export type OnlineUserRow = z.infer<typeof onlineUserRow>;
export const onlineUserPage = listPageSchema(onlineUserRow);
