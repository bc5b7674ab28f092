import type { Table } from 'dexie';
import type { ParamValue, ReportInfo, RunResult } from '@/features/reports/contract';
import type { QingbanDb } from '@/sync/db';

/** A report's definition or one run's result, kept on the device for offline (store version 16). */
export interface ReportCacheRow {
  key: string;
  reportId: string;
  kind: 'definition' | 'result';
  /** When the server answered (ms). */
  fetchedAt: number;
  info?: ReportInfo;
  result?: RunResult;
}

declare module '@/sync/db' {
  interface QingbanDb {
    reportCache: Table<ReportCacheRow, string>;
  }
}

export const REPORT_CACHE_TABLE = 'reportCache';
export const REPORT_CACHE_INDEXES = 'key, reportId, fetchedAt';
/** Results kept per report (the newest parameter sets). */
const KEEP = 20;

/** The same values in any order give the same key: the parameter set's identity. */
export function valuesKey(values: Readonly<Record<string, ParamValue>>): string {
  return JSON.stringify(Object.keys(values).sort().map((k) => [k, values[k] ?? null]));
}
export const resultKey = (reportId: string, values: Readonly<Record<string, ParamValue>>) => `result:${reportId}:${valuesKey(values)}`;
const definitionKey = (reportId: string) => `definition:${reportId}`;

export async function keepDefinition(db: QingbanDb, info: ReportInfo): Promise<void> {
  await db.reportCache.put({ key: definitionKey(info.id), reportId: info.id, kind: 'definition', fetchedAt: Date.now(), info });
}
export const lastDefinition = async (db: QingbanDb, reportId: string): Promise<ReportInfo | null> => (await db.reportCache.get(definitionKey(reportId)))?.info ?? null;

/** Keeps a run's result under its parameter set, dropping the oldest beyond the newest KEEP of the report. */
export async function keepResult(db: QingbanDb, reportId: string, result: RunResult): Promise<void> {
  await db.reportCache.put({ key: resultKey(reportId, result.values), reportId, kind: 'result', fetchedAt: result.fetchedAt, result });
  const results = (await db.reportCache.where('reportId').equals(reportId).toArray()).filter((r) => r.kind === 'result').sort((a, b) => b.fetchedAt - a.fetchedAt);
  if (results.length > KEEP) await db.reportCache.bulkDelete(results.slice(KEEP).map((r) => r.key));
}

/** The result kept for exactly these values, else the newest of the report (its own values come with it); null when none. */
export async function lastResult(db: QingbanDb, reportId: string, values: Readonly<Record<string, ParamValue>>): Promise<RunResult | null> {
  const exact = await db.reportCache.get(resultKey(reportId, values));
  if (exact?.result) return exact.result;
  const newest = (await db.reportCache.where('reportId').equals(reportId).toArray()).filter((r) => r.kind === 'result').sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
  return newest?.result ?? null;
}
