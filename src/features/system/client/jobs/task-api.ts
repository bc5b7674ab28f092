import type { Envelope, ListPage } from '@/contract/envelope';
import { TASK_API, type TaskBody, type TaskKind, type TaskLogRow, type TaskRow } from '@/features/system/contract';
import type { ListRequest } from '@/components/list-page/use-list-data';
import { http } from '@/lib/http/client';

export interface TaskFilters {
  enabledMark?: 0 | 1;
}
const seg = (id: string) => encodeURIComponent(id);

/** 定时任务 calls (/api/system/TimeTask). Online only: a task's state is the server's. */
export const taskApi = {
  page: (query: ListRequest & TaskFilters) => http.get<ListPage<TaskRow>>(TASK_API, { ...query }),
  kinds: () => http.get<{ list: TaskKind[] }>(`${TASK_API}/TaskMethods`).then((r) => r.list),
  /** The raw envelope: the form shows a pattern's problem beside the field, not as a toast. */
  nextRuns: (cron: string) => http.get<Envelope<{ list: number[] } | null>>(`${TASK_API}/Actions/NextRuns`, { cron }, { raw: true }),
  create: (body: TaskBody) => http.action('POST', TASK_API, body),
  update: (id: string, body: TaskBody) => http.action('PUT', `${TASK_API}/${seg(id)}`, body),
  remove: (id: string) => http.action('DELETE', `${TASK_API}/${seg(id)}`),
  setEnabled: (id: string, enabled: boolean) => http.action('PUT', `${TASK_API}/${seg(id)}/Actions/${enabled ? 'Enable' : 'Stop'}`),
  run: (id: string) => http.post<{ logId: string }>(`${TASK_API}/${seg(id)}/Actions/Run`),
  history: (id: string, currentPage: number, pageSize: number) => http.get<ListPage<TaskLogRow>>(`${TASK_API}/${seg(id)}/TaskLog`, { currentPage, pageSize, sort: 'desc' }),
};
