import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import type { PrintExportFile, PrintField, PrintTemplateBodyInput, PrintTemplateInfo, PrintTemplateRow } from '@/features/print/contract';
import { http } from '@/lib/http/client';

const BASE = '/api/system/printDev';
const seg = (id: string) => encodeURIComponent(id);
export interface PrintFilters { category?: string }
export interface PrintKind { kind: string; fullName: string; names: { zh: string; zhtw: string; en: string } }

/** §7 Print templates (administration). */
export const printAdminApi = {
  page: (query: ListRequest & PrintFilters) => http.get<ListPage<PrintTemplateRow>>(BASE, { ...query }),
  info: (id: string) => http.get<PrintTemplateInfo>(`${BASE}/${seg(id)}`),
  kinds: () => http.get<{ list: PrintKind[] }>(`${BASE}/Kinds`).then((r) => r.list),
  fields: (type: string) => http.post<{ list: PrintField[] }>(`${BASE}/Fields`, { type }).then((r) => r.list),
  create: (body: PrintTemplateBodyInput) => http.post<{ id: string }>(BASE, body),
  update: (id: string, body: PrintTemplateBodyInput) => http.action('PUT', `${BASE}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${BASE}/${seg(id)}`),
  copy: (id: string) => http.action('POST', `${BASE}/${seg(id)}/Actions/Copy`),
  exportOne: (id: string) => http.blob(`${BASE}/${seg(id)}/Actions/Export`),
  importFile: (file: PrintExportFile) => http.action('POST', `${BASE}/Actions/Import`, file),
};
