import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { fail } from '../../../server/http/api-error';
import { collectFields, FIELD_KINDS, isTableNode, type FieldNode, type FormSchema, type ModelTable, type StoredAs, type TableNode } from '../contract';

/**
 * The tables a release creates (issue 15): the main table with the reserved columns and one column
 * per stored field, and one child table per sub-table. Names are lower case so raw SQL, triggers and
 * both databases agree. A re-release adds missing columns, never drops one, and refuses a column
 * whose stored type cannot hold the field's values any more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const PhysicalMsg = {
  typeChange: (table: string, column: string, from: string, to: string) => `数据表${table}的字段${column}类型为${from}，不能改为${to}，请换一个字段名`,
  badTable: (name: string) => `数据表名${name}不正确：只能是字母开头的字母、数字和下划线`,
} as const;

const TABLE_RE = /^[a-z][a-z0-9_]{0,62}$/;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;
/** A field's column: its `column`, else its vModel, lower case. */
export const columnOf = (f: { vModel: string; column?: string | undefined }) => (f.column || f.vModel).toLowerCase();
/** The main table: the one already released (a later code or table name change does not move the records), else tableName or vd_<enCode>. */
export const mainTableOf = (b: { tableName: string; enCode: string; tables?: readonly ModelTable[] }) =>
  b.tables?.find((t) => t.typeId === '1')?.table ?? (b.tableName || `vd_${b.enCode}`).toLowerCase();
export const childTableOf = (main: string, t: TableNode) => (t.tableName || `${main}_${t.vModel}`).toLowerCase();
export const isStored = (f: FieldNode) => FIELD_KINDS[f.jnpfKey].stored.type !== 'none';

/** The main form's stored fields and its sub-tables. */
export function splitFields(form: FormSchema): { fields: FieldNode[]; tables: TableNode[] } {
  const all = collectFields(form.fields);
  return { fields: all.filter((f): f is FieldNode => !isTableNode(f) && isStored(f)), tables: all.filter(isTableNode) };
}

const sqlType = (s: StoredAs, pg: boolean): string => {
  switch (s.type) {
    case 'varchar': return `varchar(${s.length})`;
    case 'text': return 'text';
    case 'int': return 'integer';
    case 'bigint': return 'bigint';
    case 'decimal': return pg ? `numeric(${s.precision},${s.scale})` : `decimal(${s.precision},${s.scale})`;
    default: return 'text';
  }
};
type Family = 'text' | 'int' | 'decimal';
const familyOf = (type: string): Family => {
  const t = type.toLowerCase();
  if (/int/.test(t)) return 'int';
  if (/numeric|decimal|real|double|float/.test(t)) return 'decimal';
  return 'text';
};
const storedFamily = (s: StoredAs): Family => (s.type === 'int' || s.type === 'bigint' ? 'int' : s.type === 'decimal' ? 'decimal' : 'text');

/** The columns a table has now (lower case name → declared type); null when it does not exist. */
export async function existingColumns(typed: AnyDb, table: string): Promise<Map<string, string> | null> {
  const db = typed.withoutPlugins();
  if (isPostgres(db)) {
    const { rows } = await sql<{ column_name: string; data_type: string }>`select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return rows.length ? new Map(rows.map((r) => [r.column_name.toLowerCase(), r.data_type])) : null;
  }
  const { rows } = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
  return rows.length ? new Map(rows.map((r) => [r.name.toLowerCase(), r.type])) : null;
}

interface ColumnSpec { name: string; type: string; family: Family; primary?: boolean }

const MAIN_RESERVED: ColumnSpec[] = [
  { name: 'id', type: 'varchar(64)', family: 'text', primary: true },
  { name: 'f_version', type: 'bigint', family: 'int' },
  { name: 'f_creator_user_id', type: 'varchar(64)', family: 'text' },
  { name: 'f_creator_time', type: 'bigint', family: 'int' },
  { name: 'f_last_modify_user_id', type: 'varchar(64)', family: 'text' },
  { name: 'f_last_modify_time', type: 'bigint', family: 'int' },
  { name: 'f_organize_id', type: 'varchar(64)', family: 'text' },
];
const CHILD_RESERVED: ColumnSpec[] = [
  { name: 'id', type: 'varchar(64)', family: 'text', primary: true },
  { name: 'f_foreign_id', type: 'varchar(64)', family: 'text' },
  { name: 'f_sort', type: 'integer', family: 'int' },
];

const fieldColumns = (fields: readonly FieldNode[], pg: boolean): ColumnSpec[] =>
  fields.filter(isStored).map((f) => ({ name: columnOf(f), type: sqlType(FIELD_KINDS[f.jnpfKey].stored, pg), family: storedFamily(FIELD_KINDS[f.jnpfKey].stored) }));

/** Creates the table, or adds the columns it lacks; true when it was created. */
async function ensureTable(db: AnyDb, table: string, columns: ColumnSpec[]): Promise<boolean> {
  if (!TABLE_RE.test(table)) throw fail.badRequest(PhysicalMsg.badTable(table));
  const have = await existingColumns(db, table);
  if (!have) {
    let create = db.schema.createTable(table);
    for (const c of columns) create = create.addColumn(c.name, sql.raw(c.type), (b) => (c.primary ? b.primaryKey() : b));
    await create.execute();
    return true;
  }
  for (const c of columns) {
    const existing = have.get(c.name);
    if (existing === undefined) {
      await db.schema.alterTable(table).addColumn(c.name, sql.raw(c.type)).execute();
      continue;
    }
    if (familyOf(existing) !== c.family) throw fail.badRequest(PhysicalMsg.typeChange(table, c.name, existing, c.type));
  }
  return false;
}

/** Makes the release's tables exist with every column the form needs; answers the model's tables. */
export async function syncTables(db: AnyDb, base: { id: string; tableName: string; enCode: string; tables?: readonly ModelTable[] }, form: FormSchema): Promise<ModelTable[]> {
  const pg = isPostgres(db);
  const main = mainTableOf(base);
  const { fields, tables } = splitFields(form);
  if (await ensureTable(db, main, [...MAIN_RESERVED, ...fieldColumns(fields, pg)])) {
    await db.schema.createIndex(`${main}_creator_ix`).on(main).column('f_creator_user_id').execute();
    await addSyncTriggers(db, [{ table: main, collection: `vd.${base.id}` }]);
  }
  const out: ModelTable[] = [{ table: main, relationField: '', typeId: '1' }];
  for (const t of tables) {
    const child = childTableOf(main, t);
    if (await ensureTable(db, child, [...CHILD_RESERVED, ...fieldColumns(t.children, pg)])) {
      await db.schema.createIndex(`${child}_fk_ix`).on(child).column('f_foreign_id').execute();
    }
    out.push({ table: child, relationField: 'f_foreign_id', typeId: '0' });
  }
  return out;
}
