import { AREA_NO_EXCLUDE, AREA_ROOT, type AddressNode } from '@/features/system/contract/area';
import { http } from '@/lib/http/client';

export { AREA_ROOT };

/** Children of an area, lazily: GET /api/system/Area/{parentId}/Selector/0 (provinces under -1). */
export const loadAreaChildren = (parentId: string) =>
  http.get<{ list: AddressNode[] }>(`/api/system/Area/${encodeURIComponent(parentId)}/Selector/${AREA_NO_EXCLUDE}`).then((d) => d.list);

/** Names of stored id paths: POST /api/system/Area/GetAreaByIds {idsList}, one name path per id path. */
export const loadAreaNames = (idsList: string[][]): Promise<string[][]> =>
  idsList.length === 0 ? Promise.resolve([]) : http.post<string[][]>('/api/system/Area/GetAreaByIds', { idsList });
