import type { ListRequest } from '@/components/list-page/use-list-data';
import type { Envelope, ListPage } from '@/contract/envelope';
import { ScreenApi, type ScreenBodyInput, type ScreenDataResult, type ScreenInfo, type ScreenRow, type ScreenView } from '@/features/datascreen/contract';
import { http } from '@/lib/http/client';

export interface Choice { id: string; fullName: string }

/** /api/visualdev/DataScreen (ADR 0043). */
export const screenApi = {
  page: (query: ListRequest) => http.get<ListPage<ScreenRow>>(ScreenApi.base, { ...query }),
  info: (id: string) => http.get<ScreenInfo>(ScreenApi.one(id)),
  create: (body: ScreenBodyInput) => http.post<{ id: string }>(ScreenApi.base, body),
  update: (id: string, body: ScreenBodyInput) => http.action('PUT', ScreenApi.one(id), body),
  remove: (id: string) => http.action('DELETE', ScreenApi.one(id)),
  copy: (id: string) => http.action('POST', ScreenApi.copy(id)),
  release: (id: string, parentId: string | null) => http.action('POST', ScreenApi.release(id), parentId ? { parentId } : {}),
  view: (code: string) => http.get<ScreenView>(ScreenApi.view(code)),
  /** A refusal is the widgets' own business (they keep their last rows): no toast, it throws. */
  async data(id: string, widgets: string[]): Promise<ScreenDataResult> {
    const envelope = await http.post<Envelope<ScreenDataResult>>(ScreenApi.data(id), { widgets }, { raw: true });
    if (envelope.code !== 200) throw new Error(envelope.msg);
    return envelope.data;
  },
  interfaces: () => http.get<Choice[]>('/api/system/DataInterface/Selector'),
};
