import type { ListPage } from '@/contract/envelope';
import type { AreaBody, AreaInfo, AreaRow } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';

const BASE = '/api/system/Area';
const seg = (id: string) => encodeURIComponent(id);

/** §7 Areas: the admin list reads one level at a time; writes answer the server's message. */
export const areaApi = {
  /** Every child of a node (`-1`: the provinces); the keyword matches name, code or pinyin initials. */
  children: (parentId: string, keyword?: string) =>
    http.get<ListPage<AreaRow>>(`${BASE}/${seg(parentId)}`, { keyword: keyword || undefined }).then((page) => page.list),
  info: (id: string) => http.get<AreaInfo>(`${BASE}/${seg(id)}/Info`),
  create: (body: AreaBody) => http.action('POST', BASE, body),
  update: (id: string, body: AreaBody) => http.action('PUT', `${BASE}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/${seg(id)}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/${seg(id)}/Actions/State`),
};

/** Runs a write and shows the server's message; false when it failed (the http client showed why). */
export async function act(action: () => Promise<string>): Promise<boolean> {
  try {
    notify('success', await action());
    return true;
  } catch {
    return false;
  }
}
