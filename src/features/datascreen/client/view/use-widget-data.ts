import { useEffect, useRef, useState } from 'react';
import type { ScreenDataResult, ScreenWidget } from '@/features/datascreen/contract';
import { mergeWidgetData, needsData, refreshGroups, type ScreenData } from './widget-data';

export type DataFetcher = (screenId: string, widgets: string[]) => Promise<ScreenDataResult>;

/**
 * The data of a saved screen's widgets: all at once when it opens, then again at each widget's
 * period (refreshSeconds; 0 = never), the widgets of one period in one request. A failed refresh
 * keeps the widget's last rows.
 */
export function useWidgetData(screenId: string | null, widgets: readonly ScreenWidget[], fetcher: DataFetcher, failure: string): ScreenData {
  const [data, setData] = useState<ScreenData>({});
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  // Timers restart only when what they fetch changes, not on every render of the page.
  const key = JSON.stringify(widgets.filter(needsData).map((w) => [w.id, w.refreshSeconds, w.options.interfaceId, w.options.values]));

  useEffect(() => {
    if (!screenId) return;
    let live = true;
    const wanted = widgets.filter(needsData);
    const load = async (ids: string[]) => {
      if (!ids.length) return;
      let answer: ScreenDataResult | null = null;
      try {
        answer = await fetchRef.current(screenId, ids);
      } catch {
        answer = null;
      }
      if (live) setData((prev) => mergeWidgetData(prev, ids, answer, failure));
    };
    void load(wanted.map((w) => w.id));
    const timers = [...refreshGroups(wanted)].map(([seconds, ids]) => setInterval(() => void load(ids), seconds * 1000));
    return () => {
      live = false;
      timers.forEach(clearInterval);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the widgets' data sources
  }, [screenId, key, failure]);

  return data;
}
