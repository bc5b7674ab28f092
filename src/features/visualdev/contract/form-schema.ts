import { z } from 'zod';
import { RuleMsg, type RuleName } from '../../../contract/validators';
import { FIELD_KIND_NAMES, LAYOUT_KIND_NAMES, type FieldKind, type LayoutKind } from './field-kinds';

/**
 * The one form schema (ADR 0033): the designer edits it, the renderer draws it, the server validates
 * records with it and creates tables from it, the generator writes code from it. Version 2 is this
 * shape; version 1 is the JNPF 3.4 `__config__` export, migrated by `migrateFormSchema`.
 */
export const FORM_SCHEMA_VERSION = 2;

export const RULE_NAMES = Object.keys(RuleMsg).filter((k) => k !== 'required') as RuleName[];

/** A validation rule of `regList`: a named §5 rule, or a pattern ("/…/flags" or bare) with its message. */
export const regRule = z.object({
  rule: z.enum(RULE_NAMES as [RuleName, ...RuleName[]]).optional(),
  pattern: z.string().max(200).optional(),
  message: z.string().max(100).default(''),
});
export type RegRule = z.infer<typeof regRule>;

export const VISIBILITY = ['pc', 'app'] as const;
export type Visibility = (typeof VISIBILITY)[number];

export const option = z.object({ id: z.string().max(100), fullName: z.string().max(100) });
export type FieldOption = z.infer<typeof option> & { children?: FieldOption[] };
const optionTree: z.ZodType<FieldOption> = z.lazy(() => option.extend({ children: z.array(optionTree).max(500).optional() }));

/** Where a select's, radio's, checkbox's or cascader's choices come from. */
export const optionSource = z.object({
  dataType: z.enum(['static', 'dictionary', 'dynamic']).default('static'),
  options: z.array(optionTree).max(500).default([]),
  /** dictionary: the dictionary type's enCode (dataType dictionary). */
  dictionaryType: z.string().max(100).optional(),
  /** dynamic: a data interface's id, with the columns that give value and label. */
  interfaceId: z.string().max(64).optional(),
  propsValue: z.string().max(100).default('id'),
  propsLabel: z.string().max(100).default('fullName'),
});
export type OptionSource = z.infer<typeof optionSource>;

/** The expression of a calculate field: operands (a number, a field, or `table.field` = column sum) alternating with + - × ÷. */
export const expressionToken = z.union([z.number(), z.string().max(100)]);

/**
 * Kind-specific settings. One loose object rather than one per kind keeps the designer's property
 * panel simple; `checkFormSchema` checks what each kind needs (options, expression, rule…).
 */
export const fieldProps = z
  .object({
    placeholder: z.string().max(100),
    maxlength: z.number().int().min(1).max(100000),
    /** numInput / slider / rate bounds and step; precision = decimals shown and kept. */
    min: z.number(),
    max: z.number(),
    step: z.number().positive(),
    precision: z.number().int().min(0).max(6),
    /** money: show the amount in Chinese capitals under the input. */
    showChinese: z.boolean(),
    /** select, checkbox, pickers, popupSelect: several values. */
    multiple: z.boolean(),
    /** date: 'date' | 'datetime'; formats shown. */
    type: z.string().max(20),
    format: z.string().max(40),
    source: optionSource,
    /** Pickers limited to some ids (posSelect custom mode, userSelect custom). */
    ableIds: z.array(z.string().max(64)).max(500),
    /** address: 1 province … 4 street. */
    level: z.number().int().min(1).max(4),
    /** uploads: accept list (".pdf,.docx" or "image/*"), size limit and unit, count limit (0 = none). */
    accept: z.string().max(200),
    fileSize: z.number().min(0).max(100000),
    sizeUnit: z.enum(['KB', 'MB', 'GB']),
    limit: z.number().int().min(0).max(100),
    /** calculate */
    expression: z.array(expressionToken).max(99),
    /** billRule: a bill rule's enCode. */
    ruleEnCode: z.string().max(100),
    /** relationForm: another released model, the field it shows; popupSelect: a data interface. */
    modelId: z.string().max(64),
    relationField: z.string().max(100),
    interfaceId: z.string().max(64),
    propsValue: z.string().max(100),
    columnOptions: z.array(z.object({ value: z.string().max(100), label: z.string().max(100) })).max(20),
    popupType: z.enum(['dialog', 'drawer']),
    popupTitle: z.string().max(100),
    popupWidth: z.string().max(20),
    hasPage: z.boolean(),
    pageSize: z.number().int().min(1).max(500),
    /** qrcode / barcode (§3): what they draw. */
    dataType: z.enum(['static', 'relation']),
    staticText: z.string().max(500),
    colorDark: z.string().max(32),
    colorLight: z.string().max(32),
    size: z.number().int().min(32).max(1000),
    lineColor: z.string().max(32),
    background: z.string().max(32),
    width: z.number().min(0.5).max(10),
    height: z.number().int().min(10).max(400),
    /** moneyCapital: the money field it spells out. */
    moneyField: z.string().max(100),
    /** switch texts; rate count. */
    activeText: z.string().max(20),
    inactiveText: z.string().max(20),
    count: z.number().int().min(1).max(10),
    /** textarea rows. */
    rows: z.number().int().min(1).max(30),
    /** createTime/modifyTime and date display */
    showTime: z.boolean(),
  })
  .partial();
export type FieldProps = z.infer<typeof fieldProps>;

const nodeId = z.string().min(1).max(64);
const span = z.number().int().min(1).max(24).default(24);

const fieldCommon = {
  id: nodeId,
  /** The record's key, and the bound column (unless `column` names another). */
  vModel: z.string().min(1).max(64),
  label: z.string().max(100).default(''),
  labelWidth: z.number().int().min(0).max(400).optional(),
  showLabel: z.boolean().default(true),
  required: z.boolean().default(false),
  tag: z.string().max(50).optional(),
  tagIcon: z.string().max(50).optional(),
  defaultValue: z.unknown().optional(),
  span,
  dragDisabled: z.boolean().optional(),
  visibility: z.array(z.enum(VISIBILITY)).default(['pc', 'app']),
  disabled: z.boolean().default(false),
  /** The data model table of the column (main table, or the sub-table's). */
  tableName: z.string().max(64).optional(),
  column: z.string().max(64).optional(),
  regList: z.array(regRule).max(10).default([]),
  props: fieldProps.default({}),
};

/** A field of the main form or of a sub-table. */
export const fieldNode = z.object({
  ...fieldCommon,
  jnpfKey: z.enum(FIELD_KIND_NAMES.filter((k) => k !== 'table') as [FieldKind, ...FieldKind[]]),
});
export type FieldNode = z.infer<typeof fieldNode>;

/** A sub-table (设计子表): its own table, rows of cells, a 合计 row over chosen number columns. */
export const tableNode = z.object({
  ...fieldCommon,
  jnpfKey: z.literal('table'),
  children: z.array(fieldNode).max(100).default([]),
  showSummary: z.boolean().default(false),
  summaryFields: z.array(z.string().max(64)).max(100).default([]),
  addText: z.string().max(50).default('添加'),
  /** Most rows a record may carry. */
  maxRows: z.number().int().min(1).max(1000).default(200),
});
export type TableNode = z.infer<typeof tableNode>;

export interface LayoutNode {
  id: string;
  jnpfKey: LayoutKind;
  label: string;
  span: number;
  visibility: Visibility[];
  /** row, card: children; collapse, tab: items each with children. */
  children?: FormNode[];
  items?: { title: string; name: string; children: FormNode[] }[];
  props: { content?: string; alertType?: 'info' | 'success' | 'warning' | 'error'; contentPosition?: 'left' | 'center' | 'right'; buttonText?: string; shadow?: boolean; accordion?: boolean };
}
export type FormNode = FieldNode | TableNode | LayoutNode;

export const layoutNode: z.ZodType<LayoutNode, unknown> = z.lazy(() =>
  z.object({
    id: nodeId,
    jnpfKey: z.enum(LAYOUT_KIND_NAMES as [LayoutKind, ...LayoutKind[]]),
    label: z.string().max(100).default(''),
    span,
    visibility: z.array(z.enum(VISIBILITY)).default(['pc', 'app']),
    children: z.array(formNode).max(500).optional(),
    items: z.array(z.object({ title: z.string().max(100), name: z.string().max(64), children: z.array(formNode).max(500) })).max(20).optional(),
    props: z
      .object({
        content: z.string().max(2000).optional(),
        alertType: z.enum(['info', 'success', 'warning', 'error']).optional(),
        contentPosition: z.enum(['left', 'center', 'right']).optional(),
        buttonText: z.string().max(50).optional(),
        shadow: z.boolean().optional(),
        accordion: z.boolean().optional(),
      })
      .default({}),
  }),
);

export const formNode: z.ZodType<FormNode, unknown> = z.lazy(() => z.union([tableNode, fieldNode, layoutNode]));

export const formConf = z.object({
  labelPosition: z.enum(['left', 'right', 'top']).default('right'),
  labelWidth: z.number().int().min(0).max(400).default(100),
  /** 弹窗 general dialog, full screen, or drawer (SPEC §2 popupType). */
  popupType: z.enum(['general', 'fullScreen', 'drawer']).default('general'),
  popupWidth: z.string().max(20).default('800px'),
  gutter: z.number().int().min(0).max(48).default(15),
});
export type FormConf = z.infer<typeof formConf>;

export const formSchema = z.object({
  version: z.literal(FORM_SCHEMA_VERSION),
  formConf: formConf.default(formConf.parse({})),
  fields: z.array(formNode).max(1000).default([]),
});
export type FormSchema = z.infer<typeof formSchema>;

export const emptyFormSchema = (): FormSchema => ({ version: FORM_SCHEMA_VERSION, formConf: formConf.parse({}), fields: [] });

export const isTableNode = (n: FormNode): n is TableNode => n.jnpfKey === 'table';
export const isLayoutNode = (n: FormNode): n is LayoutNode => (LAYOUT_KIND_NAMES as readonly string[]).includes(n.jnpfKey);
export const isFieldNode = (n: FormNode): n is FieldNode => !isLayoutNode(n) && !isTableNode(n);

/** The main form's fields and sub-tables in document order, through every container. */
export function collectFields(nodes: readonly FormNode[]): (FieldNode | TableNode)[] {
  const out: (FieldNode | TableNode)[] = [];
  const walk = (list: readonly FormNode[]) => {
    for (const n of list) {
      if (isLayoutNode(n)) {
        if (n.children) walk(n.children);
        for (const item of n.items ?? []) walk(item.children);
      } else out.push(n);
    }
  };
  walk(nodes);
  return out;
}

/** Fields shown on a device width: pc or app (SPEC §3 visibility). */
export const visibleOn = (node: { visibility: readonly Visibility[] }, on: Visibility): boolean => node.visibility.includes(on);

/**
 * The form as a user with form permissions sees it (SPEC §6 hasFormP): fields not granted are left
 * out, so they are neither shown nor required of them (containers are kept). The server keeps their
 * stored values on an edit.
 */
export function keepFields(schema: FormSchema, allowed: (vModel: string) => boolean): FormSchema {
  const keep = (nodes: readonly FormNode[]): FormNode[] =>
    nodes.flatMap((n): FormNode[] => {
      if (!isLayoutNode(n)) return allowed(n.vModel) ? [n] : [];
      return [{ ...n, ...(n.children ? { children: keep(n.children) } : {}), ...(n.items ? { items: n.items.map((i) => ({ ...i, children: keep(i.children) })) } : {}) }];
    });
  return { ...schema, fields: keep(schema.fields) };
}
