import { z } from 'zod';
import { scopeRule, SCOPE_TYPES } from '../../../contract/data-scope';
import { iconNameOf, isIconName } from '../../../contract/icons';

/**
 * 菜单管理 (SPEC §3 menu entry, issue 13): the menu tree of types 1–8 with its buttons, list
 * columns, form fields and data-permission schemes — what the authorise screen grants.
 */
export const MENU_MODULE = 'system.menu';
export const MENU_ROOT = '-1';
/** 1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 data screen, 7 external link, 8 portal. */
export const MENU_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MENU_DIRECTORY = 1;
/** Types that carry a model id and tree flag in propertyJson (SPEC §2). */
export const MENU_MODEL_TYPES = [3, 4, 5, 8] as const;
/** Deepest nesting an import may bring (the built-in tree is two levels deep). */
export const MENU_MAX_DEPTH = 6;
export const MENU_IMPORT_MAX = 500;

export const MENU_MSG = {
  fullNameRequired: '请输入菜单名称',
  enCodeRequired: '请输入菜单编码',
  enCodeFormat: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  typeInvalid: '菜单类型不合法',
  urlRequired: '请输入路由地址',
  linkRequired: '请输入链接地址',
  iconUnknown: '图标不在图标库中',
  codeExists: '菜单编码已存在',
  parentMissing: '上级菜单不存在',
  menuMissing: '菜单不存在',
  itemMoved: '不能修改所属菜单',
  parentNotDirectory: '上级菜单必须是目录',
  parentSelf: '不能选择自己或下级作为上级',
  hasChildren: '该菜单下有子菜单，请先删除子菜单',
  directoryHasChildren: '该目录下有子菜单，不能改为其他类型',
  builtInDelete: '系统内置菜单不能删除，可以禁用或隐藏',
  builtInCode: '系统内置菜单的编码不能修改',
  builtInType: '系统内置菜单的类型不能修改',
  notBuiltIn: '该菜单不是系统内置菜单',
  sortInvalid: '排序数据不合法',
  selfLock: '不能禁用菜单管理或其上级目录，否则将无法再进入菜单管理',
  itemCodeRequired: '请输入编码',
  itemCodeFormat: '编码只能输入英文、数字、下划线和小数点，且以字母开头',
  itemNameRequired: '请输入名称',
  itemCodeExists: '编码已存在',
  builtInItemDelete: '系统内置的权限项不能删除，可以禁用',
  builtInItemCode: '系统内置的权限项编码不能修改',
  importInvalid: '导入文件格式不正确',
  importClash: '菜单编码已存在',
  importTooDeep: '菜单层级过深',
  importTooLarge: '导入的菜单过多',
} as const;

const id = z.string().min(1).max(64);
const flag = (error: string) => z.union([z.literal(0), z.literal(1)], { error });
const optionalName = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(100, { error: '名称不能超过100个字符' }).nullish());
const sortCode = z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' });

export const menuEnCode = z
  .string({ error: MENU_MSG.enCodeRequired })
  .trim()
  .min(1, { error: MENU_MSG.enCodeRequired })
  .max(100, { error: '编码不能超过100个字符' })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/, { error: MENU_MSG.enCodeFormat });

export const menuIcon = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : iconNameOf(v)) : v),
  z.string().refine(isIconName, { error: MENU_MSG.iconUnknown }).nullish(),
);

/** propertyJson of SPEC §3: the model id and tree flag of types 3, 4, 5, 8. Taken as object or JSON text. */
export const menuProperty = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return null;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.object({ moduleId: z.string().max(64).optional(), isTree: flag('isTree 只能是 0 或 1').optional() }, { error: 'propertyJson 不合法' }).nullish(),
);

const menuFields = {
  parentId: z.string({ error: '请选择上级菜单' }).min(1, { error: '请选择上级菜单' }).max(64),
  type: z.coerce.number({ error: MENU_MSG.typeInvalid }).int({ error: MENU_MSG.typeInvalid }).min(1, { error: MENU_MSG.typeInvalid }).max(MENU_TYPES.length, { error: MENU_MSG.typeInvalid }),
  enCode: menuEnCode,
  fullName: z.string({ error: MENU_MSG.fullNameRequired }).trim().min(1, { error: MENU_MSG.fullNameRequired }).max(50, { error: '名称不能超过50个字符' }),
  fullNameZhtw: optionalName,
  fullNameEn: optionalName,
  icon: menuIcon,
  urlAddress: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(500, { error: '地址不能超过500个字符' }).nullish()),
  linkTarget: z.preprocess((v) => (v === '' ? null : v), z.enum(['_self', '_blank'], { error: '打开方式不合法' }).nullish()),
  keepAlive: flag('页面缓存只能是 0 或 1').default(1),
  propertyJson: menuProperty,
  sortCode: sortCode.default(0),
  enabledMark: flag('状态不合法').default(1),
  hidden: flag('显示状态不合法').default(0),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
};

/** Types other than directories need an address; external links need one that leaves the app. */
const addressRule = (b: { type: number; urlAddress?: string | null }, ctx: z.RefinementCtx) => {
  if (b.type === MENU_DIRECTORY || b.urlAddress) return;
  ctx.addIssue({ code: 'custom', path: ['urlAddress'], message: b.type === 7 ? MENU_MSG.linkRequired : MENU_MSG.urlRequired });
};

export const menuBody = z.object(menuFields).superRefine(addressRule);
export type MenuBody = z.infer<typeof menuBody>;
export type MenuBodyInput = z.input<typeof menuBody>;

/** One entry of the administration tree (every menu, enabled or not). */
export interface MenuAdminNode {
  id: string;
  parentId: string;
  type: number;
  enCode: string;
  fullName: string;
  fullNameZhtw: string | null;
  fullNameEn: string | null;
  icon: string | null;
  urlAddress: string | null;
  linkTarget: string | null;
  keepAlive: number;
  propertyJson: string | null;
  sortCode: number;
  enabledMark: number;
  hidden: number;
  description: string | null;
  /** Declared by a feature's seeds: its code and type stay, it is disabled rather than deleted. */
  builtIn: boolean;
  /** A built-in menu an administrator edited; 恢复默认 puts the seed's values back. */
  customised: boolean;
  counts: { button: number; column: number; form: number; scheme: number };
  creatorTime: number;
  lastModifyTime: number | null;
  hasChildren: boolean;
  children: MenuAdminNode[];
}
export const menuAdminNode: z.ZodType<MenuAdminNode> = z.lazy(() =>
  z.object({
    id: z.string(), parentId: z.string(), type: z.number(), enCode: z.string(), fullName: z.string(),
    fullNameZhtw: z.string().nullable(), fullNameEn: z.string().nullable(), icon: z.string().nullable(),
    urlAddress: z.string().nullable(), linkTarget: z.string().nullable(), keepAlive: z.number(), propertyJson: z.string().nullable(),
    sortCode: z.number(), enabledMark: z.number(), hidden: z.number(), description: z.string().nullable(),
    builtIn: z.boolean(), customised: z.boolean(),
    counts: z.object({ button: z.number(), column: z.number(), form: z.number(), scheme: z.number() }),
    creatorTime: z.number(), lastModifyTime: z.number().nullable(), hasChildren: z.boolean(), children: z.array(menuAdminNode),
  }),
);
export const menuTreeQuery = z.object({ keyword: z.string().trim().max(100, { error: '关键词过长' }).optional(), n: z.unknown().optional() });
export const menuIdParams = z.object({ id });

/** Drag and drop: the new parent and order of the entries that moved (and their new siblings). */
export const menuSortBody = z.object({
  list: z
    .array(z.object({ id, parentId: id, sortCode }), { error: MENU_MSG.sortInvalid })
    .min(1, { error: MENU_MSG.sortInvalid })
    .max(2000, { error: MENU_MSG.sortInvalid }),
});
export type MenuSortBody = z.infer<typeof menuSortBody>;

/** Buttons (ModuleButton), list columns (ModuleColumn) and form fields (ModuleForm) of a menu. */
export const MODULE_ITEM_KINDS = ['button', 'column', 'form'] as const;
export type ModuleItemKind = (typeof MODULE_ITEM_KINDS)[number];
export const MODULE_ITEM_ROUTES: Record<ModuleItemKind, string> = { button: 'ModuleButton', column: 'ModuleColumn', form: 'ModuleForm' };

export const moduleItemCode = z
  .string({ error: MENU_MSG.itemCodeRequired })
  .trim()
  .min(1, { error: MENU_MSG.itemCodeRequired })
  .max(100, { error: '编码不能超过100个字符' })
  .regex(/^[A-Za-z][A-Za-z0-9_.]*$/, { error: MENU_MSG.itemCodeFormat });
export const moduleItemBody = z.object({
  moduleId: z.string({ error: '请选择菜单' }).min(1, { error: '请选择菜单' }).max(64),
  enCode: moduleItemCode,
  fullName: z.string({ error: MENU_MSG.itemNameRequired }).trim().min(1, { error: MENU_MSG.itemNameRequired }).max(100, { error: '名称不能超过100个字符' }),
  sortCode: sortCode.default(0),
  enabledMark: flag('状态不合法').default(1),
});
export type ModuleItemBody = z.infer<typeof moduleItemBody>;
export const moduleItemRow = z.object({
  id: z.string(), moduleId: z.string(), enCode: z.string(), fullName: z.string(), sortCode: z.number(), enabledMark: z.number(), builtIn: z.boolean(),
});
export type ModuleItemRow = z.infer<typeof moduleItemRow>;
export const moduleItemListParams = z.object({ moduleId: id });

const exportItem = z.object({ enCode: moduleItemCode, fullName: z.string().trim().min(1).max(100), sortCode: sortCode.default(0), enabledMark: flag('状态不合法').default(1) });
const exportScheme = z.object({
  enCode: z.string().trim().min(1).max(100),
  fullName: z.string().trim().min(1).max(100),
  scopeType: z.enum(SCOPE_TYPES, { error: '数据范围不合法' }),
  rules: z.array(scopeRule).max(20).default([]),
  description: z.string().max(500).nullish(),
});

/** One menu of an exported subtree; `id` is the exporting system's and only names the entry in the file. */
export interface MenuExportNode {
  id: string;
  enCode: string;
  fullName: string;
  fullNameZhtw?: string | null;
  fullNameEn?: string | null;
  type: number;
  icon?: string | null;
  urlAddress?: string | null;
  linkTarget?: '_self' | '_blank' | null;
  keepAlive: 0 | 1;
  propertyJson?: { moduleId?: string; isTree?: 0 | 1 } | null;
  sortCode: number;
  enabledMark: 0 | 1;
  hidden: 0 | 1;
  description?: string | null;
  buttons: z.infer<typeof exportItem>[];
  columns: z.infer<typeof exportItem>[];
  forms: z.infer<typeof exportItem>[];
  schemes: z.infer<typeof exportScheme>[];
  children: MenuExportNode[];
}
const { parentId: _parent, ...nodeFields } = menuFields;
export const menuExportNode: z.ZodType<MenuExportNode> = z.lazy(() =>
  z
    .object({
      id,
      ...nodeFields,
      buttons: z.array(exportItem).max(200).default([]),
      columns: z.array(exportItem).max(500).default([]),
      forms: z.array(exportItem).max(500).default([]),
      schemes: z.array(exportScheme).max(100).default([]),
      children: z.array(menuExportNode).max(MENU_IMPORT_MAX).default([]),
    })
    .superRefine(addressRule),
) as unknown as z.ZodType<MenuExportNode>;

export const MENU_EXPORT_FORMAT = 'qingban-menu';
export const menuExport = z.object({
  format: z.literal(MENU_EXPORT_FORMAT, { error: MENU_MSG.importInvalid }),
  version: z.literal(1, { error: MENU_MSG.importInvalid }),
  exportedAt: z.number(),
  menus: z.array(menuExportNode).min(1, { error: MENU_MSG.importInvalid }).max(MENU_IMPORT_MAX, { error: MENU_MSG.importTooLarge }),
});
export type MenuExport = z.infer<typeof menuExport>;

/** The export as the server answers it: the same shape, without the input's preprocessing. */
const outItem = z.object({ enCode: z.string(), fullName: z.string(), sortCode: z.number(), enabledMark: z.number() });
const exportNodeOut: z.ZodType<MenuExportNode> = z.lazy(() =>
  z.object({
    id: z.string(), enCode: z.string(), fullName: z.string(), fullNameZhtw: z.string().nullish(), fullNameEn: z.string().nullish(), type: z.number(),
    icon: z.string().nullish(), urlAddress: z.string().nullish(), linkTarget: z.enum(['_self', '_blank']).nullish(), keepAlive: z.union([z.literal(0), z.literal(1)]),
    propertyJson: z.object({ moduleId: z.string().optional(), isTree: z.union([z.literal(0), z.literal(1)]).optional() }).nullish(),
    sortCode: z.number(), enabledMark: z.union([z.literal(0), z.literal(1)]), hidden: z.union([z.literal(0), z.literal(1)]), description: z.string().nullish(),
    buttons: z.array(outItem), columns: z.array(outItem), forms: z.array(outItem),
    schemes: z.array(z.object({ enCode: z.string(), fullName: z.string(), scopeType: z.enum(SCOPE_TYPES), rules: z.array(z.object({ field: z.string(), op: scopeRule.shape.op, value: z.string() })), description: z.string().nullish() })),
    children: z.array(exportNodeOut),
  }),
) as unknown as z.ZodType<MenuExportNode>;
export const menuExportOut = z.object({ format: z.literal(MENU_EXPORT_FORMAT), version: z.literal(1), exportedAt: z.number(), menus: z.array(exportNodeOut) });

/** refuse: a code already in use stops the import and is reported; rename: such codes get a `.copy` suffix. */
export const menuImportBody = z.object({
  parentId: z.string({ error: '请选择上级菜单' }).min(1).max(64),
  onClash: z.enum(['refuse', 'rename']).default('refuse'),
  data: menuExport,
});
export type MenuImportBody = z.infer<typeof menuImportBody>;
export const menuImportResult = z.object({
  created: z.number(),
  /** Old id (from the file) → new id. */
  ids: z.record(z.string(), z.string()),
  /** Entries (by their id in the file) whose code was taken, and the code they got (rename). */
  renamed: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })),
});
export type MenuImportResult = z.infer<typeof menuImportResult>;
/** data of a refused import: the codes the system already holds. */
export interface MenuClashes {
  clashes: string[];
}
