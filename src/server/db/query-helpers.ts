import { sql, type Expression, type SqlBool } from 'kysely';

/** Case-insensitive "contains" with the keyword's own % and _ taken literally, on both databases. */
export function containsText(column: string, keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
