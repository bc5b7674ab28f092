import { PostgresAdapter, sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { MigrationDb } from './migration-kit';
import { containsText } from './query-helpers';
import type { DB } from './schema';

/**
 * Keyword search that an index answers on both databases (ADR list-search): every 1-, 2- and
 * 3-character piece ("gram") of the lowered text of the searched columns is indexed, so a keyword
 * of up to three characters (张, 张敏, 138) is one index lookup and exact, and a longer one is the
 * intersection of its trigrams, then checked with the same `contains` the list always used.
 *   SQLite: a contentless FTS5 table of the grams (hex, one token each) per row, kept by triggers;
 *     `<name>_doc` maps its integer rowids to the row ids (a table's own rowid may change on VACUUM).
 *   PostgreSQL: a GIN index on search_grams(columns…), an immutable function; nothing to keep.
 */
export interface SearchIndex {
  /** The searched table (snake_case) with a string primary key `id`. */
  table: string;
  /** Name of the FTS5 table (SQLite) or of the GIN index (PostgreSQL). */
  name: string;
  /** The text columns a keyword matches (snake_case). */
  columns: readonly string[];
}

export const GRAM_MAX = 3;
/** Longest text indexed in full on SQLite (the grams come from a join with search_seq). */
const SEQ_MAX = 1000;

const isPostgres = (db: Kysely<unknown> | MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** SQLite: the hex grams of a row's columns as one space-separated text, for a trigger (NEW) or a backfill. */
function sqliteGramsOf(row: string, columns: readonly string[]): string {
  const values = columns.map((c) => `SELECT lower(${row}.${c}) AS t`).join(' UNION ALL ');
  return `(SELECT group_concat(hex(g), ' ') FROM (SELECT DISTINCT substr(v.t, s.n, l.n) AS g FROM (${values}) v
    JOIN search_seq s ON s.n <= length(v.t) JOIN search_seq l ON l.n <= ${GRAM_MAX} AND s.n + l.n - 1 <= length(v.t)))`;
}

async function createSqlite(db: MigrationDb, { table, name, columns }: SearchIndex) {
  await sql.raw('CREATE TABLE IF NOT EXISTS search_seq (n INTEGER PRIMARY KEY)').execute(db);
  await sql.raw(`INSERT OR IGNORE INTO search_seq (n) WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ${SEQ_MAX}) SELECT n FROM c`).execute(db);
  await sql.raw(`CREATE TABLE ${name}_doc (doc INTEGER PRIMARY KEY, owner_id VARCHAR(64) NOT NULL UNIQUE)`).execute(db);
  await sql.raw(`CREATE VIRTUAL TABLE ${name} USING fts5(grams, content='', contentless_delete=1, detail=none, tokenize='ascii')`).execute(db);
  const docOf = (ref: string) => `(SELECT doc FROM ${name}_doc WHERE owner_id = ${ref}.id)`;
  const insert = `INSERT INTO ${name} (rowid, grams) SELECT doc, ${sqliteGramsOf('NEW', columns)} FROM ${name}_doc WHERE owner_id = NEW.id;`;
  await sql.raw(`CREATE TRIGGER ${name}_ins AFTER INSERT ON ${table} BEGIN INSERT INTO ${name}_doc (owner_id) VALUES (NEW.id); ${insert} END`).execute(db);
  await sql.raw(`CREATE TRIGGER ${name}_upd AFTER UPDATE OF ${columns.join(', ')} ON ${table} BEGIN DELETE FROM ${name} WHERE rowid = ${docOf('OLD')}; ${insert} END`).execute(db);
  await sql.raw(`CREATE TRIGGER ${name}_del AFTER DELETE ON ${table} BEGIN DELETE FROM ${name} WHERE rowid = ${docOf('OLD')}; DELETE FROM ${name}_doc WHERE owner_id = OLD.id; END`).execute(db);
  await sql.raw(`INSERT INTO ${name}_doc (owner_id) SELECT id FROM ${table}`).execute(db);
  await sql.raw(`INSERT INTO ${name} (rowid, grams) SELECT d.doc, ${sqliteGramsOf('t', columns)} FROM ${name}_doc d JOIN ${table} t ON t.id = d.owner_id`).execute(db);
}

async function createPostgres(db: MigrationDb, { table, name, columns }: SearchIndex) {
  await sql`CREATE OR REPLACE FUNCTION search_grams(VARIADIC texts text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT substr(v.t, s, l)), '{}')
    FROM (SELECT lower(x) AS t FROM unnest(texts) x WHERE x IS NOT NULL) v, generate_series(1, char_length(v.t)) s, generate_series(1, ${sql.lit(GRAM_MAX)}) l
    WHERE s + l - 1 <= char_length(v.t) $$`.execute(db);
  // fastupdate off: a pending list that queries must scan would make search speed depend on vacuum timing.
  await sql.raw(`CREATE INDEX ${name} ON ${table} USING gin (search_grams(${columns.join(', ')})) WITH (fastupdate = off)`).execute(db);
}

/** Creates the index of `spec` and fills it from the rows already there (a feature's migration calls it). */
export async function createSearchIndex(db: MigrationDb, spec: SearchIndex) {
  await (isPostgres(db) ? createPostgres(db, spec) : createSqlite(db, spec));
}

/** The grams an index holds for a keyword, lowered as `containsText` lowers it: the keyword itself, or its trigrams. */
export function keywordGrams(keyword: string): { grams: string[]; exact: boolean } {
  const chars = [...keyword.toLowerCase()];
  if (chars.length <= GRAM_MAX) return { grams: [chars.join('')], exact: true };
  const grams = new Set<string>();
  for (let i = 0; i + GRAM_MAX <= chars.length; i++) grams.add(chars.slice(i, i + GRAM_MAX).join(''));
  return { grams: [...grams], exact: false };
}

export interface KeywordFilter {
  /**
   * Rows whose searched text contains the keyword, found through the index — the same rows as
   * `scan`. Use it when few rows match.
   */
  indexed: Expression<SqlBool>;
  /** The same condition without the index, for walking a sort index when many rows match. */
  scan: Expression<SqlBool>;
}

/**
 * The keyword condition on `spec`'s table, whose row is `alias` in the query (its name or alias).
 * `scan` is exactly the `containsText` OR the lists used before; `indexed` answers the same rows.
 */
export function keywordFilter(db: Kysely<DB>, spec: SearchIndex, keyword: string, alias: string = spec.table): KeywordFilter {
  const scan = sql<SqlBool>`(${sql.join(spec.columns.map((c) => containsText(`${alias}.${c}`, keyword)), sql` or `)})`;
  const { grams, exact } = keywordGrams(keyword);
  let hits: Expression<SqlBool>;
  if (isPostgres(db)) {
    hits = sql<SqlBool>`search_grams(${sql.join(spec.columns.map((c) => sql.ref(`${alias}.${c}`)))}) @> ${grams}::text[]`;
  } else {
    const match = grams.map((g) => `"${Buffer.from(g, 'utf8').toString('hex').toUpperCase()}"`).join(' ');
    hits = sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select d.owner_id from ${sql.table(`${spec.name}_doc`)} d where d.doc in (select rowid from ${sql.table(spec.name)} where ${sql.table(spec.name)} match ${match}))`;
  }
  return { indexed: exact ? hits : sql<SqlBool>`(${hits} and ${scan})`, scan };
}

/**
 * How many rows a list walks in sort order looking for a page of a keyword with many matches
 * before it gives up and sorts the index's hits instead (matches may cluster: 王 sorted by name).
 */
export const WALK_ROWS = 2000;

/** Whether walking the list in sort order is worth a try: enough matches that a page is likely within WALK_ROWS rows. */
export function manyMatch(total: number, rows: number, offset: number, pageSize: number): boolean {
  return (offset + pageSize) * Math.max(rows, 1) < total * WALK_ROWS / 2;
}

/** Rows to walk for a page: three times what an even spread of the matches needs, at most WALK_ROWS. */
function walkLength(total: number, rows: number, offset: number, pageSize: number): number {
  return Math.min(WALK_ROWS, Math.ceil((3 * (offset + pageSize) * Math.max(rows, 1)) / Math.max(total, 1)) + 50);
}

/**
 * Counts the rows of the whole table matching a keyword of up to three characters straight from
 * the index (SQLite: the FTS table alone, no row visited); undefined where that is not exact.
 */
export async function countWholeTable(db: Kysely<DB>, spec: SearchIndex, keyword: string): Promise<number | undefined> {
  const { grams, exact } = keywordGrams(keyword);
  if (!exact || isPostgres(db)) return undefined;
  const token = `"${Buffer.from(grams[0]!, 'utf8').toString('hex').toUpperCase()}"`;
  const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(spec.name)} where ${sql.table(spec.name)} match ${token}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- any list's rows: the caller's select decides their type */
/**
 * A page of a keyword with many matches: the first rows of `window` (the list without its
 * keyword, selected; ordered here by `order` on `table`) — three times what an even spread of the
 * `total` matches among `rows` needs, at most WALK_ROWS — then `keyword` (built on alias `w`)
 * among them, in the same `order`. Complete when the page fills; otherwise undefined (matches cluster further on, as 王
 * does sorted by name) and the caller sorts the index's hits instead.
 */
export async function walkedPage<R>(
  db: Kysely<DB>,
  window: SelectQueryBuilder<any, any, R>,
  table: string,
  order: (query: SelectQueryBuilder<any, any, any>, alias: string) => SelectQueryBuilder<any, any, any>,
  keyword: Expression<SqlBool>,
  page: { pageSize: number; offset: number; total: number; rows: number },
): Promise<R[] | undefined> {
  const { pageSize, offset } = page;
  const walk = order(window, table).limit(walkLength(page.total, page.rows, offset, pageSize));
  const rows = (await order(db.selectFrom(walk.as('w')).selectAll(), 'w').where(keyword).limit(pageSize).offset(offset).execute()) as R[];
  return rows.length === pageSize ? rows : undefined;
}

/**
 * A page of the rows the index found (`hits`: the list with its `indexed` keyword), in list order.
 * PostgreSQL gets the hits first, as a materialized CTE: left to itself, its planner walks a sort
 * index testing every row, assuming matches spread evenly — seconds when they cluster (王 sorted
 * by name). SQLite's planner already starts from the index here.
 */
export function sortedHits<R>(
  db: Kysely<DB>,
  hits: SelectQueryBuilder<any, any, R>,
  table: string,
  order: (query: SelectQueryBuilder<any, any, any>, alias: string) => SelectQueryBuilder<any, any, any>,
  pageSize: number,
  offset: number,
): Promise<R[]> {
  if (!isPostgres(db)) return order(hits, table).limit(pageSize).offset(offset).execute() as Promise<R[]>;
  const found = db.with((cte) => cte('hits').materialized(), () => hits as never).selectFrom('hits' as never).selectAll();
  return order(found, 'hits').limit(pageSize).offset(offset).execute() as Promise<R[]>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
