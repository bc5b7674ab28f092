import type { ReportRow } from '@/features/epidemic/contract';

/** 365 → '36.5'. */
export const temperatureText = (tenths: number) => (tenths / 10).toFixed(1);

/** A report as the device keeps it (the server's columns, plus its sync version). */
export type LocalReport = ReportRow & { _version?: number };

/** The user's reports, newest day first (one per day: the id is the user's and the day's). */
export const newestFirst = (rows: readonly LocalReport[]) => [...rows].sort((a, b) => b.reportDate.localeCompare(a.reportDate));
