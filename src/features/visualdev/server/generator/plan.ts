import {
  collectFields, expressionFields, FIELD_KINDS, isOperator, shapeOf,
  type ColumnData, type FieldKind, type FieldNode, type FormSchema, type StoredAs, type TableNode, type ValueShape,
} from '../../contract';
import {
  defaultModuleName, FIELD_KEY, GeneratorError, GeneratorMsg as M, LOWER_NAME, pascal, RESERVED_KEYS, TABLE_NAME, tableKey,
} from './names';

/** What the generator reads of a model (BaseInfo has more). */
export interface GenModel {
  id: string;
  fullName: string;
  enCode: string;
  tableName: string;
  formData: FormSchema;
  columnData: ColumnData;
}

export interface GenOptions {
  /** Feature folder the module goes under ('' or equal to the module: its own folder). */
  area?: string;
  /** The module's folder name; default from the enCode. */
  module?: string;
  /** Time stamp of the migration's name (default now). */
  now?: number;
}

export interface GenField {
  key: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  shape: Exclude<ValueShape, 'none' | 'rows'>;
  stored: StoredAs;
  node: FieldNode;
  /** Static option ids of a select / radio / checkbox (when the choices are fixed). */
  options: { id: string; fullName: string }[] | null;
  serverFilled: 'create' | 'update' | 'calculate' | 'billRule' | null;
}

export interface GenTable {
  key: string;
  label: string;
  required: boolean;
  /** Camel-case table key of the DB interface and migration. */
  table: string;
  typeName: string;
  fields: GenField[];
  maxRows: number;
}

export interface GenPlan {
  model: GenModel;
  module: string;
  area: string;
  /** src/features/<area>/<module> or src/features/<module>. */
  dir: string;
  /** Relative path from a server file to src/. */
  toSrc: string;
  /** Relative path from the contract to src/features/. */
  toFeatures: string;
  /** '@/features/…' of the module. */
  alias: string;
  Name: string;
  name: string;
  enCode: string;
  moduleCode: string;
  urlAddress: string;
  apiBase: string;
  table: string;
  fields: GenField[];
  tables: GenTable[];
  migrationName: string;
}

const fieldOf = (n: FieldNode, seen: Set<string>): GenField | null => {
  const info = FIELD_KINDS[n.jnpfKey];
  const shape = shapeOf(n);
  if (shape === 'none' || shape === 'rows' || info.stored.type === 'none') return null;
  checkKey(n.vModel, n.label, seen);
  const src = n.props.source;
  const fixed = ['select', 'radio', 'checkbox'].includes(n.jnpfKey) && src && src.dataType === 'static' && src.options.length > 0;
  return {
    key: n.vModel, kind: n.jnpfKey, label: n.label, required: n.required, shape, stored: info.stored, node: n,
    options: fixed ? src.options.map((o) => ({ id: o.id, fullName: o.fullName })) : null,
    serverFilled: 'serverFilled' in info ? info.serverFilled : null,
  };
};

function checkKey(key: string, label: string, seen: Set<string>) {
  if (!FIELD_KEY.test(key)) throw new GeneratorError(M.fieldInvalid(label, key));
  if (RESERVED_KEYS.has(key)) throw new GeneratorError(M.fieldReserved(key));
  if (seen.has(key)) throw new GeneratorError(M.fieldTwice(key));
  seen.add(key);
}

function checkExpressions(fields: GenField[], tables: GenTable[]) {
  const main = new Set(fields.map((f) => f.key));
  const cols = new Map(tables.map((t) => [t.key, new Set(t.fields.map((f) => f.key))]));
  const check = (f: GenField, row?: Set<string>) => {
    for (const name of expressionFields(f.node.props.expression ?? [])) {
      const [a, b] = name.split('.');
      const okName = b === undefined ? main.has(a!) || Boolean(row?.has(a!)) : Boolean(cols.get(a!)?.has(b));
      if (!okName) throw new GeneratorError(M.expressionField(f.label, name));
    }
  };
  for (const f of fields) if (f.kind === 'calculate') check(f);
  for (const t of tables) for (const f of t.fields) if (f.kind === 'calculate') check(f, cols.get(t.key));
}

/** Reads and checks a model: names, keys, tables and the module's place. Throws GeneratorError with a message for the user. */
export function planModel(model: GenModel, opts: GenOptions = {}): GenPlan {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(model.enCode)) throw new GeneratorError(M.enCodeInvalid);
  const module = opts.module || defaultModuleName(model.enCode);
  if (!LOWER_NAME.test(module)) throw new GeneratorError(M.moduleInvalid);
  const area = opts.area && opts.area !== module ? opts.area : '';
  if (area && !LOWER_NAME.test(area)) throw new GeneratorError(M.areaInvalid);
  const mainTable = model.tableName || `vd_${model.enCode.toLowerCase()}`;
  if (!TABLE_NAME.test(mainTable)) throw new GeneratorError(M.tableInvalid(mainTable));

  const seen = new Set<string>();
  const fields: GenField[] = [];
  const tables: GenTable[] = [];
  for (const n of collectFields(model.formData.fields)) {
    if (n.jnpfKey === 'table') {
      const t = n as TableNode;
      checkKey(t.vModel, t.label, seen);
      const own = new Set<string>();
      const sqlName = t.tableName || `${mainTable}_${t.vModel}`;
      if (!TABLE_NAME.test(sqlName)) throw new GeneratorError(M.tableInvalid(sqlName));
      tables.push({
        key: t.vModel, label: t.label, required: t.required, table: tableKey(sqlName), typeName: pascal(t.vModel), maxRows: t.maxRows,
        fields: t.children.map((c) => fieldOf(c, own)).filter((f): f is GenField => f !== null),
      });
    } else {
      const f = fieldOf(n as FieldNode, seen);
      if (f) fields.push(f);
    }
  }
  if (fields.length === 0 && tables.length === 0) throw new GeneratorError(M.noFields);
  const tableKeys = [tableKey(mainTable), ...tables.map((t) => t.table)];
  const twice = tableKeys.find((k, i) => tableKeys.indexOf(k) !== i);
  if (twice) throw new GeneratorError(M.tableTwice(twice));
  checkExpressions(fields, tables);

  const Name = opts.module ? pascal(module) : pascal(model.enCode);
  const dir = area ? `src/features/${area}/${module}` : `src/features/${module}`;
  const depth = area ? 2 : 1;
  const stamp = new Date(opts.now ?? Date.now()).toISOString().slice(0, 16).replace(/[-T:]/g, (c) => (c === 'T' ? '-' : c === ':' ? '' : '-'));
  return {
    model, module, area, dir, Name, name: Name[0]!.toLowerCase() + Name.slice(1), enCode: model.enCode,
    toSrc: '../'.repeat(depth + 2), toFeatures: '../'.repeat(depth), alias: `@/${dir.slice('src/'.length)}`,
    moduleCode: `${area || module}.${model.enCode}`, urlAddress: `${area || module}/${model.enCode}`, apiBase: `/${area || module}/${pascal(model.enCode)}`,
    table: tableKey(mainTable), fields, tables, migrationName: `${stamp}-${module}`,
  };
}

/** Operands of a calculate field as TypeScript over `b` (the record) and `row` (a sub-table row). */
export function expressionCode(f: GenField, row?: GenTable): string {
  const tokens = f.node.props.expression ?? [];
  const parts = tokens.map((t) => {
    if (typeof t === 'number') return String(t);
    if (isOperator(t)) return ({ '+': '+', '-': '-', '×': '*', '÷': '/' } as const)[t];
    if (/^[+-]?\d+(\.\d+)?$/.test(t)) return String(Number(t));
    const [a, b] = t.split('.');
    if (b !== undefined) return `sumOf(b.${a}, ${JSON.stringify(b)})`;
    return row && row.fields.some((c) => c.key === a) ? `num(row.${a})` : `num(b.${a})`;
  });
  return parts.length ? parts.join(' ') : '0';
}
