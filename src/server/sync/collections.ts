import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { scopeWhere, type DataScope, type ScopeTarget } from '../identity/data-scope';
import type { AuthContext } from '../plugins/auth';

/**
 * How a feature's collection is read by devices: its table, the columns a device gets, and which
 * rows the caller may read. Features declare these in their module; the sync routes read them from
 * the registry (ADR 0010), so neither imports the other.
 */
export interface CollectionDef {
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

export const defineCollection = (def: CollectionDef): CollectionDef => def;

/** The WHERE that keeps a collection's rows to what the caller may read. */
export function readableWhere(def: CollectionDef, auth: AuthContext, scope: DataScope | undefined): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (def.only) parts.push(def.only(auth));
  if (scope && def.scopeTarget) parts.push(scopeWhere(scope, def.scopeTarget));
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
