import type { ListPage } from '@/contract/envelope';
import type { ExportCategory, LogSettings, OplogCategory, OplogDetail, OplogRow } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import { transferBlob } from '@/lib/http/transfer';
import type { ListRequest } from '@/components/list-page/use-list-data';

export interface OplogFilters {
  startTime?: number;
  endTime?: number;
  user?: string;
  module?: string;
  outcome?: 'success' | 'failure';
}

const BASE = '/api/system/Log';

export const oplogApi = {
  page: (category: OplogCategory, query: ListRequest & OplogFilters) => http.get<ListPage<OplogRow>>(`${BASE}/${category}`, { ...query }),
  detail: (category: OplogCategory, id: string) => http.get<OplogDetail>(`${BASE}/${category}/${encodeURIComponent(id)}`),
  remove: (category: OplogCategory, ids: string[]) => http.action('DELETE', `${BASE}/${category}`, { ids }),
  /** The server's xlsx of what the filters match (the sign-in log's filters for 'login'). */
  exportXlsx: (category: ExportCategory, query: Record<string, unknown>) => transferBlob({ method: 'GET', url: `${BASE}/${category}/Actions/Export`, query }),
  settings: () => http.get<LogSettings>(`${BASE}/Actions/Settings`),
  saveSettings: (settings: LogSettings) => http.action('PUT', `${BASE}/Actions/Settings`, settings),
};
