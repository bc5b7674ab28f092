import { doc, lit } from './names';
import type { GenField, GenPlan } from './plan';
import { scalar, searchParams } from './gen-contract';

/** The TypeScript type of a field's column. */
function columnType(f: GenField): string {
  if (f.shape === 'text') return 'string';
  if (f.shape === 'number') return f.serverFilled === 'create' || f.serverFilled === 'calculate' ? 'number' : 'number | null';
  if (f.shape === 'flag') return 'number';
  return 'string';
}

const columnsOf = (fields: GenField[]) => fields.map((f) => `  ${f.key}: ${columnType(f)};`).join('\n');

/** server/tables.ts: the tables in the database's type. */
export function tablesFile(plan: GenPlan): string {
  const { Name, tables } = plan;
  return `/** ${doc(plan.model.fullName)}: the main table and its sub-tables (JSON text for lists, ranges and files). */
export interface ${Name}Table {
  id: string;
${columnsOf(plan.fields)}
  version: number;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}
${tables.map((t) => `
export interface ${Name}${t.typeName}Table {
  id: string;
  foreignId: string;
  sortCode: number;
${columnsOf(t.fields)}
}
`).join('')}
export interface ${Name}Tables {
  ${plan.table}: ${Name}Table;
${tables.map((t) => `  ${t.table}: ${Name}${t.typeName}Table;`).join('\n')}
}

declare module '${plan.toSrc}server/db/schema' {
  interface DB extends ${Name}Tables {}
}
`;
}

function addColumn(f: GenField, v = 't'): string {
  // Lists, ranges and files are JSON text whatever the kind's own column (a time range's JSON is longer than its varchar).
  const s = ['textList', 'numberPair', 'textPair', 'files'].includes(f.shape) ? { type: 'text' as const } : f.stored;
  switch (s.type) {
    case 'varchar': return `${v} = col.str(${v}, ${lit(f.key)}, ${s.length});`;
    case 'text': return `${v} = col.text(${v}, ${lit(f.key)});`;
    case 'int': return `${v} = col.int(${v}, ${lit(f.key)}, 0);`;
    case 'bigint': return `${v} = col.time(${v}, ${lit(f.key)});`;
    case 'decimal': return `${v} = ${v}.addColumn(${lit(f.key)}, 'decimal(${s.precision}, ${s.scale})');`;
    case 'none': return '';
  }
}

/** server/migrations.ts: migration-kit tables, identical on SQLite and PostgreSQL. */
export function migrationsFile(plan: GenPlan): string {
  const { name, tables } = plan;
  const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const children = tables.map((tb, i) => {
    const v = `c${i + 1}`;
    return `
  let ${v} = db.schema.createTable(${lit(tb.table)});
  ${v} = col.id(${v});
  ${v} = col.ref(${v}, 'foreignId', true);
  ${v} = col.int(${v}, 'sortCode', 0);
${tb.fields.map((f) => `  ${addColumn(f, v)}`).join('\n')}
  await ${v}.execute();
  await db.schema.createIndex(${lit(`${snake(tb.table)}_foreign_ix`)}).on(${lit(tb.table)}).columns(['foreignId', 'sortCode']).execute();`;
  });
  return `import type { MigrationDb, NamedMigration } from '${plan.toSrc}server/db/migration-kit';
import { col } from '${plan.toSrc}server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable(${lit(plan.table)});
  t = col.id(t);
${plan.fields.map((f) => `  ${addColumn(f)}`).join('\n')}
  t = col.int(t, 'version', 0);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex(${lit(`${snake(plan.table)}_time_ix`)}).on(${lit(plan.table)}).column('creatorTime').execute();${children.join('\n')}
}

/** ${doc(plan.model.fullName)} (generated). */
export const ${name}Migrations: NamedMigration[] = [{ name: ${lit(plan.migrationName)}, up }];
`;
}

/** server/repository.ts: Kysely only; column and sort names come from the contract's lists. */
export function repositoryFile(plan: GenPlan): string {
  const { name, Name, tables } = plan;
  const T = plan.table;
  const searches = searchParams(plan);
  const likes = searches.filter((s) => s.op === 'like');
  const keywordCols = likes.length ? likes.map((s) => s.field.key) : plan.fields.filter((f) => f.shape === 'text' && scalar(f) && !f.serverFilled).slice(0, 3).map((f) => f.key);
  const where = searches.map((s) => {
    const v = `q.${s.param}`;
    if (s.op === 'like') return `    if (${v}) base = base.where(containsText(${lit(s.field.key)}, ${v}));`;
    const op = s.op === 'from' ? "'>='" : s.op === 'to' ? "'<='" : "'='";
    return `    if (${v} !== undefined${s.field.shape === 'text' ? ` && ${v} !== ''` : ''}) base = base.where(${lit(s.field.key)}, ${op}, ${v});`;
  });
  return `import { sql, type Kysely } from 'kysely';
import { containsText } from '${plan.toSrc}server/db/query-helpers';
import type { DB } from '${plan.toSrc}server/db/schema';
import type { ${Name}ListQuery } from '../contract';
import type { ${[`${Name}Table`, ...tables.map((t) => `${Name}${t.typeName}Table`)].join(', ')} } from './tables';

export function ${name}Repository(db: Kysely<DB>) {
  function filtered(q: ${Name}ListQuery) {
    let base = db.selectFrom(${lit(T)});
${keywordCols.length ? `    const k = q.keyword;
    if (k) base = base.where((eb) => eb.or([${keywordCols.map((c) => `containsText(${lit(c)}, k)`).join(', ')}]));` : ''}
${where.join('\n')}
    return base;
  }

  return {
    async page(q: ${Name}ListQuery) {
      const { n } = await filtered(q).select(sql<number>\`count(*)\`.as('n')).executeTakeFirstOrThrow();
      const rows = await filtered(q).selectAll().orderBy(q.sidx ?? 'creatorTime', q.sort).orderBy('id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { rows, total: Number(n) };
    },
    byId: (id: string) => db.selectFrom(${lit(T)}).selectAll().where('id', '=', id).executeTakeFirst(),
    insert: (row: ${Name}Table) => db.insertInto(${lit(T)}).values(row).execute(),
    /** Writes only when the stored version is the one the edit started from; answers whether it did. */
    async update(id: string, version: number, row: Partial<Omit<${Name}Table, 'id'>>) {
      const r = await db.updateTable(${lit(T)}).set(row).where('id', '=', id).where('version', '=', version).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    remove: (id: string) => db.deleteFrom(${lit(T)}).where('id', '=', id).execute(),
${tables.map((t) => `    ${t.key}Of: (foreignId: string) => db.selectFrom(${lit(t.table)}).selectAll().where('foreignId', '=', foreignId).orderBy('sortCode').execute(),
    async replace${t.typeName}(foreignId: string, rows: ${Name}${t.typeName}Table[]) {
      await db.deleteFrom(${lit(t.table)}).where('foreignId', '=', foreignId).execute();
      if (rows.length) await db.insertInto(${lit(t.table)}).values(rows).execute();
    },`).join('\n')}
  };
}
export type ${Name}Repository = ReturnType<typeof ${name}Repository>;
`;
}
