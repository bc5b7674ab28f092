import { useCallback, useEffect, useState } from 'react';
import { onSocketMessage } from '@/app/session/platform-socket';
import type { TaskCounts } from '@/features/workflow/contract';
import { workflowApi } from '../api';

/**
 * GET FlowBefore/Count (待办, 已办, unread 抄送, running 我发起的); null until it answers or while
 * offline. Asked again when the server says a flow of the caller's moved, and on `refresh`.
 */
export function useTaskCounts(online: boolean): { counts: TaskCounts | null; refresh(): void } {
  const [counts, setCounts] = useState<TaskCounts | null>(null);
  const [rev, setRev] = useState(0);
  const refresh = useCallback(() => setRev((r) => r + 1), []);
  useEffect(() => onSocketMessage((m) => m.method === 'workflowChanged' && refresh()), [refresh]);
  useEffect(() => {
    if (!online) return setCounts(null);
    let live = true;
    workflowApi.counts().then((c) => live && setCounts(c), () => undefined);
    return () => {
      live = false;
    };
  }, [online, rev]);
  return { counts, refresh };
}
