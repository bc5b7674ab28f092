import { compilePattern, isValidExpression, requiredText } from '../../contract';
import { doc, lit } from './names';
import type { GenField, GenPlan, GenTable } from './plan';

const ids = (f: GenField, extra: string[] = []) => `[${[...f.options!.map((o) => lit(o.id)), ...extra].join(', ')}]`;
const tooLong = (f: GenField, n: number) => `{ error: ${lit(`${f.label || f.key}不能超过${n}个字符`)} }`;

function textLimit(f: GenField): number {
  if (f.node.props.maxlength) return f.node.props.maxlength;
  if (f.stored.type === 'varchar') return f.stored.length;
  return f.kind === 'editor' ? 100000 : 5000;
}

function patterns(f: GenField): string {
  return f.node.regList
    .map((r) => (r.pattern ? { re: compilePattern(r.pattern), message: r.message || `${f.label || f.key}格式不正确` } : null))
    .filter((r): r is { re: RegExp; message: string } => r !== null && r.re !== null)
    .map(({ re, message }) => `.refine((v) => v === '' || new RegExp(${lit(re.source)}, ${lit(re.flags)}).test(v), { error: ${lit(message)} })`)
    .join('');
}

/** The zod type of a field the client sends (FIELD_KINDS[kind].shape, required, maxlength, min/max, options). */
export function zodOf(f: GenField): string {
  const req = `{ error: ${lit(requiredText(f.node))} }`;
  const p = f.node.props;
  switch (f.shape) {
    case 'text': {
      if (f.options) return f.required ? `z.enum(${ids(f)}, ${req})` : `z.enum(${ids(f, ["''"])})`;
      const n = textLimit(f);
      return `z.string(${req})${f.required ? `.trim().min(1, ${req})` : ''}.max(${n}, ${tooLong(f, n)})${patterns(f)}`;
    }
    case 'number': {
      let s = `z.number(${req})`;
      const min = f.kind === 'rate' ? 0 : p.min;
      const max = f.kind === 'rate' ? (p.count ?? 5) : p.max;
      if (min !== undefined) s += `.min(${min}, { error: ${lit(`${f.label || f.key}不能小于${min}`)} })`;
      if (max !== undefined) s += `.max(${max}, { error: ${lit(`${f.label || f.key}不能大于${max}`)} })`;
      return f.required ? s : `${s}.nullable()`;
    }
    case 'flag':
      return 'z.union([z.literal(0), z.literal(1)])';
    case 'textList': {
      const item = f.options ? `z.enum(${ids(f)})` : 'z.string().max(200)';
      return `z.array(${item}).max(500)${f.required ? `.min(1, ${req})` : ''}`;
    }
    case 'numberPair': {
      const s = `z.tuple([z.number(), z.number()], ${req}).refine(([from, to]) => from <= to, { error: ${lit(`${f.label || f.key}的开始不能晚于结束`)} })`;
      return f.required ? s : `${s}.nullable()`;
    }
    case 'textPair': {
      const s = `z.tuple([z.string().max(8), z.string().max(8)], ${req})`;
      return f.required ? s : `${s}.nullable()`;
    }
    case 'files':
      return `z.array(uploadedFile).max(${p.limit || 100})${f.required ? `.min(1, ${req})` : ''}`;
  }
}

/** The zod type of a field the server fills (creator, times, calculations, bill numbers). */
export function filledZod(f: GenField): string {
  if (f.shape === 'number') return f.serverFilled === 'update' ? 'z.number().nullable()' : 'z.number()';
  return 'z.string()';
}

/** The TypeScript type of a field while the form is being filled (empty numbers are null). */
export function draftType(f: GenField): string {
  switch (f.shape) {
    case 'text': return 'string';
    case 'number': return 'number | null';
    case 'flag': return '0 | 1';
    case 'textList': return 'string[]';
    case 'numberPair': return '[number, number] | null';
    case 'textPair': return '[string, string] | null';
    case 'files': return 'UploadedFile[]';
  }
}

export function emptyOf(f: GenField): string {
  const d = f.node.defaultValue;
  switch (f.shape) {
    case 'text': return typeof d === 'string' && (!f.options || f.options.some((o) => o.id === d)) ? lit(d) : "''";
    case 'number': return typeof d === 'number' && Number.isFinite(d) ? String(d) : 'null';
    case 'flag': return d === 1 || d === true ? '1' : '0';
    case 'textList': return '[]';
    case 'files': return '[]';
    default: return 'null';
  }
}

export const inputFields = (fields: GenField[]) => fields.filter((f) => !f.serverFilled);
export const filledFields = (fields: GenField[]) => fields.filter((f) => f.serverFilled);
export const calcValid = (f: GenField) => isValidExpression(f.node.props.expression ?? []);

/** Fields a list can sort and search by: plain columns (no JSON lists). */
export const scalar = (f: GenField) => f.shape === 'text' || f.shape === 'number' || f.shape === 'flag';
/** Columns a list may sort by: scalar and not long text. */
export const sortableField = (f: GenField) => scalar(f) && f.kind !== 'textarea' && f.kind !== 'editor';

const objectOf = (entries: string[], indent = '  ') => `{\n${entries.map((e) => `${indent}${e},`).join('\n')}\n}`;

function rowSchemas(plan: GenPlan, t: GenTable): string {
  const n = `${plan.name}${t.typeName}`;
  const T = `${plan.Name}${t.typeName}`;
  return [
    `/** A row of ${doc(t.label)} as the client sends it. */`,
    `export const ${n}Row = z.object(${objectOf(inputFields(t.fields).map((f) => `${f.key}: ${zodOf(f)}`))});`,
    `export const ${n}RowRecord = ${n}Row.extend(${objectOf(['id: z.string()', ...filledFields(t.fields).map((f) => `${f.key}: ${filledZod(f)}`)])});`,
    `export type ${T}Row = z.infer<typeof ${n}Row>;`,
    `export type ${T}RowRecord = z.infer<typeof ${n}RowRecord>;`,
    `export interface ${T}Draft ${objectOf(inputFields(t.fields).map((f) => `${f.key}: ${draftType(f)}`)).replaceAll(',\n', ';\n')}`,
    `export const empty${T}Row = (): ${T}Draft => (${objectOf(inputFields(t.fields).map((f) => `${f.key}: ${emptyOf(f)}`))});`,
  ].join('\n');
}

/** src/features/<module>/contract.ts */
export function contractFile(plan: GenPlan): string {
  const { name, Name, fields, tables } = plan;
  const C = plan.module.toUpperCase();
  const hasFiles = [...fields, ...tables.flatMap((t) => t.fields)].some((f) => f.shape === 'files');
  const inputs = inputFields(fields);
  const bodyEntries = [
    ...inputs.map((f) => `${f.key}: ${zodOf(f)}`),
    ...tables.map((t) => `${t.key}: z.array(${name}${t.typeName}Row).max(${t.maxRows}, { error: ${lit(`${t.label || t.key}最多${t.maxRows}行`)} })${t.required ? `.min(1, { error: ${lit(`请添加${t.label || t.key}`)} })` : ''}`),
  ];
  const recordEntries = [
    'id: z.string()',
    ...filledFields(fields).map((f) => `${f.key}: ${filledZod(f)}`),
    ...tables.map((t) => `${t.key}: z.array(${name}${t.typeName}RowRecord)`),
    'version: z.number()', 'creatorUserId: z.string().nullable()', 'creatorTime: z.number()', 'lastModifyTime: z.number().nullable()',
  ];
  const sortable = ['creatorTime', ...fields.filter(sortableField).map((f) => f.key)];
  const searches = searchParams(plan);
  const draft = [...inputs.map((f) => `${f.key}: ${draftType(f)}`), ...tables.map((t) => `${t.key}: ${Name}${t.typeName}Draft[]`)];
  const empty = [...inputs.map((f) => `${f.key}: ${emptyOf(f)}`), ...tables.map((t) => `${t.key}: []`)];
  return `import { z } from 'zod';
import { PAGE } from '${plan.toFeatures}../contract/limits';
${hasFiles ? `import { uploadedFile, type UploadedFile } from '${plan.toFeatures}files/contract';\n` : ''}
/** ${doc(plan.model.fullName)} (generated from the 在线开发 model ${lit(plan.enCode)}): its record, list query and messages. */
export const ${C}_MODULE = ${lit(plan.moduleCode)};
export const ${C}_TITLE = ${lit(plan.model.fullName)};

export const ${C}_MSG = {
  notFound: '数据不存在或已被删除',
  conflict: '数据已被他人修改，请刷新后重试',
} as const;

${tables.map((t) => rowSchemas(plan, t)).join('\n\n')}

/** A record as the client sends it (create; an edit adds the version it started from). */
export const ${name}Body = z.object(${objectOf(bodyEntries)});
export type ${Name}Body = z.infer<typeof ${name}Body>;
export const ${name}UpdateBody = ${name}Body.extend({ version: z.number().int().min(0) });
export type ${Name}UpdateBody = z.infer<typeof ${name}UpdateBody>;

/** A record as the server answers it. */
export const ${name}Record = ${name}Body.extend(${objectOf(recordEntries)});
export type ${Name}Record = z.infer<typeof ${name}Record>;
/** A row of the list: the record without its sub-tables. */
export const ${name}Row = ${name}Record.omit({ ${tables.map((t) => `${t.key}: true`).join(', ')}${tables.length ? ', ' : ''}version: true });
export type ${Name}Row = z.infer<typeof ${name}Row>;

/** The form while it is filled: empty numbers are null until the user types one. */
export interface ${Name}Draft ${objectOf(draft).replaceAll(',\n', ';\n')}
export const empty${Name} = (): ${Name}Draft => (${objectOf(empty)});

export const ${C}_SORTABLE = [${sortable.map(lit).join(', ')}] as const;
export const ${name}ListQuery = z.object(${objectOf([
    'keyword: z.string().max(100).optional()',
    'currentPage: z.coerce.number().int().min(1).default(1)',
    'pageSize: z.coerce.number().int().min(1).max(PAGE.maxSize).default(PAGE.defaultSize)',
    `sidx: z.enum(${C}_SORTABLE).optional()`,
    "sort: z.enum(['asc', 'desc']).default('desc')",
    ...searches.map((s) => `${s.param}: ${s.zod}`),
  ])});
export type ${Name}ListQuery = z.infer<typeof ${name}ListQuery>;
export const ${name}IdParams = z.object({ id: z.string().min(1).max(64) });
export const ${name}IdsBody = z.object({ ids: z.array(z.string().min(1).max(64)).min(1, { error: '请选择要删除的数据' }).max(1000) });
`;
}

export interface SearchParam { field: GenField; param: string; op: 'eq' | 'like' | 'from' | 'to'; zod: string; label: string }

/** The list's search fields as query parameters: equal / contains on text, from–to on numbers and dates. */
export function searchParams(plan: GenPlan): SearchParam[] {
  const out: SearchParam[] = [];
  const keys = new Set(plan.fields.map((f) => f.key));
  for (const s of plan.model.columnData.searchList) {
    const f = plan.fields.find((x) => x.key === s.prop);
    // A field is searched once, and its from/to parameters never take another field's name.
    if (!f || !scalar(f) || out.some((o) => o.field === f) || keys.has(`${f.key}From`) || keys.has(`${f.key}To`)) continue;
    const label = s.label || f.label || f.key;
    if (f.shape === 'number' && s.searchType === 3) {
      out.push({ field: f, param: `${f.key}From`, op: 'from', zod: 'z.coerce.number().optional()', label });
      out.push({ field: f, param: `${f.key}To`, op: 'to', zod: 'z.coerce.number().optional()', label });
    } else if (f.shape === 'number' || f.shape === 'flag') {
      out.push({ field: f, param: f.key, op: 'eq', zod: 'z.coerce.number().optional()', label });
    } else out.push({ field: f, param: f.key, op: s.searchType === 1 || f.options ? 'eq' : 'like', zod: 'z.string().max(100).optional()', label });
  }
  return out;
}

