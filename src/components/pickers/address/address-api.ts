import { http } from '@/lib/http/client';

/**
 * Areas of GB/T 2260 (SPEC §3 "Address node", §7 "Areas"). The system feature's contract has no
 * area schemas yet, so the shapes the picker relies on are declared here.
 */
export interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

/** Top-level areas (provinces) are the children of -1. */
export const AREA_ROOT = '-1';

type Listed<T> = T[] | { list: T[] };
const unwrap = <T>(data: Listed<T>): T[] => (Array.isArray(data) ? data : data.list);

/** Children of an area: GET /api/system/Area/{parentId}/Selector/0 (0: exclude nothing). */
export const loadAreaChildren = (parentId: string) =>
  http.get<Listed<AreaNode>>(`/api/system/Area/${encodeURIComponent(parentId)}/Selector/0`).then(unwrap);

type NamePath = string[] | { fullName: string }[] | string;
/** Names of stored id paths: POST /api/system/Area/GetAreaByIds {idsList}, one name path per id path. */
export async function loadAreaNames(idsList: string[][]): Promise<string[][]> {
  if (idsList.length === 0) return [];
  const data = unwrap(await http.post<Listed<NamePath>>('/api/system/Area/GetAreaByIds', { idsList }));
  return data.map((p) => (typeof p === 'string' ? p.split('/') : p.map((x) => (typeof x === 'string' ? x : x.fullName))));
}
