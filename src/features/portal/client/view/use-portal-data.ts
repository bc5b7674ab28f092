import { useCallback, useEffect, useState } from 'react';
import type { PortalHome } from '@/features/portal/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { useSyncDb, useSyncStatus } from '@/sync/hooks';
import { keepSnapshot, lastSnapshot, type PortalSnapshot } from '../offline-cache';
import { fetchLists } from './fetch-lists';

export interface PortalDataState {
  snapshot: PortalSnapshot | null;
  /** live: from the server now; cache: the last kept answer (offline or the server unreachable); none: nothing kept. */
  source: 'loading' | 'live' | 'cache' | 'none' | 'refused';
  online: boolean;
  reload(): void;
}

/**
 * A portal page's data: online, the server's answer (Home or a released portal's View) and the lists
 * of its widgets, kept on the device under `key`; offline or unreachable, the kept one with its time.
 */
export function usePortalData(key: string, fetcher: () => Promise<PortalHome>): PortalDataState {
  const db = useSyncDb();
  const { online } = useSyncStatus();
  const [snapshot, setSnapshot] = useState<PortalSnapshot | null>(null);
  const [source, setSource] = useState<PortalDataState['source']>('loading');
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (online) {
        try {
          const home = await fetcher();
          const lists = await fetchLists(home);
          const fresh: PortalSnapshot = { key, home, lists, fetchedAt: home.fetchedAt };
          if (db) await keepSnapshot(db, fresh).catch(() => undefined);
          if (live) {
            setSnapshot(fresh);
            setSource('live');
          }
          return;
        } catch (error) {
          // A refusal (no such portal, no right) is the answer; only an unreachable server falls back.
          if (error instanceof EnvelopeError) {
            if (live) setSource('refused');
            return;
          }
        }
      }
      const kept = db ? await lastSnapshot(db, key).catch(() => null) : null;
      if (!live) return;
      setSnapshot(kept);
      setSource(kept ? 'cache' : 'none');
    })();
    return () => { live = false; };
  }, [db, online, key, fetcher, tick]);

  return { snapshot, source, online, reload };
}
