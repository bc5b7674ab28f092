import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/** A named migration; names sort in the order they must run (date prefix + feature). */
export interface NamedMigration extends Migration {
  name: string;
}

type Table = CreateTableBuilder<string, string>;

/** Column helpers shared by every feature's migrations, identical on SQLite and PostgreSQL. */
export const col = {
  id: (t: Table, name = 'id') => t.addColumn(name, 'varchar(64)', (c) => c.primaryKey()),
  ref: (t: Table, name: string, notNull = false) => t.addColumn(name, 'varchar(64)', (c) => (notNull ? c.notNull() : c)),
  text: (t: Table, name: string, notNull = false) => t.addColumn(name, 'text', (c) => (notNull ? c.notNull() : c)),
  str: (t: Table, name: string, len: number, notNull = false) =>
    t.addColumn(name, `varchar(${len})`, (c) => (notNull ? c.notNull() : c)),
  int: (t: Table, name: string, dflt?: number) =>
    t.addColumn(name, 'integer', (c) => (dflt === undefined ? c : c.notNull().defaultTo(dflt))),
  /** Epoch milliseconds. */
  time: (t: Table, name: string, notNull = false) => t.addColumn(name, 'bigint', (c) => (notNull ? c.notNull() : c)),
  /** Who made the row and when (required), who changed it last and when. */
  stamps: (t: Table) => col.time(col.ref(col.time(col.ref(t, 'creatorUserId'), 'creatorTime', true), 'lastModifyUserId'), 'lastModifyTime'),
};

// Kysely<any> is the documented type for migrations: they must not depend on today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;
