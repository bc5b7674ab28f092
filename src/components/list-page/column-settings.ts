import { http } from '@/lib/http/client';

/** One saved column: SPEC §3 "Column setting: prop, label, columnVisible or visible". */
export interface ColumnSetting {
  prop: string;
  label: string;
  visible: boolean;
}

/** The server keeps fieldList as JSON text; '' (or anything unreadable) means defaults. */
export function parseFieldList(text: string): ColumnSetting[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: Record<string, unknown>) =>
      typeof item?.prop === 'string' ? [{ prop: item.prop, label: String(item.label ?? item.prop), visible: (item.visible ?? item.columnVisible) !== false }] : [],
    );
  } catch {
    return [];
  }
}

export function visibilityFrom(settings: readonly ColumnSetting[]): Record<string, boolean> {
  return Object.fromEntries(settings.map((s) => [s.prop, s.visible]));
}

export function settingsFrom(columns: ReadonlyArray<{ prop: string; label: string }>, visibility: Record<string, boolean>): ColumnSetting[] {
  return columns.map((c) => ({ prop: c.prop, label: c.label, visible: visibility[c.prop] !== false }));
}

export const columnSettingsApi = {
  async load(moduleId: string): Promise<ColumnSetting[]> {
    const answer = await http.get<{ fieldList: string }>(`/api/permission/Authority/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`);
    return parseFieldList(answer.fieldList);
  },
  save: (moduleId: string, settings: ColumnSetting[]) =>
    http.put<null>('/api/permission/Authority/SetColumnsByModuleId', { moduleId, fieldList: JSON.stringify(settings) }),
};
