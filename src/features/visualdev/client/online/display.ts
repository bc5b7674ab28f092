import { useLiveQuery } from 'dexie-react-hooks';
import { dictionaryTypes, displayValue, idsToName, type DisplayLookup, type DisplayWords, type FieldNode } from '@/features/visualdev/contract';
import { formatDate } from '@/lib/format';
import { useSyncDb } from '@/sync/hooks';

const EMPTY: DisplayLookup = { name: () => undefined, dictionary: () => undefined };

/** Names of the ids and dictionary entries a page of records holds, from the device's directory and dictionaries. */
export function useNameLookup(fields: readonly FieldNode[], rows: readonly Record<string, unknown>[]): DisplayLookup {
  const db = useSyncDb();
  const wanted = idsToName(fields, rows);
  const types = dictionaryTypes(fields);
  const key = JSON.stringify([[...wanted].map(([t, s]) => [t, [...s].sort()]), types]);
  const names = useLiveQuery(async () => {
    const out = new Map<string, string>();
    if (!db) return out;
    for (const [source, ids] of wanted) {
      for (const row of await db.collection(source).bulkGet([...ids])) if (row) out.set(`${source}:${row.id}`, String(row.realName ?? row.fullName ?? ''));
    }
    for (const enCode of types) {
      const type = await db.dictionaries.where('enCode').equals(enCode).first();
      if (!type) continue;
      for (const e of await db.dictionaryData.filter((r) => r.dictionaryTypeId === type.id).toArray()) out.set(`dict:${enCode}:${String(e.enCode)}`, String(e.fullName ?? ''));
    }
    return out;
  }, [db, key]);
  if (!names) return EMPTY;
  return { name: (source, id) => names.get(`${source}:${id}`), dictionary: (type, code) => names.get(`dict:${type}:${code}`) };
}

/** The device's words in the user's language; dates as §9 formats them. */
export const deviceWords = (t: (key: string) => string): DisplayWords => ({
  yes: t('yes'), no: t('no'), separator: t('separator'), range: t('range'),
  date: (ms, withTime) => formatDate(ms, withTime ? 'default' : 'date'),
});

export { displayValue };
