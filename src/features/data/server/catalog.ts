import type { FieldRow } from '../contract';
import type { SqlRunner } from './runner-kit';
import type { SqlDialect } from './sql-text';

type Row = Record<string, unknown>;
type Query = [text: string, values: unknown[]];
export interface CatalogTable {
  name: string;
  isView: boolean;
  /** The table's comment where the engine keeps one (PostgreSQL, MySQL). */
  comment: string;
}
export type CatalogColumn = Omit<FieldRow, 'fieldName'> & { comment: string };

/** Where each engine lists its tables and columns; the one place 数据建模, 数据接口 and 数据同步 read them from. */
interface Catalog {
  tables(schema?: string): Query;
  /** Rows of `name`, one if the table or view exists. */
  exists(table: string, schema?: string): Query;
  columns(table: string, schema?: string): Query;
  column(r: Row): CatalogColumn;
}

const META = { write: false, cap: 5000, timeoutMs: 10_000 };

/** Columns read from information_schema (PostgreSQL, MySQL) as name, type, len, nullable, comment, pk. */
const informationColumn = (r: Row): CatalogColumn => ({
  field: String(r.name), dataType: String(r.type), dataLength: r.len === null || r.len === undefined ? null : Number(r.len),
  allowNull: r.nullable === 'YES' ? 1 : 0, primaryKey: r.pk && Number(r.pk) !== 0 ? 1 : 0, comment: String(r.comment ?? ''),
});

const CATALOGS: Record<SqlDialect, Catalog> = {
  sqlite: {
    tables: () => ["select name, type, '' as comment from sqlite_master where type in ('table','view') and name not like 'sqlite_%' order by name", []],
    exists: (table) => ["select name from sqlite_master where type in ('table','view') and name = ?", [table]],
    columns: (table) => ['select name, type, "notnull" as nn, pk from pragma_table_info(?)', [table]],
    column: (r) => {
      const m = /^([^()]*?)\s*(?:\((\d+)(?:\s*,\s*\d+)?\))?\s*$/.exec(String(r.type ?? ''));
      return {
        field: String(r.name), dataType: (m?.[1] ?? '').toLowerCase(), dataLength: m?.[2] ? Number(m[2]) : null,
        allowNull: Number(r.nn) === 1 || Number(r.pk) > 0 ? 0 : 1, primaryKey: Number(r.pk) > 0 ? 1 : 0, comment: '',
      };
    },
  },
  postgres: {
    tables: (schema) => ["select table_name as name, table_type as type, obj_description(format('%I.%I', table_schema, table_name)::regclass) as comment from information_schema.tables where table_schema = $1 order by table_name", [schema]],
    exists: (table, schema) => ['select table_name as name from information_schema.tables where table_schema = $1 and table_name = $2', [schema, table]],
    columns: (table, schema) => [`select c.column_name as name, c.data_type as type, coalesce(c.character_maximum_length, c.numeric_precision) as len, c.is_nullable as nullable,
          col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) as comment,
          exists (select 1 from information_schema.table_constraints tc join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
            where tc.table_schema = c.table_schema and tc.table_name = c.table_name and tc.constraint_type = 'PRIMARY KEY' and k.column_name = c.column_name) as pk
        from information_schema.columns c where c.table_schema = $1 and c.table_name = $2 order by c.ordinal_position`, [schema, table]],
    column: informationColumn,
  },
  mysql: {
    // A view's table_comment is the word VIEW: not a comment.
    tables: (schema) => ["select table_name as name, table_type as type, case when table_type = 'BASE TABLE' then table_comment else '' end as comment from information_schema.tables where table_schema = ? order by table_name", [schema]],
    exists: (table, schema) => ['select table_name as name from information_schema.tables where table_schema = ? and table_name = ?', [schema, table]],
    columns: (table, schema) => [`select column_name as name, data_type as type, coalesce(character_maximum_length, numeric_precision) as len, is_nullable as nullable,
          column_comment as comment, column_key = 'PRI' as pk
        from information_schema.columns where table_schema = ? and table_name = ? order by ordinal_position`, [schema, table]],
    column: informationColumn,
  },
};

const read = async (runner: SqlRunner, [text, values]: Query) => (await runner.run(text, values, META)).rows;

/** The tables and views of a source (its schema or database), by name. */
export async function listTables(runner: SqlRunner): Promise<CatalogTable[]> {
  const rows = await read(runner, CATALOGS[runner.dialect].tables(runner.schema));
  return rows.map((r) => ({ name: String(r.name), isView: /view/i.test(String(r.type)), comment: String(r.comment ?? '') }));
}

export async function tableExists(runner: SqlRunner, table: string): Promise<boolean> {
  return (await read(runner, CATALOGS[runner.dialect].exists(table, runner.schema))).length > 0;
}

/** A table's columns in their order; empty when the table does not exist. */
export async function listColumns(runner: SqlRunner, table: string): Promise<CatalogColumn[]> {
  const catalog = CATALOGS[runner.dialect];
  return (await read(runner, catalog.columns(table, runner.schema))).map(catalog.column);
}
