import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { scopeWhere, type DataScope, type ScopeTarget } from '../identity/data-scope';
import type { ServerContext } from '../context';
import type { AuthContext } from '../plugins/auth';

/**
 * How a feature's collection is read by devices: its table, the columns a device gets, and which
 * rows the caller may read. Features declare these in their module; the sync routes read them from
 * the registry (ADR 0010), so neither imports the other.
 */
export interface TableCollectionDef {
  name: string;
  /** Change-log collection its changes are recorded under (profile is the caller's own user row). */
  source: string;
  table: keyof DB & string;
  columns: readonly string[];
  /** Menu whose data scope limits the rows, if any. */
  scopeModule?: string;
  scopeTarget?: ScopeTarget;
  /** A filter beyond the data scope (e.g. only one's own row). */
  only?: (auth: AuthContext) => Expression<SqlBool>;
  /** Changes are read for the caller's own row only (profile); other filtered collections read them all. */
  ownRow?: boolean;
  /**
   * Rows of one user or one pair of users (chat): changes are read only for rows the caller may
   * read now, instead of every other user's change reaching every device as a delete. A row that
   * stops being readable is then not announced: the feature's client drops it by its own rule.
   */
  privateChanges?: boolean;
}

/**
 * A collection whose rows live in tables a feature creates while running (the released models of
 * 在线开发, ADR 0033): one change-log collection per table, named by the feature, and rows the
 * feature reads itself with its own access rules. Row ids are unique across those tables.
 */
export interface CollectionReader {
  /** The change-log collections of the tables whose rows the caller may read now. */
  sources(ctx: ServerContext, auth: AuthContext): Promise<string[]>;
  /** The rows of these ids the caller may read, each id with the change-log collection it was recorded under. */
  rowsById(ctx: ServerContext, auth: AuthContext, ids: readonly { source: string; id: string }[]): Promise<Map<string, Record<string, unknown>>>;
  /**
   * One page of a snapshot: readable rows after `after` (the reader's own order key; '' = from the
   * start), the key of the last row, and counts for the progress bar.
   */
  snapshot(ctx: ServerContext, auth: AuthContext, after: string, limit: number): Promise<{ rows: { source: string; row: Record<string, unknown> }[]; last: string; total: number; before: number }>;
}

export interface ReaderCollectionDef {
  name: string;
  reader: CollectionReader;
}

export type CollectionDef = TableCollectionDef | ReaderCollectionDef;

export const defineCollection = (def: CollectionDef): CollectionDef => def;
export const isReaderCollection = (def: CollectionDef): def is ReaderCollectionDef => 'reader' in def;

/** The WHERE that keeps a collection's rows to what the caller may read. */
export function readableWhere(def: TableCollectionDef, auth: AuthContext, scope: DataScope | undefined): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (def.only) parts.push(def.only(auth));
  if (scope && def.scopeTarget) parts.push(scopeWhere(scope, def.scopeTarget));
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
