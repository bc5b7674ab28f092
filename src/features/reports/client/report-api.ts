import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import { ReportApi, type ReportBodyInput, type ReportInfo, type ReportRow, type RunResult } from '@/features/reports/contract';
import { http } from '@/lib/http/client';

export interface ReportFilters { category?: string }
export interface Choice { id: string; fullName: string }
export interface InterfaceParamChoice { field: string; fieldName: string; dataType: string }
type Values = Record<string, string | number | null>;

/** /api/visualdev/DataReport (ADR 0040). */
export const reportApi = {
  page: (query: ListRequest & ReportFilters) => http.get<ListPage<ReportRow>>(ReportApi.base, { ...query }),
  info: (id: string) => http.get<ReportInfo>(ReportApi.one(id)),
  view: (id: string) => http.get<ReportInfo>(ReportApi.view(id)),
  create: (body: ReportBodyInput) => http.post<{ id: string }>(ReportApi.base, body),
  update: (id: string, body: ReportBodyInput) => http.action('PUT', ReportApi.one(id), body),
  remove: (id: string) => http.action('DELETE', ReportApi.one(id)),
  copy: (id: string) => http.action('POST', ReportApi.copy(id)),
  release: (id: string, parentId: string | null) => http.action('POST', ReportApi.release(id), parentId ? { parentId } : {}),
  run: (id: string, values: Values) => http.post<RunResult>(ReportApi.run(id), { values }),
  /** Runs a design that is not saved yet (报表设计's preview). */
  preview: (report: ReportBodyInput, values: Values) => http.post<RunResult>(ReportApi.preview, { report, values }),
  exportXlsx: (id: string, values: Values) => http.blob(ReportApi.exportXlsx(id), undefined, { values }),
  interfaces: () => http.get<Choice[]>('/api/system/DataInterface/Selector'),
  interfaceParams: (id: string) => http.get<InterfaceParamChoice[]>(`/api/system/DataInterface/GetParam/${encodeURIComponent(id)}`),
};
