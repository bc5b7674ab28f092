import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import { BillRuleApi, type BillRuleBody, type BillRuleInfo, type BillRuleRow } from '@/features/system/contract';
import { http } from '@/lib/http/client';

export interface BillRuleFilters { enabledMark?: 0 | 1 }
const BASE = BillRuleApi.base;
const seg = (id: string) => encodeURIComponent(id);

/** §7 Bill rules: writes answer the server's message; exports are xlsx blobs. */
export const billRuleApi = {
  page: (query: ListRequest & BillRuleFilters) => http.get<ListPage<BillRuleRow>>(BASE, { ...query }),
  info: (id: string) => http.get<BillRuleInfo>(`${BASE}/${seg(id)}`),
  create: (body: BillRuleBody) => http.action('POST', BASE, body),
  update: (id: string, body: BillRuleBody) => http.action('PUT', `${BASE}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/${seg(id)}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/${seg(id)}/Actions/State`),
  exportAll: (query: Partial<ListRequest> & BillRuleFilters) => http.blob(`${BASE}/Actions/Export`, { ...query }),
  exportOne: (id: string) => http.blob(`${BASE}/${seg(id)}/Action/Export`),
};
