import type { WorkbenchAnswer } from '@/features/dashboard/contract';
import { http } from '@/lib/http/client';
import { readStored, writeStored } from '@/lib/storage';

export interface WorkbenchData {
  todo: number | null;
  unread: number | null;
  figures: WorkbenchAnswer;
  /** When the server answered (ms). */
  at: number;
}

export interface WorkbenchFilter { mineOnly: boolean; purchaseOnly: boolean }

const keyOf = (userId: string, f: WorkbenchFilter) => `workbench:${userId}:${f.mineOnly ? 1 : 0}${f.purchaseOnly ? 1 : 0}`;

/** The figures, each source on its own (a module the user lacks answers nothing, not an error). */
export async function fetchWorkbench(f: WorkbenchFilter): Promise<WorkbenchData> {
  const [figures, counts, unread] = await Promise.all([
    http.get<WorkbenchAnswer>('/api/business/dingtalk/workbenches/projectAndContract', { contract_purchase: f.purchaseOnly ? '1' : '0', current_user: f.mineOnly ? '1' : '0' }),
    http.get<{ todo: number }>('/api/workflow/Engine/FlowBefore/Count').catch(() => null),
    http.get<{ unreadCount: number }>('/api/message/UnreadCount').catch(() => null),
  ]);
  return { figures, todo: counts?.todo ?? null, unread: unread?.unreadCount ?? null, at: Date.now() };
}

/** The last figures this user saw with this filter, kept on the device for offline. */
export const lastWorkbench = (userId: string, f: WorkbenchFilter): WorkbenchData | null => readStored<WorkbenchData | null>(keyOf(userId, f), null);
export const keepWorkbench = (userId: string, f: WorkbenchFilter, data: WorkbenchData): void => writeStored(keyOf(userId, f), data);
