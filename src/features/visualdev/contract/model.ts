import { z } from 'zod';
import { PAGE } from '../../../contract/limits';
import { formSchema } from './form-schema';

/**
 * 在线开发 (SPEC §1, §7 `/api/visualdev/Base`, `OnlineDev`): a model = a form schema + a list
 * configuration. Released, it becomes a menu entry of type 3 whose page renders both (ADR 0033).
 */
export const VISUALDEV_MODULE = 'onlineDev.webDesign';
export const APP_DESIGN_MODULE = 'onlineDev.appDesign';

export const VisualDevMsg = {
  notFound: '功能不存在或已被删除',
  notReleased: '功能尚未发布',
  enCodeExists: '编码已存在',
  fullNameExists: '名称已存在',
  recordNotFound: '数据不存在或已被删除',
  schemaInvalid: '表单配置有问题，请在设计器中修改后再保存',
  tableTaken: (table: string) => `数据表${table}已被其他功能使用`,
  tableNotFound: (table: string) => `数据表${table}不存在`,
  released: '发布成功',
  conflict: '数据已被他人修改，请刷新后重试',
} as const;

/** List columns (列表字段): a main-form field shown in the list. */
export const listColumn = z.object({
  prop: z.string().min(1).max(64),
  label: z.string().max(100),
  width: z.number().int().min(40).max(1000).optional(),
  align: z.enum(['left', 'center', 'right']).default('left'),
  sortable: z.boolean().default(false),
  fixed: z.enum(['none', 'left', 'right']).default('none'),
});
export type ListColumn = z.infer<typeof listColumn>;

/** Search fields (查询字段): 1 equal, 2 contains, 3 between (numbers and dates). */
export const searchField = z.object({
  prop: z.string().min(1).max(64),
  label: z.string().max(100),
  searchType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
});
export type SearchField = z.infer<typeof searchField>;

export const LIST_BUTTONS = ['add', 'export', 'import', 'batchRemove'] as const;
export const ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
/** Button enCodes the authorise screen grants (§6 btn_add, btn_edit, btn_remove…). */
/** Owner type of files uploaded in a released model's form (ownerId: the model's id); readers of a record that lists a file may download it. */
export const ONLINE_FILE_OWNER = 'visualdev.model';

export const BUTTON_CODES = { add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove', detail: 'btn_detail', export: 'btn_download', import: 'btn_upload', batchRemove: 'btn_batchRemove' } as const;

export const columnData = z.object({
  columnList: z.array(listColumn).max(100).default([]),
  searchList: z.array(searchField).max(30).default([]),
  /** Default sort: a column prop (checked against the form's fields) and its order. */
  defaultSidx: z.string().max(64).default(''),
  sort: z.enum(['asc', 'desc']).default('desc'),
  hasPage: z.boolean().default(true),
  pageSize: z.union(PAGE.sizes.map((s) => z.literal(s)) as [z.ZodLiteral<20>, z.ZodLiteral<50>, z.ZodLiteral<100>, z.ZodLiteral<500>]).default(20),
  /** 1 flat list; 2 tree: rows nest by `parentField` (a relationForm to the same model or a text field holding a parent id). */
  type: z.union([z.literal(1), z.literal(2)]).default(1),
  parentField: z.string().max(64).default(''),
  treeTitleField: z.string().max(64).default(''),
  btnsList: z.array(z.enum(LIST_BUTTONS)).default(['add', 'export', 'import', 'batchRemove']),
  columnBtnsList: z.array(z.enum(ROW_BUTTONS)).default(['edit', 'remove', 'detail']),
  /** Whether the authorise screen's grants apply (SPEC §6); off = the menu permission alone decides. */
  useColumnPermission: z.boolean().default(false),
  useFormPermission: z.boolean().default(false),
  useBtnPermission: z.boolean().default(true),
  useDataPermission: z.boolean().default(false),
});
export type ColumnData = z.infer<typeof columnData>;

/** A sub-table's storage: its table and the column pointing at the main record. */
export const modelTable = z.object({ table: z.string().max(64), relationField: z.string().max(64).default('f_foreign_id'), typeId: z.enum(['1', '0']) });
export type ModelTable = z.infer<typeof modelTable>;

const fullName = z.string({ error: '请输入名称' }).trim().min(1, { error: '请输入名称' }).max(100, { error: '名称不能超过100个字符' });
const enCode = z
  .string({ error: '请输入编码' })
  .trim()
  .min(1, { error: '请输入编码' })
  .max(50, { error: '编码不能超过50个字符' })
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: '编码只能是字母开头的字母、数字和下划线' });

/** POST/PUT /api/visualdev/Base: create or save a model (its design). */
export const baseBody = z.object({
  fullName,
  enCode,
  category: z.string().max(64).default(''),
  description: z.string().max(500).default(''),
  sortCode: z.number().int().min(0).max(999999).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The main table; empty = the release creates `vd_<enCode>` (lower case). */
  tableName: z.string().max(64).default(''),
  formData: formSchema,
  columnData: columnData.default(columnData.parse({})),
});
export type BaseBody = z.infer<typeof baseBody>;

/** A model as lists and the designer read it. */
export interface BaseInfo extends BaseBody {
  id: string;
  /** 0 draft, 1 released (the released form may be older than the design: `releasedAt` < `lastModifyTime`). */
  state: 0 | 1;
  tables: ModelTable[];
  menuId: string | null;
  releasedAt: number | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export const baseListQuery = z.object({
  keyword: z.string().max(100).optional(),
  category: z.string().max(64).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE.maxSize).default(PAGE.defaultSize),
});

/** POST .../Actions/Release: where the menu goes. */
export const releaseBody = z.object({
  /** Parent menu (a directory's id); empty = the 在线开发 demo directory. */
  parentId: z.string().max(64).default(''),
  icon: z.string().max(100).default('icon-ym icon-ym-webDesign'),
  /** Also release for the phone (app design: the app-visible fields). */
  app: z.boolean().default(true),
});

/** POST /api/visualdev/OnlineDev/{id}/List. */
export const onlineListQuery = z.object({
  keyword: z.string().max(100).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE.maxSize).default(PAGE.defaultSize),
  sidx: z.string().max(64).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  /** Search fields' values by prop: a string, or [from, to] for searchType 3. */
  query: z.record(z.string().max(64), z.unknown()).default({}),
  /** Export: only these rows. */
  ids: z.array(z.string().max(64)).max(10000).optional(),
});
export type OnlineListQuery = z.infer<typeof onlineListQuery>;

/** POST/PUT /api/visualdev/OnlineDev/{id}[/{dataId}]: a record's values; `version` guards an edit. */
export const onlineRecordBody = z.object({
  data: z.record(z.string().max(64), z.unknown()),
  version: z.number().int().min(0).optional(),
  /** A record made on a device keeps the id it was born with. */
  id: z.string().min(1).max(64).optional(),
});
export type OnlineRecordBody = z.infer<typeof onlineRecordBody>;

export const batchDeleteBody = z.object({ ids: z.array(z.string().min(1).max(64)).min(1, { error: '请选择要删除的数据' }).max(1000) });
