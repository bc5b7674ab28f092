import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import {
  DataInterfaceApi, DataSyncApi, SYNC_LIMITS, type DataSourceBody, type DataSourceRow, type DataSourceTestBody, type FieldRow, type InterfaceBody, type InterfaceInfo, type InterfaceRow,
  type LogRow, type ModelBody, type ModelInfo, type PreviewResult, type SyncBody, type SyncInfo, type SyncLogRow, type SyncResult, type SyncRow, type TestResult,
} from '@/features/data/contract';
import { http } from '@/lib/http/client';

const seg = (id: string) => encodeURIComponent(id);
const DS = '/api/system/DataSource';
const DM = '/api/system/DataModel';
const DI = DataInterfaceApi.base;

export interface SourceOption { id: string; fullName: string; dbType: string; readOnly: number }
export interface TableRow { table: string; tableName: string; managed: boolean; isView: boolean }
export interface InterfaceFilters { type?: string }

/** 数据连接: the password goes up only; answers never carry it. */
export const sourceApi = {
  page: (q: ListRequest) => http.get<ListPage<DataSourceRow>>(DS, { ...q }),
  options: () => http.get<SourceOption[]>(`${DS}/Selector`),
  create: (body: DataSourceBody) => http.action('POST', DS, body),
  update: (id: string, body: DataSourceBody) => http.action('PUT', `${DS}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${DS}/${seg(id)}`),
  test: (body: DataSourceTestBody) => http.post<TestResult>(`${DS}/Actions/Test`, body),
};

export const modelApi = {
  tables: (sourceId: string, keyword?: string) => http.get<TableRow[]>(`${DM}/${seg(sourceId)}/Tables`, keyword ? { keyword } : undefined),
  fields: (sourceId: string, table: string) => http.get<FieldRow[]>(`${DM}/${seg(sourceId)}/Tables/${seg(table)}/Fields`),
  info: (table: string) => http.get<ModelInfo>(`${DM}/Model/${seg(table)}`),
  create: (body: ModelBody) => http.action('POST', DM, body),
  update: (table: string, body: ModelBody) => http.action('PUT', `${DM}/Model/${seg(table)}`, body),
  remove: (table: string, confirm: boolean) => http.action('DELETE', `${DM}/Model/${seg(table)}${confirm ? '?confirm=true' : ''}`),
};

export const interfaceApi = {
  page: (q: ListRequest & InterfaceFilters) => http.get<ListPage<InterfaceRow>>(DI, { ...q }),
  info: (id: string) => http.get<InterfaceInfo>(`${DI}/${seg(id)}`),
  create: (body: InterfaceBody) => http.action('POST', DI, body),
  update: (id: string, body: InterfaceBody) => http.action('PUT', `${DI}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${DI}/${seg(id)}`),
  toggle: (id: string) => http.action('PUT', `${DI}/${seg(id)}/Actions/State`),
  preview: (id: string, paramList: { field: string; defaultValue: unknown }[]) => http.post<PreviewResult>(DataInterfaceApi.preview(id), { paramList }),
  logs: (id: string, currentPage: number) => http.get<ListPage<LogRow>>(DataInterfaceApi.log(id), { currentPage, pageSize: 20 }),
  exportOne: (id: string) => http.blob(`${DI}/${seg(id)}/Action/Export`),
  importOne: (file: unknown) => http.action('POST', `${DI}/Action/Import`, file),
};

/** 数据同步: 立即执行 answers when the copy is done (at most 100 s). */
export const syncApi = {
  page: (q: ListRequest) => http.get<ListPage<SyncRow>>(DataSyncApi.base, { ...q }),
  info: (id: string) => http.get<SyncInfo>(`${DataSyncApi.base}/${seg(id)}`),
  create: (body: SyncBody) => http.action('POST', DataSyncApi.base, body),
  update: (id: string, body: SyncBody) => http.action('PUT', `${DataSyncApi.base}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${DataSyncApi.base}/${seg(id)}`),
  execute: (id: string) => http.post<SyncResult>(DataSyncApi.execute(id), undefined, { timeout: SYNC_LIMITS.timeoutMs + 10_000 }),
  logs: (id: string, currentPage: number) => http.get<ListPage<SyncLogRow>>(DataSyncApi.log(id), { currentPage, pageSize: 20 }),
};
