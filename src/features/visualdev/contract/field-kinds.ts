/**
 * The field kinds of the form designer (SPEC §1 表单生成器, §3 jnpfKey). One table read by the
 * designer's palette, the renderer, the record validator, the table a release creates and the code
 * generator, so a kind is added in one place (ADR 0033).
 */

/** How a kind's value is shaped in a record (and so how it is validated and stored). */
export type ValueShape =
  | 'text' // string
  | 'number' // finite number
  | 'flag' // 0 | 1
  | 'textList' // string[]
  | 'numberPair' // [from, to] of ms timestamps or numbers
  | 'textPair' // [from, to] of 'HH:mm:ss'
  | 'files' // { fileId, name, size }[]
  | 'rows' // sub-table rows
  | 'none'; // display only: stores nothing

/** Column type a release gives the kind's column (the data model's types, ADR 0030). */
export type StoredAs = { type: 'varchar'; length: number } | { type: 'text' } | { type: 'int' } | { type: 'bigint' } | { type: 'decimal'; precision: number; scale: number } | { type: 'none' };

export type KindGroup = 'basic' | 'advanced' | 'system' | 'layout';

export interface KindInfo {
  group: KindGroup;
  /** Default zh label in the palette (zhtw/en come from the designer's locales). */
  label: string;
  shape: ValueShape;
  stored: StoredAs;
  /** 请输入 (typed) or 请选择 (picked): the first word of the required message. */
  verb: '请输入' | '请选择' | '请上传';
  /** Filled by the server, never taken from the caller (creator, times, bill numbers, calculations). */
  serverFilled?: 'create' | 'update' | 'calculate' | 'billRule';
}

const TEXT255: StoredAs = { type: 'varchar', length: 255 };
const ID: StoredAs = { type: 'varchar', length: 64 };
const TEXT: StoredAs = { type: 'text' };
const TIME: StoredAs = { type: 'bigint' };
const NONE: StoredAs = { type: 'none' };

export const FIELD_KINDS = {
  comInput: { group: 'basic', label: '单行输入', shape: 'text', stored: TEXT255, verb: '请输入' },
  textarea: { group: 'basic', label: '多行输入', shape: 'text', stored: TEXT, verb: '请输入' },
  numInput: { group: 'basic', label: '数字输入', shape: 'number', stored: { type: 'decimal', precision: 24, scale: 6 }, verb: '请输入' },
  money: { group: 'basic', label: '金额', shape: 'number', stored: { type: 'decimal', precision: 15, scale: 2 }, verb: '请输入' },
  moneyCapital: { group: 'basic', label: '大写金额', shape: 'none', stored: NONE, verb: '请输入' },
  switch: { group: 'basic', label: '开关', shape: 'flag', stored: { type: 'int' }, verb: '请选择' },
  radio: { group: 'basic', label: '单选框组', shape: 'text', stored: TEXT255, verb: '请选择' },
  checkbox: { group: 'basic', label: '多选框组', shape: 'textList', stored: TEXT, verb: '请选择' },
  select: { group: 'basic', label: '下拉选择', shape: 'text', stored: TEXT, verb: '请选择' },
  cascader: { group: 'basic', label: '级联选择', shape: 'textList', stored: TEXT, verb: '请选择' },
  date: { group: 'basic', label: '日期选择', shape: 'number', stored: TIME, verb: '请选择' },
  dateRange: { group: 'basic', label: '日期范围', shape: 'numberPair', stored: TEXT, verb: '请选择' },
  time: { group: 'basic', label: '时间选择', shape: 'text', stored: { type: 'varchar', length: 8 }, verb: '请选择' },
  timeRange: { group: 'basic', label: '时间范围', shape: 'textPair', stored: { type: 'varchar', length: 20 }, verb: '请选择' },
  colorPicker: { group: 'basic', label: '颜色选择', shape: 'text', stored: { type: 'varchar', length: 32 }, verb: '请选择' },
  rate: { group: 'basic', label: '评分', shape: 'number', stored: { type: 'decimal', precision: 4, scale: 1 }, verb: '请选择' },
  slider: { group: 'basic', label: '滑块', shape: 'number', stored: { type: 'decimal', precision: 24, scale: 6 }, verb: '请选择' },
  editor: { group: 'basic', label: '富文本', shape: 'text', stored: TEXT, verb: '请输入' },
  uploadFz: { group: 'basic', label: '文件上传', shape: 'files', stored: TEXT, verb: '请上传' },
  uploadImg: { group: 'basic', label: '图片上传', shape: 'files', stored: TEXT, verb: '请上传' },
  comSelect: { group: 'advanced', label: '组织选择', shape: 'text', stored: TEXT, verb: '请选择' },
  depSelect: { group: 'advanced', label: '部门选择', shape: 'text', stored: TEXT, verb: '请选择' },
  posSelect: { group: 'advanced', label: '岗位选择', shape: 'text', stored: TEXT, verb: '请选择' },
  roleSelect: { group: 'advanced', label: '角色选择', shape: 'text', stored: TEXT, verb: '请选择' },
  groupSelect: { group: 'advanced', label: '分组选择', shape: 'text', stored: TEXT, verb: '请选择' },
  userSelect: { group: 'advanced', label: '用户选择', shape: 'text', stored: TEXT, verb: '请选择' },
  address: { group: 'advanced', label: '省市区', shape: 'textList', stored: TEXT, verb: '请选择' },
  dicSelect: { group: 'advanced', label: '数据字典', shape: 'text', stored: TEXT, verb: '请选择' },
  relationForm: { group: 'advanced', label: '关联表单', shape: 'text', stored: ID, verb: '请选择' },
  popupSelect: { group: 'advanced', label: '弹窗选择', shape: 'text', stored: TEXT, verb: '请选择' },
  calculate: { group: 'advanced', label: '计算公式', shape: 'number', stored: { type: 'decimal', precision: 24, scale: 2 }, verb: '请输入', serverFilled: 'calculate' },
  billRule: { group: 'system', label: '单据组件', shape: 'text', stored: { type: 'varchar', length: 100 }, verb: '请输入', serverFilled: 'billRule' },
  qrcode: { group: 'advanced', label: '二维码', shape: 'none', stored: NONE, verb: '请输入' },
  barcode: { group: 'advanced', label: '条形码', shape: 'none', stored: NONE, verb: '请输入' },
  table: { group: 'advanced', label: '设计子表', shape: 'rows', stored: NONE, verb: '请输入' },
  createUser: { group: 'system', label: '创建人员', shape: 'text', stored: ID, verb: '请输入', serverFilled: 'create' },
  createTime: { group: 'system', label: '创建时间', shape: 'number', stored: TIME, verb: '请输入', serverFilled: 'create' },
  modifyUser: { group: 'system', label: '修改人员', shape: 'text', stored: ID, verb: '请输入', serverFilled: 'update' },
  modifyTime: { group: 'system', label: '修改时间', shape: 'number', stored: TIME, verb: '请输入', serverFilled: 'update' },
  currOrganize: { group: 'system', label: '所属组织', shape: 'text', stored: ID, verb: '请输入', serverFilled: 'create' },
  currPosition: { group: 'system', label: '所属岗位', shape: 'text', stored: ID, verb: '请输入', serverFilled: 'create' },
} as const satisfies Record<string, KindInfo>;

export type FieldKind = keyof typeof FIELD_KINDS;
export const FIELD_KIND_NAMES = Object.keys(FIELD_KINDS) as FieldKind[];

/** Containers and decorations of the canvas: they hold fields or show text, never a value. */
export const LAYOUT_KINDS = {
  row: '栅格容器',
  card: '卡片容器',
  collapse: '折叠面板',
  tab: '标签面板',
  divider: '分割线',
  groupTitle: '分组标题',
  text: '文本',
  alert: '提示',
  button: '按钮',
} as const;
export type LayoutKind = keyof typeof LAYOUT_KINDS;
export const LAYOUT_KIND_NAMES = Object.keys(LAYOUT_KINDS) as LayoutKind[];

/** Kinds a sub-table's columns may be (no containers, no nested tables, no rich text or pickers that open trees in a cell). */
export const SUB_TABLE_KINDS: readonly FieldKind[] = [
  'comInput', 'textarea', 'numInput', 'money', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'date', 'dateRange', 'time', 'timeRange',
  'colorPicker', 'rate', 'slider', 'uploadFz', 'uploadImg', 'comSelect', 'depSelect', 'posSelect', 'roleSelect', 'groupSelect', 'userSelect',
  'address', 'dicSelect', 'relationForm', 'popupSelect', 'calculate',
];

export const isFieldKind = (key: string): key is FieldKind => Object.hasOwn(FIELD_KINDS, key);
export const isLayoutKind = (key: string): key is LayoutKind => Object.hasOwn(LAYOUT_KINDS, key);
export const kindInfo = (key: FieldKind): KindInfo => FIELD_KINDS[key];
/** Kinds whose value is kept in a column of the record's table. */
export const isStoredKind = (key: FieldKind): boolean => FIELD_KINDS[key].stored.type !== 'none';
/** Kinds whose value is picked (a choice, a person, a date), not typed: a search for them matches whole values. */
export const isPickedKind = (key: FieldKind): boolean => FIELD_KINDS[key].verb === '请选择';
