import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import { FileApi, type FileInfo } from '@/features/files/contract';
import type {
  AddSignBody, AuditBody, DelegateBody, DelegateRow, EngineBody, EngineInfo, EngineSummary, LaunchBody, LaunchForm, RejectBody, ReturnBody, TaskCounts, TaskDetail, TaskRow, TransferBody,
} from '@/features/workflow/contract';
import { http } from '@/lib/http/client';

const P = '/api/workflow/Engine';
const seg = encodeURIComponent;

export interface TaskFilters { keyword?: string; status?: number; urgent?: number; flowId?: string }
export type TaskCategory = 'todo' | 'done' | 'circulate' | 'launched' | 'monitor';
const LIST_URL: Record<TaskCategory, string> = { todo: `${P}/FlowBefore/List/1`, done: `${P}/FlowBefore/List/2`, circulate: `${P}/FlowBefore/List/3`, launched: `${P}/FlowLaunch`, monitor: `${P}/FlowMonitor` };

/** Every call of 工作流程 (ADR 0034). */
export const workflowApi = {
  tasks: (category: TaskCategory) => (q: ListRequest & TaskFilters) => http.get<ListPage<TaskRow>>(LIST_URL[category], { ...q }),
  counts: () => http.get<TaskCounts>(`${P}/FlowBefore/Count`),
  detail: (id: string, operatorId?: string) => http.get<TaskDetail>(`${P}/FlowBefore/${seg(id)}`, operatorId ? { operatorId } : {}),
  returnNodes: (operatorId: string) => http.get<{ list: { nodeId: string; name: string }[] }>(`${P}/FlowBefore/ReturnNodes/${seg(operatorId)}`),
  approve: (operatorId: string, b: Partial<AuditBody> & { version: number }) => http.post<null>(`${P}/FlowBefore/Audit/${seg(operatorId)}`, b),
  reject: (operatorId: string, b: Partial<RejectBody> & { version: number }) => http.post<null>(`${P}/FlowBefore/Reject/${seg(operatorId)}`, b),
  returnTo: (operatorId: string, b: Partial<ReturnBody> & { version: number; toNodeId: string }) => http.post<null>(`${P}/FlowBefore/Return/${seg(operatorId)}`, b),
  transfer: (operatorId: string, b: Partial<TransferBody> & { version: number; toUserId: string }) => http.post<null>(`${P}/FlowBefore/Transfer/${seg(operatorId)}`, b),
  addSign: (operatorId: string, b: Partial<AddSignBody> & { version: number; userIds: string[]; position: 'before' | 'after' }) => http.post<null>(`${P}/FlowBefore/AddSign/${seg(operatorId)}`, b),
  comment: (taskId: string, text: string, fileIds: string[] = []) => http.post<null>(`${P}/FlowBefore/Comment/${seg(taskId)}`, { text, fileIds }),
  readCirculate: (id: string) => http.post<null>(`${P}/FlowBefore/Circulate/${seg(id)}/Read`),
  withdraw: (id: string) => http.post<null>(`${P}/FlowLaunch/${seg(id)}/Actions/Withdraw`, {}),
  urge: (id: string) => http.post<null>(`${P}/FlowLaunch/Press/${seg(id)}`),
  monitor: (id: string, action: 'Suspend' | 'Resume' | 'Terminate', handleOpinion = '') => http.post<null>(`${P}/FlowMonitor/${seg(id)}/Actions/${action}`, { handleOpinion }),
  reassign: (id: string, operatorId: string, toUserId: string) => http.post<null>(`${P}/FlowMonitor/${seg(id)}/Actions/Reassign`, { operatorId, toUserId }),
  launchable: () => http.get<{ list: EngineSummary[] }>(`${P}/FlowEngine/ListAll`),
  launchForm: (flowId: string) => http.get<LaunchForm>(`${P}/FlowEngine/${seg(flowId)}/Form`),
  launch: (b: Partial<LaunchBody> & { flowId: string }) => http.post<{ id: string; status: number }>(`${P}/FlowTask`, b),
  resubmit: (id: string, b: Partial<LaunchBody> & { flowId: string }) => http.put<{ id: string; status: number }>(`${P}/FlowTask/${seg(id)}`, b),
  removeDraft: (id: string) => http.delete<null>(`${P}/FlowTask/${seg(id)}`),
  delegates: (q: ListRequest) => http.get<ListPage<DelegateRow>>(`${P}/FlowDelegate`, { ...q }),
  saveDelegate: (b: DelegateBody, id?: string) => (id ? http.put<null>(`${P}/FlowDelegate/${seg(id)}`, b) : http.post<{ id: string }>(`${P}/FlowDelegate`, b)),
  removeDelegate: (id: string) => http.delete<null>(`${P}/FlowDelegate/${seg(id)}`),
  engines: (q: ListRequest & { category?: string }) => http.get<ListPage<EngineSummary>>(`${P}/FlowEngine`, { ...q }),
  engine: (id: string) => http.get<EngineInfo>(`${P}/FlowEngine/${seg(id)}`),
  saveEngine: (b: EngineBody, id?: string) => (id ? http.put<null>(`${P}/FlowEngine/${seg(id)}`, b) : http.post<{ id: string }>(`${P}/FlowEngine`, b)),
  removeEngine: (id: string) => http.delete<null>(`${P}/FlowEngine/${seg(id)}`),
  copyEngine: (id: string) => http.post<{ id: string }>(`${P}/FlowEngine/${seg(id)}/Actions/Copy`),
  publish: (id: string) => http.post<{ id: string; version: number }>(`${P}/FlowEngine/${seg(id)}/Actions/Release`),
  exportEngine: (id: string) => http.get<unknown>(`${P}/FlowEngine/${seg(id)}/Actions/ExportData`),
  /** The records of attached files the caller may read (others are left out). */
  files: (ids: readonly string[]) => (ids.length ? http.post<FileInfo[]>(FileApi.infoByIds, { ids }) : Promise.resolve<FileInfo[]>([])),
  importEngine: (data: unknown) => http.post<{ id: string }>(`${P}/FlowEngine/Actions/ImportData`, data),
  /** Released 在线开发 forms a flow may use (formType 1), and the fields of one. */
  forms: () => http.get<{ list: { id: string; fullName: string }[] }>('/api/visualdev/Base/Selector'),
  formFields: (formId: string) => http.get<{ list: { vModel: string; label: string; jnpfKey: string }[] }>(`/api/visualdev/Base/${seg(formId)}/FormDataFields`),
};

export { encodeDetailConfig, type DetailConfig } from '@/features/workflow/contract';
import type { DetailConfig } from '@/features/workflow/contract';
export function parseDetailConfig(raw: unknown): DetailConfig | null {
  if (typeof raw !== 'string' || raw.includes('ERROR')) return null;
  try {
    const c = JSON.parse(raw) as Partial<DetailConfig>;
    return typeof c.id === 'string' && c.id ? { id: c.id, ...(typeof c.operatorId === 'string' ? { operatorId: c.operatorId } : {}), ...(typeof c.circulateId === 'string' ? { circulateId: c.circulateId } : {}) } : null;
  } catch {
    return null;
  }
}
