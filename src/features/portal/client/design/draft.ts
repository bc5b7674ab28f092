import { WIDGET_TYPES, type PortalBodyInput, type PortalInfo, type PortalWidget, type WidgetType } from '@/features/portal/contract';
import { freeSpot } from '../grid/layout';

export type Draft = Omit<PortalBodyInput, 'layout'> & { layout: PortalWidget[] };

export const blankOptions = (): PortalWidget['options'] => ({ interfaceId: null, values: {}, chart: null, reportId: null, chartIndex: null, links: [], url: '', limit: 5 });

/** A new widget's size by kind (a chart or report wants room). */
const SIZE: Record<WidgetType, [number, number]> = {
  todo: [4, 4], notices: [4, 4], documents: [4, 4], figures: [4, 4], chart: [6, 6], report: [8, 6], links: [12, 3], calendar: [4, 6], iframe: [6, 6],
};
export const PALETTE: readonly WidgetType[] = WIDGET_TYPES;

export const emptyDraft = (): Draft => ({ fullName: '', enCode: '', category: '', description: null, sortCode: 0, enabledMark: 1, layout: [] });
export const draftOf = (info: PortalInfo): Draft => ({
  fullName: info.fullName, enCode: info.enCode, category: info.category, description: info.description, sortCode: info.sortCode, enabledMark: info.enabledMark === 1 ? 1 : 0, layout: info.layout,
});

/** A widget of `type` at the first free spot, with a fresh id. */
export function newWidget(layout: readonly PortalWidget[], type: WidgetType, title: string): PortalWidget {
  const [w, h] = SIZE[type];
  const { x, y } = freeSpot(layout, w, h);
  let n = layout.length + 1;
  while (layout.some((o) => o.i === `${type}${n}`)) n++;
  return { i: `${type}${n}`, type, title, x, y, w, h, options: blankOptions() };
}
