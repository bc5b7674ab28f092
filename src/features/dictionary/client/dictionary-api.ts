import type { ListPage } from '@/contract/envelope';
import type { DictDataInfo, DictDataNode, DictTypeBody, DictTypeInfo, DictTypeNode } from '@/features/dictionary/contract';
import { http } from '@/lib/http/client';

const TYPE = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const seg = (id: string) => encodeURIComponent(id);

/** §7 Dictionary (types online; data rows are written through the sync mutations). */
export const dictionaryApi = {
  types: (keyword?: string) => http.get<{ list: DictTypeNode[] }>(TYPE, { keyword: keyword || undefined }).then((r) => r.list),
  typeInfo: (id: string) => http.get<DictTypeInfo>(`${TYPE}/${seg(id)}`),
  createType: (body: DictTypeBody) => http.action('POST', TYPE, body),
  updateType: (id: string, body: DictTypeBody) => http.action('PUT', `${TYPE}/${seg(id)}`, body),
  removeType: (id: string) => http.action('DELETE', `${TYPE}/${seg(id)}`),
  data: (typeId: string, query: Record<string, unknown>) => http.get<ListPage<DictDataNode>>(`${DATA}/${seg(typeId)}`, query),
  dataInfo: (id: string) => http.get<DictDataInfo>(`${DATA}/${seg(id)}/Info`),
  toggle: (id: string) => http.action('PUT', `${DATA}/${seg(id)}/Actions/State`),
  exportUrl: (typeId: string) => `${DATA}/${seg(typeId)}/Action/Export`,
};
