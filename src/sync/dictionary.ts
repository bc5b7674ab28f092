import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { DICT_ROOT } from '@/features/dictionary/contract';
import { useSyncDb } from './hooks';
import type { LocalRow } from './types';

/** One entry of a dictionary as selects use it (SPEC §3: text, value, sort, remark, style, children). */
export interface DictionaryOption {
  id: string;
  text: string;
  value: string;
  sort: number;
  remark: string | null;
  style: Record<string, unknown> | null;
  children?: DictionaryOption[];
}

function parseStyle(json: unknown): Record<string, unknown> | null {
  if (typeof json !== 'string' || json === '') return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Enabled rows nested under their parents, each level in sort order. */
export function toOptions(rows: LocalRow[]): DictionaryOption[] {
  const enabled = rows.filter((r) => r.enabledMark !== 0).sort((a, b) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0) || String(a.enCode).localeCompare(String(b.enCode)));
  const nodes = new Map<string, DictionaryOption>();
  const parents = new Map<string, string>();
  for (const r of enabled) {
    nodes.set(r.id, {
      id: r.id, text: String(r.fullName ?? ''), value: String(r.enCode ?? ''), sort: Number(r.sortCode ?? 0),
      remark: (r.description as string | null) ?? null, style: parseStyle(r.styleJson),
    });
    parents.set(r.id, String(r.parentId ?? DICT_ROOT));
  }
  const roots: DictionaryOption[] = [];
  for (const node of nodes.values()) {
    const parentId = parents.get(node.id)!;
    const parent = parentId === DICT_ROOT ? undefined : nodes.get(parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The entries of dictionary `enCode` (e.g. 'itemStatus') from the device store, so selects work
 * offline; undefined while loading, [] for an unknown or disabled dictionary.
 */
export function useDictionary(enCode: string): DictionaryOption[] | undefined {
  const db = useSyncDb();
  const rows = useLiveQuery(async () => {
    if (!db) return [];
    const type = await db.dictionaries.where('enCode').equals(enCode).first();
    if (!type || type.enabledMark === 0) return [];
    return db.dictionaryData.filter((r) => r.dictionaryTypeId === type.id).toArray();
  }, [db, enCode]);
  return useMemo(() => (rows ? toOptions(rows) : undefined), [rows]);
}
