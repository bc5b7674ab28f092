import { isFieldName, RuleMsg } from '../../../contract/validators';
import { expressionFields, ExpressionMsg, isValidExpression } from './expression';
import { FIELD_KINDS, SUB_TABLE_KINDS } from './field-kinds';
import { collectFields, isTableNode, type FieldNode, type FormSchema, type TableNode } from './form-schema';
import { compilePattern } from './record-values';

/** A problem of the schema itself, shown on the designer's field and refused by save and release. */
export interface SchemaProblem {
  nodeId: string;
  message: string;
}

export const SchemaMsg = {
  duplicate: (name: string) => `字段名${name}重复`,
  fieldName: (label: string) => `${label}：${RuleMsg.fieldName}`,
  noColumn: (table: string, column: string) => `数据表${table}中没有字段${column}`,
  noOptions: (label: string) => `${label}：请添加选项`,
  noDictionary: (label: string) => `${label}：请选择数据字典`,
  noInterface: (label: string) => `${label}：请选择数据接口`,
  noModel: (label: string) => `${label}：请选择关联表单`,
  noRule: (label: string) => `${label}：请选择单据规则`,
  badPattern: (label: string) => `${label}：正则表达式不正确`,
  unsafePattern: (label: string) => `${label}：正则表达式含有嵌套的重复，可能导致校验过慢`,
  noCells: (label: string) => `${label}：子表至少需要一个字段`,
  cellKind: (label: string) => `${label}：子表中不能使用该组件`,
  badMoneyField: (label: string) => `${label}：请选择一个金额字段`,
  noLabel: '请填写标题',
  reserved: (name: string) => `${name}是保留字段，不能作为字段名`,
} as const;

/** Columns every model table has; a field may not take their names. */
export const RESERVED_COLUMNS = ['id', 'f_version', 'f_foreign_id', 'f_sort', 'f_creator_user_id', 'f_creator_time', 'f_last_modify_user_id', 'f_last_modify_time', 'f_organize_id', 'f_flow_id'] as const;

// A repeated group that itself repeats — (a+)+, (a*)*, (a|b+){2,} — is the shape of catastrophic backtracking.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;

export const isSafePattern = (pattern: string): boolean => !NESTED_QUANTIFIER.test(pattern);

/** Columns of the bound tables as the data model knows them (table → column names); absent = not checked. */
export type KnownColumns = ReadonlyMap<string, ReadonlySet<string>>;

function checkField(f: FieldNode | TableNode, problems: SchemaProblem[], all: Set<string>, known: KnownColumns | undefined, mainTable: string | undefined) {
  const add = (message: string) => problems.push({ nodeId: f.id, message });
  if (!isFieldName(f.vModel)) add(SchemaMsg.fieldName(f.label || f.vModel));
  if ((RESERVED_COLUMNS as readonly string[]).includes(f.vModel.toLowerCase())) add(SchemaMsg.reserved(f.vModel));
  const table = f.tableName ?? mainTable;
  const columns = table ? known?.get(table) : undefined;
  if (columns && FIELD_KINDS[f.jnpfKey].stored.type !== 'none' && !isTableNode(f) && !columns.has(f.column ?? f.vModel)) add(SchemaMsg.noColumn(table!, f.column ?? f.vModel));
  for (const rule of f.regList) {
    if (!rule.pattern) continue;
    if (!compilePattern(rule.pattern)) add(SchemaMsg.badPattern(f.label));
    else if (!isSafePattern(rule.pattern)) add(SchemaMsg.unsafePattern(f.label));
  }
  const p = f.props;
  switch (f.jnpfKey) {
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'cascader': {
      const s = p.source ?? { dataType: 'static', options: [] };
      if (s.dataType === 'static' && s.options.length === 0) add(SchemaMsg.noOptions(f.label));
      if (s.dataType === 'dictionary' && !s.dictionaryType) add(SchemaMsg.noDictionary(f.label));
      if (s.dataType === 'dynamic' && !s.interfaceId) add(SchemaMsg.noInterface(f.label));
      break;
    }
    case 'dicSelect':
      if (!p.source?.dictionaryType) add(SchemaMsg.noDictionary(f.label));
      break;
    case 'popupSelect':
      if (!p.interfaceId) add(SchemaMsg.noInterface(f.label));
      break;
    case 'relationForm':
      if (!p.modelId) add(SchemaMsg.noModel(f.label));
      break;
    case 'billRule':
      if (!p.ruleEnCode) add(SchemaMsg.noRule(f.label));
      break;
    case 'calculate': {
      const tokens = p.expression ?? [];
      if (!isValidExpression(tokens)) add(ExpressionMsg.invalid);
      for (const name of expressionFields(tokens)) if (!all.has(name)) add(ExpressionMsg.unknownField(name));
      break;
    }
    case 'moneyCapital':
      if (!p.moneyField || !all.has(p.moneyField)) add(SchemaMsg.badMoneyField(f.label));
      break;
  }
}

/**
 * The designer's own checks (issue 15): duplicate field names, §5's field-name rule, columns that do
 * not exist in the bound table, and what each kind needs to work. Empty = the schema can be saved.
 */
export function checkFormSchema(schema: FormSchema, options: { mainTable?: string; known?: KnownColumns } = {}): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const fields = collectFields(schema.fields);
  const seen = new Set<string>();
  // Names a calculation may read: main fields, and `table.cell` for sub-table columns.
  const readable = new Set<string>();
  for (const f of fields) {
    readable.add(f.vModel);
    if (isTableNode(f)) for (const c of f.children) readable.add(`${f.vModel}.${c.vModel}`);
  }
  for (const f of fields) {
    if (seen.has(f.vModel.toLowerCase())) problems.push({ nodeId: f.id, message: SchemaMsg.duplicate(f.vModel) });
    seen.add(f.vModel.toLowerCase());
    checkField(f, problems, readable, options.known, options.mainTable);
    if (!isTableNode(f)) continue;
    if (f.children.length === 0) problems.push({ nodeId: f.id, message: SchemaMsg.noCells(f.label) });
    const cells = new Set<string>();
    const rowReadable = new Set([...readable, ...f.children.map((c) => c.vModel)]);
    for (const c of f.children) {
      if (cells.has(c.vModel.toLowerCase())) problems.push({ nodeId: c.id, message: SchemaMsg.duplicate(`${f.vModel}.${c.vModel}`) });
      cells.add(c.vModel.toLowerCase());
      if (!SUB_TABLE_KINDS.includes(c.jnpfKey)) problems.push({ nodeId: c.id, message: SchemaMsg.cellKind(c.label) });
      checkField(c, problems, rowReadable, options.known, f.tableName);
    }
  }
  return problems;
}
