import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import {
  IntegrationApi, type IntegrationConfig, type IntegrationConfigInput, type IntegrationTestResult, type SyncLogRow, type SyncResult, type Vendor,
} from '@/features/integrations/contract';
import { http } from '@/lib/http/client';

const I = IntegrationApi.base;
export type SyncLogFilters = { vendor: Vendor; failedOnly: boolean };

/** Every call of 第三方集成 (online only, ADR 0038). */
export const integrationApi = {
  get: (vendor: Vendor) => http.get<IntegrationConfig>(`${I}/${vendor}`),
  save: (vendor: Vendor, body: IntegrationConfigInput) => http.put<IntegrationConfig>(`${I}/${vendor}`, body),
  test: (vendor: Vendor, body: IntegrationConfigInput) => http.post<IntegrationTestResult>(`${I}/${vendor}/Actions/Test`, body),
  /** A sync pushes every department and member one by one: allow it minutes, not the default seconds. */
  sync: (vendor: Vendor) => http.post<SyncResult>(`${I}/${vendor}/Actions/Sync`, undefined, { timeout: 10 * 60_000 }),
  logs: (q: ListRequest & SyncLogFilters) =>
    http.get<ListPage<SyncLogRow>>(`${I}/SyncLog`, { currentPage: q.currentPage, pageSize: q.pageSize, sort: q.sort, vendor: q.vendor, ...(q.failedOnly ? { failedOnly: 1 } : {}) }),
};
