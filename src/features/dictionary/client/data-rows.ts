import { DICT_ROOT, type DictDataInfo } from '@/features/dictionary/contract';
import type { LocalRow } from '@/sync/types';

/** A dictionary entry as the device holds it: the contract's row, its sync version, its depth in the tree. */
export type DataRow = Omit<DictDataInfo, 'creatorTime' | 'lastModifyTime'> & { _version?: number; depth: number };

const order = (a: LocalRow, b: LocalRow) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0) || String(a.enCode).localeCompare(String(b.enCode));

/** Local rows of one type in tree order (parents before their children), each with its depth. */
export function flattenRows(rows: LocalRow[], keyword = ''): DataRow[] {
  const k = keyword.trim().toLowerCase();
  const byParent = new Map<string, LocalRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of [...rows].sort(order)) {
    const parent = ids.has(String(r.parentId)) ? String(r.parentId) : DICT_ROOT;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const out: DataRow[] = [];
  const walk = (parentId: string, depth: number) => {
    for (const r of byParent.get(parentId) ?? []) {
      out.push({ ...(r as unknown as DataRow), parentId: String(r.parentId ?? DICT_ROOT), depth });
      walk(r.id, depth + 1);
    }
  };
  walk(DICT_ROOT, 0);
  return k ? out.filter((r) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)) : out;
}

export function colourOf(styleJson: string | null): string | undefined {
  if (!styleJson) return undefined;
  try {
    const c = (JSON.parse(styleJson) as { color?: unknown }).color;
    return typeof c === 'string' ? c : undefined;
  } catch {
    return undefined;
  }
}
