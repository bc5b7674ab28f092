import { useEffect, useState } from 'react';
import type { StocktakeDetail } from '@/features/stocktaking/contract';
import { stocktakeApi } from '../api';

const REFRESH_MS = 10_000;

/** The server's view of a stocktake, for when the device holds none of it yet; refreshed while shown. */
export function useRemoteDetail(id: string, enabled: boolean): { detail: StocktakeDetail | null; failed: boolean; reload(): void } {
  const [detail, setDetail] = useState<StocktakeDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    stocktakeApi.detail(id).then((d) => live && (setDetail(d), setFailed(false)), () => live && setFailed(true));
    const timer = window.setTimeout(() => setTick((n) => n + 1), REFRESH_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id, enabled, tick]);
  return { detail, failed, reload: () => setTick((n) => n + 1) };
}
