import { useCallback, useEffect, useRef, useState } from 'react';
import { AREA_ROOT, type AreaRow } from '@/features/system/contract';
import { areaApi } from './area-api';

/** A row as the table shows it: its loaded children below it. */
export type AreaNode = AreaRow & { subRows?: AreaNode[] };
/** Loaded levels by parent id; AREA_ROOT holds the (keyword-filtered) provinces. */
export type Levels = Record<string, AreaRow[]>;

export function buildTree(levels: Levels, parentId = AREA_ROOT): AreaNode[] {
  return (levels[parentId] ?? []).map((row) => {
    const loaded = levels[row.id];
    return loaded?.length ? { ...row, subRows: buildTree(levels, row.id) } : { ...row };
  });
}

export function findRow(levels: Levels, id: string): AreaRow | undefined {
  for (const rows of Object.values(levels)) {
    const row = rows.find((r) => r.id === id);
    if (row) return row;
  }
  return undefined;
}

/** Ids that became expanded in `next` and whose children are not loaded yet. */
export const toLoad = (levels: Levels, next: Record<string, boolean>): string[] =>
  Object.entries(next).filter(([id, open]) => open && !levels[id]).map(([id]) => id);

/**
 * The lazy area tree: the provinces first (filtered by the keyword), each level fetched the first
 * time its parent opens; `refresh` re-reads the levels a write touched.
 */
export function useAreaTree(keyword: string) {
  const [levels, setLevels] = useState<Levels>({});
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [loading, setLoading] = useState<Record<string, boolean>>({});
  const levelsRef = useRef(levels);
  levelsRef.current = levels;
  const keywordRef = useRef(keyword);
  keywordRef.current = keyword;
  /** Bumped when the keyword changes, so answers for the previous search are dropped. */
  const generation = useRef(0);

  const load = useCallback(async (parentId: string) => {
    const gen = generation.current;
    setLoading((l) => ({ ...l, [parentId]: true }));
    try {
      const rows = await areaApi.children(parentId, parentId === AREA_ROOT ? keywordRef.current : undefined);
      if (gen === generation.current) setLevels((lv) => ({ ...lv, [parentId]: rows }));
    } catch {
      // the http client showed why
    } finally {
      if (gen === generation.current) setLoading((l) => ({ ...l, [parentId]: false }));
    }
  }, []);

  useEffect(() => {
    generation.current += 1;
    setLevels({});
    setExpanded({});
    setLoading({});
    void load(AREA_ROOT);
  }, [keyword, load]);

  const onExpandedChange = useCallback((next: Record<string, boolean>) => {
    setExpanded(next);
    for (const id of toLoad(levelsRef.current, next)) void load(id);
  }, [load]);

  /** Re-reads the given levels (only those already loaded, and the provinces). */
  const refresh = useCallback((parentIds: Array<string | undefined>) => {
    const ids = new Set(parentIds.filter((id): id is string => id !== undefined && (id === AREA_ROOT || levelsRef.current[id] !== undefined)));
    return Promise.all([...ids].map(load));
  }, [load]);

  /** Opens a node and (re)loads its children. */
  const open = useCallback((id: string) => {
    setExpanded((e) => ({ ...e, [id]: true }));
    return load(id);
  }, [load]);

  return {
    tree: buildTree(levels),
    total: levels[AREA_ROOT]?.length ?? 0,
    rootLoading: loading[AREA_ROOT] ?? true,
    loadingIds: loading,
    expanded,
    onExpandedChange,
    refresh,
    open,
    find: useCallback((id: string) => findRow(levelsRef.current, id), []),
  };
}
