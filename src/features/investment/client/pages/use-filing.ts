import { useLiveQuery } from 'dexie-react-hooks';
import { INVESTMENT_COLLECTION } from '@/features/investment/contract';
import { useSyncDb } from '@/sync/hooks';
import { normalise, type Filing, type LocalFiling } from './local-filings';

/** The filing `id` from the device store, kept live (a pull or a write re-reads it); undefined while loading, null when absent. */
export function useFiling(id: string | undefined): Filing | null | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => {
    if (!db || !id) return null;
    const row = (await db.collection(INVESTMENT_COLLECTION).get(id)) as LocalFiling | undefined;
    return row ? normalise(row) : null;
  }, [db, id]);
}
