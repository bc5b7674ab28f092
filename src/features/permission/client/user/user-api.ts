import type { ListPage } from '@/contract/envelope';
import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ImportRow, UserBody, UserDetail, UserRow } from '@/features/permission/contract';
import { http } from '@/lib/http/client';
import { transferBlob, transferJson } from '@/lib/http/transfer';

const BASE = '/api/permission/Users';
export interface UserFilters {
  organizeId?: string;
  enabledMark?: number;
}
type Progress = (fraction: number) => void;

/** Users (§7 "Users"): list, CRUD, row actions and the Excel round trip. */
export const userApi = {
  page: (query: ListRequest & UserFilters) => http.get<ListPage<UserRow>>(BASE, { ...query }),
  info: (id: string) => http.get<UserDetail>(`${BASE}/${id}`),
  create: (body: UserBody) => http.action('POST', BASE, body),
  update: (id: string, body: UserBody) => http.action('PUT', `${BASE}/${id}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/${id}`),
  toggle: (id: string) => http.action('PUT', `${BASE}/${id}/Actions/State`),
  resetPassword: (id: string) => http.action('POST', `${BASE}/${id}/Actions/ResetPassword`),
  unlock: (id: string) => http.action('PUT', `${BASE}/${id}/Actions/unlock`),
  exportExcel: (query: Partial<ListRequest> & UserFilters, onProgress: Progress) => transferBlob({ method: 'GET', url: `${BASE}/ExportExcel`, query: { ...query }, onProgress }),
  template: () => transferBlob({ method: 'GET', url: `${BASE}/TemplateDownload` }),
  importPreview(file: File, onProgress: Progress) {
    const body = new FormData();
    body.append('file', file);
    return transferJson<{ list: ImportRow[]; valid: number; invalid: number }>({ method: 'POST', url: `${BASE}/ImportPreview`, body, onProgress });
  },
  importData: (list: ImportRow[], onProgress: Progress) =>
    transferJson<{ snum: number; fnum: number; failResult: ImportRow[] }>({ method: 'POST', url: `${BASE}/ImportData`, body: { list }, onProgress }),
  exceptionData: (list: ImportRow[]) => transferBlob({ method: 'POST', url: `${BASE}/ExportExceptionData`, body: { list } }),
};
