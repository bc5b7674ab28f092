import type { ListPage } from '@/contract/envelope';
import type { LogRow } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import type { ListRequest } from '@/components/list-page/use-list-data';

export type LogType = 'login' | 'logout' | 'failure';
export interface LogFilters {
  type?: LogType;
  startTime?: number;
  endTime?: number;
}

export const logApi = {
  page: (query: ListRequest & LogFilters) => http.get<ListPage<LogRow>>('/api/system/Log', { ...query }),
  remove: (ids: string[]) => http.action('DELETE', '/api/system/Log', { ids }),
};
