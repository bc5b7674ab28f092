import { fail } from '../../../server/http/api-error';
import { DATA_INTERFACE_MSG } from '../contract';

/**
 * What an interface on the system database may never hand out: password hashes, session and
 * ticket hashes, sealed data-source passwords. Any name of the SQL that looks like one refuses it
 * (`password_hash`, `"tokenHash"`, …); a `select *` that brings one has the column dropped; and a
 * whole-row value (PostgreSQL `select u from base_user u`, `row_to_json(u)`) that carries a
 * password hash refuses the answer. Other data sources are the administrator's own business.
 */
const SECRET_NAME = /password|passwd|secret|token|salt|enc$/i;
const HASH_IN_VALUE = /\$argon2(id|i|d)\$/;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

export function assertNoSecretNames(identifiers: readonly string[]): void {
  const hit = identifiers.find((w) => SECRET_NAME.test(w));
  if (hit) throw fail.badRequest(DATA_INTERFACE_MSG.secretColumn(hit));
}

export function withoutSecrets(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (!rows.length) return rows;
  const secret = Object.keys(rows[0]!).filter((k) => SECRET_NAME.test(k));
  const out = secret.length ? rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !secret.includes(k)))) : rows;
  for (const row of out) {
    for (const value of Object.values(row)) {
      const text = typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : '';
      if (HASH_IN_VALUE.test(text)) throw fail.badRequest(DATA_INTERFACE_MSG.secretValue);
    }
  }
  return out;
}
