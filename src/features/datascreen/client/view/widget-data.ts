import { DATA_WIDGETS, type ScreenDataResult, type ScreenWidget } from '@/features/datascreen/contract';

/** What a widget shows: its last rows (kept through failed refreshes) and the last failure, if the latest try failed. */
export interface WidgetState {
  rows: Record<string, unknown>[] | null;
  fetchedAt: number | null;
  error: string | null;
}
export type ScreenData = Record<string, WidgetState>;

export const needsData = (w: ScreenWidget): boolean => DATA_WIDGETS.includes(w.type) && !w.hidden && Boolean(w.options.interfaceId);

/**
 * One answer folded into what the widgets show: a widget answered with rows takes them; a widget
 * refused (or a whole request that failed: `answer` null) keeps its last rows and notes the failure.
 */
export function mergeWidgetData(prev: ScreenData, asked: readonly string[], answer: ScreenDataResult | null, failure: string): ScreenData {
  const next = { ...prev };
  for (const id of asked) {
    const before = prev[id] ?? { rows: null, fetchedAt: null, error: null };
    const got = answer?.data[id];
    next[id] = got?.ok ? { rows: got.rows, fetchedAt: answer!.fetchedAt, error: null } : { ...before, error: got && !got.ok ? got.msg : failure };
  }
  return next;
}

/** Widgets by refresh period (seconds): one timer and one request per period, whatever the number of widgets sharing it. */
export function refreshGroups(widgets: readonly ScreenWidget[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const w of widgets) {
    if (!needsData(w) || w.refreshSeconds <= 0) continue;
    groups.set(w.refreshSeconds, [...(groups.get(w.refreshSeconds) ?? []), w.id]);
  }
  return groups;
}
