import type { ListRequest } from '@/components/list-page/use-list-data';
import type { Envelope, ListPage } from '@/contract/envelope';
import { PortalApi, type PortalAssign, type PortalBodyInput, type PortalHome, type PortalInfo, type PortalRow } from '@/features/portal/contract';
import { http } from '@/lib/http/client';

export interface Choice { id: string; fullName: string }
export interface Assigned { roles: Choice[]; users: (Choice & { account: string })[] }

/** /api/visualdev/Portal (ADR 0042). */
export const portalApi = {
  page: (query: ListRequest) => http.get<ListPage<PortalRow>>(PortalApi.base, { ...query }),
  info: (id: string) => http.get<PortalInfo>(PortalApi.one(id)),
  create: (body: PortalBodyInput) => http.post<{ id: string }>(PortalApi.base, body),
  update: (id: string, body: PortalBodyInput) => http.action('PUT', PortalApi.one(id), body),
  remove: (id: string) => http.action('DELETE', PortalApi.one(id)),
  copy: (id: string) => http.action('POST', PortalApi.copy(id)),
  release: (id: string, parentId: string | null) => http.action('POST', PortalApi.release(id), parentId ? { parentId } : {}),
  assigned: (id: string) => http.get<Assigned>(PortalApi.assign(id)),
  assign: (id: string, body: PortalAssign) => http.action('PUT', PortalApi.assign(id), body),
  home: () => http.get<PortalHome>(PortalApi.home),
  view: (id: string) => http.get<PortalHome>(PortalApi.view(id)),
  interfaces: () => http.get<Choice[]>('/api/system/DataInterface/Selector'),
  reports: () => http.get<ListPage<Choice>>('/api/visualdev/DataReport', { currentPage: 1, pageSize: 100 }),
};

/** A call whose refusal is the widget's own business: no toast, the envelope's data or null. */
export async function quietly<T>(url: string, query?: Record<string, string | number>): Promise<T | null> {
  try {
    const envelope = await http.get<Envelope<T>>(url, query, { raw: true });
    return envelope.code === 200 ? envelope.data : null;
  } catch {
    return null;
  }
}
