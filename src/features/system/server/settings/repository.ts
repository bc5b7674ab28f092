import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/schema';

/** base_sys_config, one row per key (the table is the identity core's; these are its settings rows). */
export function settingsRepository(db: Kysely<DB>) {
  return {
    /** Writes each key whose stored value differs; answers the keys written. */
    async save(values: Record<string, string>): Promise<string[]> {
      const stored = await db.selectFrom('baseSysConfig').select(['key', 'value']).where('key', 'in', Object.keys(values)).execute();
      const before = new Map(stored.map((r) => [r.key, r.value]));
      const changed = Object.entries(values).filter(([key, value]) => before.get(key) !== value);
      for (const [key, value] of changed) {
        await db.insertInto('baseSysConfig').values({ key, value, category: 'SysConfig' })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
      }
      return changed.map(([key]) => key);
    },
  };
}
