import { parseMoney, round2 } from '../../../contract/money';
import { isEmptyValue, RuleMsg, Rules } from '../../../contract/validators';
import { evaluateExpression, recordReader } from './expression';
import { FIELD_KINDS, kindInfo, type ValueShape } from './field-kinds';
import { collectFields, isTableNode, type FieldNode, type FormSchema, type RegRule, type TableNode } from './form-schema';

/**
 * One record's values checked against its form schema, the same code on the device and on the
 * server (ADR 0033). The result keeps only the schema's fields, normalised (money rounded, ranges
 * ordered, calculations recomputed); `errors` maps a field path (`name`, `table[2].cell`) to the
 * first message a user should read.
 */
export type RecordValues = Record<string, unknown>;
export interface RecordCheck {
  values: RecordValues;
  errors: Record<string, string>;
}

export const RecordMsg = {
  format: (label: string) => `${label}格式不正确`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  min: (label: string, min: number) => `${label}不能小于${min}`,
  max: (label: string, max: number) => `${label}不能大于${max}`,
  notOption: (label: string) => `${label}的选项不存在`,
  tooManyRows: (label: string, max: number) => `${label}最多${max}行`,
  tooManyFiles: (n: number) => `当前限制最多可以上传${n}个文件`,
} as const;

/** The first word of the required message, then the label: 请输入名称, 请选择部门, 请上传附件. */
export const requiredText = (field: FieldNode | TableNode): string => `${FIELD_KINDS[field.jnpfKey].verb}${field.label}`;

/** A field's value shape, `multiple` turning a single pick into a list. */
export function shapeOf(field: FieldNode | TableNode): ValueShape {
  const shape = FIELD_KINDS[field.jnpfKey].shape;
  return shape === 'text' && field.props.multiple ? 'textList' : shape;
}

const PATTERN_RE = /^\/(.*)\/([gimsuy]*)$/s;

/** A regList pattern as a RegExp ("/…/i" or bare); null when it does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  const m = PATTERN_RE.exec(pattern);
  try {
    return m ? new RegExp(m[1] ?? '', (m[2] ?? '').replace('g', '')) : new RegExp(pattern);
  } catch {
    return null;
  }
}

function ruleFails(rule: RegRule, text: string): string | null {
  if (rule.rule) return Rules[rule.rule](text) ? null : rule.message || RuleMsg[rule.rule];
  if (!rule.pattern) return null;
  const re = compilePattern(rule.pattern);
  return re && !re.test(text) ? rule.message || RecordMsg.format('') : null;
}

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(v.trim())) return Number(v.trim());
  return null;
};

/** Coerces a raw value to the shape; undefined when it cannot be (wrong type); null for empty. */
function coerce(field: FieldNode, shape: ValueShape, raw: unknown): unknown {
  if (isEmptyValue(raw)) return null;
  switch (shape) {
    case 'text':
      return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : undefined;
    case 'number': {
      if (field.jnpfKey === 'money') {
        const m = parseMoney(raw);
        return m === '' ? undefined : round2(m);
      }
      const n = asNumber(raw);
      if (n === null) return undefined;
      return field.props.precision !== undefined ? Number(n.toFixed(field.props.precision)) : n;
    }
    case 'flag':
      return raw === 1 || raw === true || raw === '1' ? 1 : raw === 0 || raw === false || raw === '0' ? 0 : undefined;
    case 'textList':
      return Array.isArray(raw) && raw.length <= 500 && raw.every((v) => typeof v === 'string' || typeof v === 'number') ? raw.map(String) : undefined;
    case 'numberPair': {
      if (!Array.isArray(raw) || raw.length !== 2) return undefined;
      const [a, b] = raw.map(asNumber);
      // §5: a range with both ends empty is empty.
      if (a === null && b === null) return null;
      if (a === null || b === null || a === undefined || b === undefined) return undefined;
      return a <= b ? [a, b] : [b, a];
    }
    case 'textPair':
      return Array.isArray(raw) && raw.length === 2 && raw.every((v) => typeof v === 'string') ? raw : undefined;
    case 'files':
      if (!Array.isArray(raw) || raw.length > 100) return undefined;
      if (!raw.every((f) => f && typeof f === 'object' && typeof (f as { fileId?: unknown }).fileId === 'string' && typeof (f as { name?: unknown }).name === 'string')) return undefined;
      return raw.map((f: { fileId: string; name: string; fileSize?: unknown; fileExtension?: unknown }) => ({
        fileId: f.fileId,
        name: f.name,
        fileSize: typeof f.fileSize === 'number' ? f.fileSize : 0,
        fileExtension: typeof f.fileExtension === 'string' ? f.fileExtension : (f.name.split('.').pop() ?? ''),
      }));
    default:
      return null;
  }
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Kind rules beyond the shape: length, bounds, options, time format, file count. */
function kindError(field: FieldNode, value: unknown): string | null {
  const { props, label } = field;
  if (typeof value === 'string') {
    const max = props.maxlength ?? (field.jnpfKey === 'comInput' ? 255 : undefined);
    if (max !== undefined && value.length > max) return RecordMsg.tooLong(label, max);
    if (field.jnpfKey === 'time' && !TIME_RE.test(value)) return RecordMsg.format(label);
  }
  if (typeof value === 'number') {
    if (props.min !== undefined && value < props.min) return RecordMsg.min(label, props.min);
    if (props.max !== undefined && value > props.max) return RecordMsg.max(label, props.max);
    if (field.jnpfKey === 'rate' && (value < 0 || value > (props.count ?? 5))) return RecordMsg.max(label, props.count ?? 5);
  }
  if (field.jnpfKey === 'timeRange' && Array.isArray(value) && !value.every((t) => TIME_RE.test(String(t)))) return RecordMsg.format(label);
  const source = props.source;
  if ((field.jnpfKey === 'select' || field.jnpfKey === 'radio' || field.jnpfKey === 'checkbox') && source?.dataType === 'static' && source.options.length > 0) {
    const known = new Set(source.options.map((o) => o.id));
    const picked = Array.isArray(value) ? value : [value];
    if (!picked.every((v) => known.has(String(v)))) return RecordMsg.notOption(label);
  }
  if ((field.jnpfKey === 'uploadFz' || field.jnpfKey === 'uploadImg') && Array.isArray(value) && props.limit && value.length > props.limit) return RecordMsg.tooManyFiles(props.limit);
  return null;
}

function regError(field: FieldNode, value: unknown): string | null {
  if (field.regList.length === 0 || value === null) return null;
  const texts = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  for (const rule of field.regList) for (const text of texts) {
    const failed = ruleFails(rule, text);
    if (failed) return failed;
  }
  return null;
}

/** Checks one field; `cell` uses the sub-table's messages (不能为空, SPEC §5 tables). */
function checkField(field: FieldNode, raw: unknown, cell: boolean): { value: unknown; error: string | null } {
  const shape = shapeOf(field);
  const value = coerce(field, shape, raw);
  if (value === undefined) return { value: null, error: RecordMsg.format(field.label) };
  if (value === null) return { value: null, error: field.required ? (cell ? RuleMsg.required : requiredText(field)) : null };
  return { value, error: kindError(field, value) ?? regError(field, value) };
}

/** Values a device sends that the server fills itself are dropped, never trusted. */
const takesInput = (field: FieldNode): boolean => {
  const info = kindInfo(field.jnpfKey);
  return info.shape !== 'none' && info.serverFilled === undefined;
};

function checkRows(table: TableNode, raw: unknown, record: RecordValues, errors: Record<string, string>): RecordValues[] {
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    errors[table.vModel] = RecordMsg.format(table.label);
    return [];
  }
  const rows = (raw ?? []) as unknown[];
  if (rows.length > table.maxRows) errors[table.vModel] = RecordMsg.tooManyRows(table.label, table.maxRows);
  if (table.required && rows.length === 0) errors[table.vModel] = requiredText(table);
  return rows.slice(0, table.maxRows).map((r, i) => {
    const row = (r && typeof r === 'object' ? r : {}) as RecordValues;
    const out: RecordValues = typeof row.id === 'string' && row.id.length <= 64 ? { id: row.id } : {};
    for (const cell of table.children) {
      if (cell.jnpfKey === 'calculate') continue;
      if (!takesInput(cell)) continue;
      const { value, error } = checkField(cell, row[cell.vModel], true);
      out[cell.vModel] = value;
      if (error) errors[`${table.vModel}[${i}].${cell.vModel}`] = error;
    }
    for (const cell of table.children)
      if (cell.jnpfKey === 'calculate') out[cell.vModel] = evaluateExpression(cell.props.expression ?? [], recordReader(record, out));
    return out;
  });
}

/** Checks and normalises a record's values (main fields, sub-table rows, calculations). */
export function checkRecord(schema: FormSchema, input: RecordValues): RecordCheck {
  const errors: Record<string, string> = {};
  const values: RecordValues = {};
  const fields = collectFields(schema.fields);
  for (const f of fields) {
    if (isTableNode(f) || !takesInput(f)) continue;
    const { value, error } = checkField(f, input[f.vModel], false);
    values[f.vModel] = value;
    if (error) errors[f.vModel] = error;
  }
  for (const f of fields) if (isTableNode(f)) values[f.vModel] = checkRows(f, input[f.vModel], values, errors);
  // Calculations last: they read the checked values, sub-table sums included.
  for (const f of fields) if (!isTableNode(f) && f.jnpfKey === 'calculate') values[f.vModel] = evaluateExpression(f.props.expression ?? [], recordReader(values));
  return { values, errors };
}

/** A new record's starting values: each field's defaultValue, empty sub-tables. */
export function defaultValues(schema: FormSchema): RecordValues {
  const out: RecordValues = {};
  for (const f of collectFields(schema.fields)) {
    if (isTableNode(f)) out[f.vModel] = [];
    else if (takesInput(f)) out[f.vModel] = f.defaultValue ?? null;
  }
  return out;
}
