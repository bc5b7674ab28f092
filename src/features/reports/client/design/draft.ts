import type { ChartDef, ReportBody, ReportColumn, ReportInfo, ReportParam } from '@/features/reports/contract';

/** The design being edited: the contract's shape, every part present. */
export type Draft = ReportBody;

export const blankDraft = (): Draft => ({
  fullName: '', enCode: '', category: '', interfaceId: '', params: [], table: { enabled: true, columns: [], groupBy: null, subtotal: false, total: false },
  charts: [], description: null, sortCode: 0, enabledMark: 1,
});

export const draftOf = (info: ReportInfo): Draft => ({
  fullName: info.fullName, enCode: info.enCode, category: info.category, interfaceId: info.interfaceId, params: info.params, table: info.table,
  charts: info.charts, description: info.description, sortCode: info.sortCode, enabledMark: info.enabledMark === 1 ? 1 : 0,
});

export const newParam = (name = '', label = ''): ReportParam => ({ name, label, type: 'text', dictionary: null, defaultValue: null, required: false });
export const newColumn = (field = ''): ReportColumn => ({ field, title: '', width: null, align: 'left', format: 'text', summary: 'none' });
export const newChart = (n: number): ChartDef => ({
  id: `c${Date.now().toString(36)}${n}`, type: 'bar', title: '', categoryField: null, valueFields: [], aggregate: 'sum', format: 'integer', max: null, mapId: null, span: 12,
});

/** Replaces item `i` of a list with `patch` applied. */
export const patchAt = <T>(list: readonly T[], i: number, patch: Partial<T>): T[] => list.map((x, j) => (j === i ? { ...x, ...patch } : x));
export const removeAt = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);
