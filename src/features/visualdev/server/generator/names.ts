/**
 * Names of generated code (issue 15, 代码生成): every identifier written into a file comes from a
 * validated name here, never from a label (labels only appear inside JSON.stringify'd literals).
 */

/** The feature folders of this project (src/features/*): the areas a generated module can sit under. */
export const FEATURE_AREAS = [
  'assets', 'auth', 'contracts', 'dashboard', 'data', 'datascreen', 'dictionary', 'documents', 'epidemic', 'files', 'integrations', 'investment', 'map', 'message', 'permission', 'portal', 'print', 'purchase', 'reports', 'stocktaking', 'sync', 'system', 'visualdev', 'workflow',
] as const;

/** A module or area folder name: lower-case letters and digits, a letter first. */
export const LOWER_NAME = /^[a-z][a-z0-9]{0,39}$/;
/** A record key (vModel) usable as a property and a column (the database maps camelCase to snake_case and back). */
export const FIELD_KEY = /^[a-z][A-Za-z0-9]{0,63}$/;
/** A table name given by the model (snake_case or camelCase). */
export const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const GeneratorMsg = {
  areaInvalid: '功能分类只能是小写字母开头的小写字母和数字',
  moduleInvalid: '功能名称只能是小写字母开头的小写字母和数字',
  enCodeInvalid: '功能编码只能是字母开头的字母、数字和下划线',
  tableInvalid: (name: string) => `数据表名${name}不能用于生成代码`,
  fieldInvalid: (label: string, key: string) => `字段「${label || key}」的绑定名${key}不能用于生成代码，请使用小写字母开头的字母和数字`,
  fieldReserved: (key: string) => `字段绑定名${key}与系统字段重名`,
  fieldTwice: (key: string) => `字段绑定名${key}重复`,
  expressionField: (label: string, name: string) => `计算公式「${label}」引用的字段${name}不存在`,
  noFields: '表单中没有可生成的字段',
  tableTwice: (name: string) => `数据表${name}被使用了两次`,
} as const;

/** Columns every generated table has; a field may not take their names. */
export const RESERVED_KEYS = new Set([
  'id', 'foreignId', 'sortCode', 'version', 'creatorUserId', 'creatorTime', 'lastModifyUserId', 'lastModifyTime', 'keyword', 'currentPage', 'pageSize',
  'sidx', 'sort', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty',
]);

export class GeneratorError extends Error {}

const words = (s: string) => s.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
export const pascal = (s: string) => words(s).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
export const camel = (s: string) => {
  const p = pascal(s);
  return p ? p[0]!.toLowerCase() + p.slice(1) : p;
};
/** A camelCase key for a table name: vd_sales_order → vdSalesOrder (the database's CamelCasePlugin gives back vd_sales_order). */
export const tableKey = (name: string) => camel(name.toLowerCase().includes('_') ? name.toLowerCase() : name);

/** The module folder name a model gets by default: its enCode in lower case without separators. */
export const defaultModuleName = (enCode: string) => {
  const name = enCode.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^[0-9]+/, '');
  return LOWER_NAME.test(name) ? name : 'generated';
};

export interface CodeAreas {
  /** Existing feature folders; `free` says any other lower-case name makes a new one. */
  list: { value: string; label: string }[];
  free: true;
  pattern: string;
}

/** GET /api/visualdev/Generater/AreasName: where generated code may go. */
export function codeAreas(): CodeAreas {
  return { list: FEATURE_AREAS.map((a) => ({ value: a, label: a })), free: true, pattern: LOWER_NAME.source };
}

/** A string literal for generated code: labels and messages only ever enter code this way. */
export const lit = (s: string) => `'${JSON.stringify(s).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;

/** A label inside a doc comment: quoted, and unable to close the comment. */
export const doc = (s: string) => lit(s).replaceAll('*/', '*\\/');

/** The helper declarations a generated body calls (`name(`), in their given order: no unused code in the output. */
export function helpersUsed(body: string, helpers: Record<string, string>): string {
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [name, code] of Object.entries(helpers)) {
      if (!used.has(name) && new RegExp(`\\b${name}[<(]`).test(text)) {
        used.add(name);
        visit(code);
      }
    }
  };
  visit(body);
  return Object.entries(helpers).filter(([n]) => used.has(n)).map(([, code]) => code).join('\n');
}
