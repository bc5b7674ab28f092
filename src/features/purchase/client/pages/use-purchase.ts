import { useLiveQuery } from 'dexie-react-hooks';
import { PURCHASE_COLLECTION } from '@/features/purchase/contract';
import { useSyncDb } from '@/sync/hooks';
import { normalise, type LocalPurchase, type Purchase } from './local-purchases';

/** The request `id` from the device store, kept live (a pull or a write re-reads it); undefined while loading, null when absent. */
export function usePurchase(id: string | undefined): Purchase | null | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => {
    if (!db || !id) return null;
    const row = (await db.collection(PURCHASE_COLLECTION).get(id)) as LocalPurchase | undefined;
    return row ? normalise(row) : null;
  }, [db, id]);
}
