import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zAccount, zEmail, zFullName, zIdCard, zPhone } from '../../../contract/zod-rules';

/** Users of the permission area (issue 4, SPEC §3 "User info", "Selectable user", §7 "Users"). */
export const USER_MSG = {
  accountExists: '账号已存在',
  organizeRequired: '请选择所属组织',
  organizeMissing: '所属组织不存在',
  positionMissing: '岗位不存在',
  majorOrganizeNotChosen: '主要组织须是所属组织之一',
  majorPositionNotChosen: '主要岗位须是所选岗位之一',
  majorPositionElsewhere: '主要岗位须属于主要组织',
  managerMissing: '直属主管不存在',
  managerSelf: '直属主管不能是自己',
  managerLoop: '直属主管不能是该用户的下属',
  roleMissing: '角色不存在',
  deleteSelf: '不能删除自己',
  deleteAdmin: '不能删除超级管理员',
  disableSelf: '不能禁用自己',
  disableAdmin: '不能禁用超级管理员',
  notGrantable: '不能授予您自己没有的权限',
  adminProtected: '只有超级管理员可以修改超级管理员',
  resetDone: '重置成功',
  unlockDone: '解锁成功',
} as const;

/** gender: 1 男, 0 女, 2 保密 (null: not given). */
export const GENDER_LABEL: Record<number, string> = { 1: '男', 0: '女', 2: '保密' };
export const zGender = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '性别不合法' }).nullable(),
);

const id = z.string().min(1).max(64);
/** A comma list or an array of ids → string[] (the client sends either). */
export const idList = (required?: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z.array(z.string().trim().max(64)).transform((a) => [...new Set(a.filter(Boolean))]),
  ).refine((a) => !required || a.length > 0, { error: required ?? '' });

/** A §5 rule for an optional field: null/undefined/'' pass as '', anything else must meet the rule. */
export const optionalRule = (rule: z.ZodType<string>) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.union([z.literal(''), rule]));

export const userBody = z.object({
  account: z.string({ error: '账号不能为空' }).trim().min(1, { error: '账号不能为空' }).max(50, { error: '账号过长' }).pipe(zAccount),
  realName: z.string({ error: '姓名不能为空' }).trim().min(1, { error: '姓名不能为空' }).max(50, { error: '姓名过长' }).pipe(zFullName),
  mobilePhone: optionalRule(zPhone),
  email: optionalRule(zEmail),
  idCard: optionalRule(zIdCard),
  gender: zGender.optional(),
  organizeIds: idList('请选择所属组织'),
  positionIds: idList(),
  roleIds: idList(),
  majorOrganizeId: id.nullish(),
  majorPositionId: id.nullish(),
  managerId: id.nullish(),
  description: z.string().max(500, { error: '说明过长' }).nullish(),
  sortCode: z.coerce.number().int().min(0).max(1_000_000).optional(),
  enabledMark: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type UserBody = z.infer<typeof userBody>;

export const userSortable = ['account', 'realName', 'creatorTime', 'sortCode'] as const;
const optionalFlag = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional());
export const userListQuery = listQuery(userSortable).extend({
  organizeId: z.string().max(64).optional(),
  enabledMark: optionalFlag,
  token: z.string().optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.number().nullable(),
  headIcon: z.string(),
  organizeName: z.string(),
  organizeIds: z.string(),
  positionName: z.string(),
  positionIds: z.string(),
  roleName: z.string(),
  roleIds: z.string(),
  mobilePhone: z.string(),
  email: z.string(),
  enabledMark: z.number(),
  lockMark: z.number(),
  isAdministrator: z.number(),
  sortCode: z.number(),
  creatorTime: z.number(),
});
export type UserRow = z.infer<typeof userRow>;
export const userPage = listPageSchema(userRow);

export const userDetail = userRow.extend({
  idCard: z.string(),
  description: z.string(),
  majorOrganizeId: z.string(),
  majorPositionId: z.string(),
  managerId: z.string(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const idParams = z.object({ id });

/** SPEC §3 "Selectable user": what every user picker shows and echoes. */
export const selectableUser = z.object({ id: z.string(), fullName: z.string(), account: z.string(), realName: z.string(), headIcon: z.string(), organize: z.string(), type: z.literal('user') });
export type SelectableUser = z.infer<typeof selectableUser>;
export const selectablePage = listPageSchema(selectableUser);

/** Tree node of Selector, ImUser/Selector and GetListByAuthorize: organisations, users as leaves. */
export interface UserTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  type: 'company' | 'department' | 'user';
  icon: string;
  headIcon: string;
  organize: string;
  hasChildren: boolean;
  isLeaf: boolean;
  children?: UserTreeNode[];
}
export const userTreeNode: z.ZodType<UserTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    type: z.enum(['company', 'department', 'user']),
    icon: z.string(),
    headIcon: z.string(),
    organize: z.string(),
    hasChildren: z.boolean(),
    isLeaf: z.boolean(),
    children: z.array(userTreeNode).optional(),
  }),
);

export const keywordBody = z.object({ keyword: z.string().max(100, { error: '关键词过长' }).nullish() }).nullish().transform((b) => ({ keyword: b?.keyword?.trim() ?? '' }));
export const userIdsBody = z.object({ userId: z.array(id).max(5_000, { error: '用户过多' }).default([]) });
export const organizationQuery = z.object({ userId: id, n: z.unknown().optional() });
export const organizationPath = z.object({ id: z.string(), fullName: z.string(), organizeIdTree: z.string() });
export const positionQuery = z.object({ positionId: id, n: z.unknown().optional() });
export const roleOrgQuery = z.object({ roleId: id, organizeId: z.string().max(64).optional(), n: z.unknown().optional() });

const ids = z.array(id).max(2_000, { error: '条件过多' }).default([]);
export const userConditionBody = z.object({
  departIds: ids,
  positionIds: ids,
  roleIds: ids,
  groupIds: ids,
  userIds: ids,
  keyword: z.string().max(100).nullish(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(20),
});
export type UserConditionBody = z.infer<typeof userConditionBody>;

export const imUser = z.object({ id: z.string(), realName: z.string(), account: z.string(), headIcon: z.string(), department: z.string() });
export const imUserPage = listPageSchema(imUser);
export const addressBookGroup = z.object({ id: z.string(), fullName: z.string(), users: z.array(selectableUser) });
/** 我的分组 of the user picker: a group the caller belongs to, with its members. */
export const groupWithMembers = z.object({ id: z.string(), fullName: z.string(), users: z.array(selectableUser) });
export type GroupWithMembers = z.infer<typeof groupWithMembers>;

/** Excel: one row of the import sheet (values as typed), with per-cell errors. */
export const IMPORT_COLUMNS = [
  ['account', '账号'],
  ['realName', '姓名'],
  ['gender', '性别'],
  ['organizeName', '所属组织'],
  ['positionName', '岗位'],
  ['roleName', '角色'],
  ['mobilePhone', '手机'],
  ['email', '邮箱'],
  ['idCard', '身份证号'],
  ['description', '说明'],
] as const;
export type ImportField = (typeof IMPORT_COLUMNS)[number][0];
const cell = z.string().max(1000).default('');
export const importValues = z.object({
  account: cell, realName: cell, gender: cell, organizeName: cell, positionName: cell,
  roleName: cell, mobilePhone: cell, email: cell, idCard: cell, description: cell,
});
export const importRow = importValues.extend({ row: z.number().int(), errors: z.record(z.string(), z.string()).default({}) });
export type ImportRow = z.infer<typeof importRow>;
export const importPreview = z.object({ list: z.array(importRow), valid: z.number(), invalid: z.number() });
export const importDataBody = z.object({ list: z.array(importRow).max(20_000) });
export const importResult = z.object({ snum: z.number(), fnum: z.number(), failResult: z.array(importRow) });
