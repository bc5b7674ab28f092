import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The logs' settings, kept in base_sys_config (category Log) so every server reads the same. */
export interface AuditSettings {
  /** Entries older than this many days are purged; 0 keeps them for ever. */
  retentionDays: number;
  /** The fraction (0–1) of read requests written to the request log. */
  requestSampleRate: number;
}

export const AUDIT_SETTING_KEYS = { retentionDays: 'logRetentionDays', requestSampleRate: 'logRequestSampleRate' } as const;
export const AUDIT_DEFAULTS: AuditSettings = { retentionDays: 180, requestSampleRate: 0.05 };

const within = (value: number, min: number, max: number, fallback: number) => (Number.isFinite(value) && value >= min && value <= max ? value : fallback);

export async function readAuditSettings(db: Kysely<DB>): Promise<AuditSettings> {
  const rows = await db.selectFrom('baseSysConfig').select(['key', 'value']).where('key', 'in', Object.values(AUDIT_SETTING_KEYS)).execute();
  const value = (key: string) => Number(rows.find((r) => r.key === key)?.value ?? Number.NaN);
  return {
    retentionDays: within(value(AUDIT_SETTING_KEYS.retentionDays), 0, 36_500, AUDIT_DEFAULTS.retentionDays),
    requestSampleRate: within(value(AUDIT_SETTING_KEYS.requestSampleRate), 0, 1, AUDIT_DEFAULTS.requestSampleRate),
  };
}

export async function writeAuditSettings(db: Kysely<DB>, settings: AuditSettings) {
  await db.transaction().execute(async (trx) => {
    for (const [field, key] of Object.entries(AUDIT_SETTING_KEYS)) {
      const value = String(settings[field as keyof AuditSettings]);
      await trx.insertInto('baseSysConfig').values({ key, value, category: 'Log' }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    }
  });
}
