import { useCallback, useState } from 'react';
import { checkRunValues, type ParamValue, type ReportInfo, type RunResult } from '@/features/reports/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { notify } from '@/lib/notify';
import { useSyncDb, useSyncStatus } from '@/sync/hooks';
import { keepResult, lastResult, valuesKey } from '../offline-cache';

/** Where the shown result came from: the server now, the device for these values, the device for other values, nowhere. */
export type ResultSource = 'live' | 'cache' | 'cacheOther' | 'none';
export type RunValues = Record<string, ParamValue>;

export interface ReportRunState {
  result: RunResult | null;
  source: ResultSource;
  loading: boolean;
}

/**
 * Runs a report with the form's values, checked first by the same rules as the server. Online, the
 * answer is shown and kept on the device under its parameter set (`cacheId`, the report's id); offline,
 * or when the network fails, the kept result of these values is shown, else the newest one of the report
 * — never a blank page. A refusal of the server (a bad value) is its message, not a fallback.
 */
export function useReportRun(info: ReportInfo | null, fetcher: (values: RunValues) => Promise<RunResult>, cacheId?: string) {
  const db = useSyncDb();
  const { online } = useSyncStatus();
  const [state, setState] = useState<ReportRunState>({ result: null, source: 'none', loading: false });

  const run = useCallback(async (given: Record<string, unknown>) => {
    if (!info) return;
    const checked = checkRunValues(info.params, given);
    if (!checked.ok) {
      notify('warning', checked.msg);
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    if (online) {
      try {
        const result = await fetcher(checked.values);
        if (db && cacheId) await keepResult(db, cacheId, result);
        setState({ result, source: 'live', loading: false });
        return;
      } catch (error) {
        if (error instanceof EnvelopeError) {
          setState((s) => ({ ...s, loading: false }));
          return;
        }
      }
    }
    const cached = db && cacheId ? await lastResult(db, cacheId, checked.values) : null;
    const source: ResultSource = !cached ? 'none' : valuesKey(cached.values) === valuesKey(checked.values) ? 'cache' : 'cacheOther';
    setState({ result: cached, source, loading: false });
  }, [info, fetcher, cacheId, online, db]);

  return { ...state, online, run };
}
