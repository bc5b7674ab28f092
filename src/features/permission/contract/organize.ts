import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode, zFullName } from '../../../contract/zod-rules';

/**
 * Organisations (companies + departments), positions, roles, groups and their members
 * (issue 4; SPEC §3 "Organisation/department node", "Group node", "position node", "role node"; §7).
 */
export const ORG_MSG = {
  nameRequired: '请输入名称',
  codeRequired: '请输入编码',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  parentRequired: '请选择上级',
  parentMissing: '上级组织不存在',
  parentSelf: '不能选择自己或下级作为上级',
  departmentParent: '部门的上级必须是公司或部门',
  companyParent: '公司的上级不能是部门',
  hasCompanyChildren: '该组织下有公司，不能改为部门',
  hasChildren: '该组织下有子组织，不能删除',
  hasUsers: '该组织下有用户，不能删除',
  hasPositions: '该组织下有岗位，不能删除',
  organizeRequired: '请选择所属组织',
  organizeMissing: '所属组织不存在',
  positionHasUsers: '该岗位下有用户，不能删除',
  roleHasUsers: '该角色下有用户，不能删除',
  groupHasUsers: '该分组下有用户，不能删除',
  builtinRoleDelete: '系统内置角色不能删除',
  builtinRoleDisable: '系统内置角色不能禁用',
  builtinRoleCode: '系统内置角色不能修改编码',
  userMissing: '用户不存在',
  idExists: '数据已存在',
} as const;

/** The enCode of the seeded super-administrator role: never deleted, disabled or renamed. */
export const BUILTIN_ROLE = 'superAdmin';
/** Role tree branch of the global roles (SPEC §3: "tree id 1 is global branch"). */
export const GLOBAL_ROLE_BRANCH = '1';
/** parentId of a top-level organisation; `0` in selector paths means "exclude nothing". */
export const ORG_ROOT = '-1';

export const ORG_CATEGORIES = ['company', 'department'] as const;
export type OrgCategory = (typeof ORG_CATEGORIES)[number];

const id = z.string().min(1).max(64);
/** Ids a client may bring for a record it creates (offline-born records keep their id). */
const newRecordId = z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, { error: 'ID不合法' }).optional();
const ids = z.array(id).max(10_000);
export const zOrgName = z.string({ error: ORG_MSG.nameRequired }).trim().min(1, { error: ORG_MSG.nameRequired }).max(100, { error: '名称不能超过100个字符' }).pipe(zFullName);
export const zOrgCode = z.string({ error: ORG_MSG.codeRequired }).trim().min(1, { error: ORG_MSG.codeRequired }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode);
const sortCode = z.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' }).optional();
const enabledMark = z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional();
const description = z.string().max(500, { error: '说明不能超过500个字符' }).nullish();
const optionalFlag = z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional());

export const orgIdParams = z.object({ id });
/** `{id}` of the selectors: the node (with its subtree) to leave out, `0` for none. */
export const orgSelectorParams = z.object({ id: z.string().max(64) });
export const orgSelectorQuery = z.object({
  category: z.enum(ORG_CATEGORIES, { error: '类型不合法' }).optional(),
  EXT_HANDLE_KEY: z.string().max(100).optional(),
  n: z.unknown().optional(),
});

// ---- organisations -------------------------------------------------------------------------

export const orgBody = z.object({
  id: newRecordId,
  /** `-1` (or `0`) for a top-level company. */
  parentId: z.string({ error: ORG_MSG.parentRequired }).min(1, { error: ORG_MSG.parentRequired }).max(64).transform((v) => (v === '0' ? ORG_ROOT : v)),
  category: z.enum(ORG_CATEGORIES, { error: '请选择类型' }),
  fullName: zOrgName,
  enCode: zOrgCode,
  managerId: id.nullish(),
  sortCode,
  enabledMark,
  description,
});
export type OrgBody = z.infer<typeof orgBody>;
/** POST/PUT Organize/Department: the same form, the category is always department. */
export const departmentBody = orgBody.omit({ category: true });

export const orgSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime'] as const;
export const orgListQuery = listQuery(orgSortable).extend({
  parentId: z.string().max(64).optional(),
  category: z.enum(ORG_CATEGORIES, { error: '类型不合法' }).optional(),
  enabledMark: optionalFlag,
});
export type OrgListQuery = z.infer<typeof orgListQuery>;

export interface OrgNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** Full path of names, '/'-joined, including the node itself. */
  organize: string;
  /** Ancestor ids from the top, including the node itself. */
  organizeIds: string[];
  type: OrgCategory;
  category: OrgCategory;
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
  /** Path of names from the nearest company down to the node ('华东分公司/仓储部'). */
  lastFullName: string;
  disabled: boolean;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  creatorTime: number;
  children?: OrgNode[];
}
export const orgNode: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    organize: z.string(),
    organizeIds: z.array(z.string()),
    type: z.enum(ORG_CATEGORIES),
    category: z.enum(ORG_CATEGORIES),
    icon: z.string(),
    hasChildren: z.boolean(),
    isLeaf: z.boolean(),
    lastFullName: z.string(),
    disabled: z.boolean(),
    enabledMark: z.number(),
    sortCode: z.number(),
    description: z.string().nullable(),
    creatorTime: z.number(),
    children: z.array(orgNode).optional(),
  }),
);
export const orgNodePage = listPageSchema(orgNode);
export const orgInfo = z.object({
  id: z.string(),
  parentId: z.string(),
  category: z.enum(ORG_CATEGORIES),
  fullName: z.string(),
  enCode: z.string(),
  managerId: z.string().nullable(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  organize: z.string(),
  organizeIds: z.array(z.string()),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type OrgInfo = z.infer<typeof orgInfo>;
export const organizeConditionBody = z.object({
  keyword: z.string().max(100, { error: '关键词过长' }).nullish(),
  departIds: ids.nullish(),
});
export const createdId = z.object({ id: z.string() });

// ---- pickers: positions, roles and groups as leaves of organisation trees ------------------

export const PICKER_TYPES = ['company', 'department', 'position', 'role', 'group', 'global'] as const;
export interface PickerNode {
  id: string;
  /** Unique within the tree (a role under several organisations appears once per organisation). */
  onlyId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: (typeof PICKER_TYPES)[number];
  organize: string;
  organizeIds: string[];
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
  disabled: boolean;
  children?: PickerNode[];
}
export const pickerNode: z.ZodType<PickerNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    onlyId: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    type: z.enum(PICKER_TYPES),
    organize: z.string(),
    organizeIds: z.array(z.string()),
    icon: z.string(),
    hasChildren: z.boolean(),
    isLeaf: z.boolean(),
    disabled: z.boolean(),
    children: z.array(pickerNode).optional(),
  }),
);
export const orgIdsBody = z.object({ organizeIds: ids.nullish() });

// ---- positions -------------------------------------------------------------------------------

export const positionBody = z.object({
  id: newRecordId,
  fullName: zOrgName,
  enCode: zOrgCode,
  organizeId: z.string({ error: ORG_MSG.organizeRequired }).min(1, { error: ORG_MSG.organizeRequired }).max(64),
  type: z.string().max(50, { error: '类型不能超过50个字符' }).nullish(),
  sortCode,
  enabledMark,
  description,
});
export type PositionBody = z.infer<typeof positionBody>;
export const positionSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime'] as const;
export const positionListQuery = listQuery(positionSortable).extend({ organizeId: z.string().max(64).optional(), enabledMark: optionalFlag });
export type PositionListQuery = z.infer<typeof positionListQuery>;
export const positionRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
  organizeId: z.string(),
  organizeName: z.string(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type PositionRow = z.infer<typeof positionRow>;
export const positionPage = listPageSchema(positionRow);
export const positionConditionBody = z.object({
  keyword: z.string().max(100, { error: '关键词过长' }).nullish(),
  departIds: ids.nullish(),
  positionIds: ids.nullish(),
});

// ---- roles -----------------------------------------------------------------------------------

export const roleBody = z
  .object({
    id: newRecordId,
    fullName: zOrgName,
    enCode: zOrgCode,
    globalMark: z.union([z.literal(0), z.literal(1)], { error: '角色类型不合法' }).default(1),
    organizeIds: ids.nullish().transform((a) => [...new Set(a ?? [])]),
    sortCode,
    enabledMark,
    description,
  })
  .refine((b) => b.globalMark === 1 || b.organizeIds.length > 0, { error: ORG_MSG.organizeRequired, path: ['organizeIds'] });
export type RoleBody = z.infer<typeof roleBody>;
export const roleSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime'] as const;
export const roleListQuery = listQuery(roleSortable).extend({ organizeId: z.string().max(64).optional(), globalMark: optionalFlag, enabledMark: optionalFlag });
export type RoleListQuery = z.infer<typeof roleListQuery>;
export const roleRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  globalMark: z.number(),
  /** '全局' or '组织'. */
  type: z.string(),
  organizeIds: z.array(z.string()),
  /** Paths of the role's organisations, ','-joined. */
  organizeName: z.string(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const rolePage = listPageSchema(roleRow);

// ---- groups ----------------------------------------------------------------------------------

export const groupBody = z.object({
  id: newRecordId,
  fullName: zOrgName,
  enCode: zOrgCode,
  type: z.string().max(50, { error: '类型不能超过50个字符' }).nullish(),
  sortCode,
  enabledMark,
  description,
});
export type GroupBody = z.infer<typeof groupBody>;
export const groupSortable = ['sortCode', 'fullName', 'enCode', 'creatorTime'] as const;
export const groupListQuery = listQuery(groupSortable).extend({ enabledMark: optionalFlag });
export type GroupListQuery = z.infer<typeof groupListQuery>;
export const groupRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
});
export type GroupRow = z.infer<typeof groupRow>;
export const groupPage = listPageSchema(groupRow);

// ---- members (UserRelation) ------------------------------------------------------------------

export const MEMBER_OBJECT_TYPES = ['Role', 'Position', 'Group'] as const;
export const memberParams = z.object({ objectType: z.enum(MEMBER_OBJECT_TYPES, { error: '成员类型不合法' }), objectId: id });
export const setMembersBody = z.object({ userIds: ids.nullish().transform((a) => [...new Set(a ?? [])]) });
export const memberListBody = listQuery(['realName', 'account']).nullish().transform((b) => b ?? listQuery(['realName', 'account']).parse({}));
export const memberRow = z.object({
  id: z.string(),
  /** 'realName/account', as the pickers show it. */
  fullName: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string(),
  organize: z.string(),
  enabledMark: z.number(),
});
export type MemberRow = z.infer<typeof memberRow>;
export const memberPage = listPageSchema(memberRow);
