import { useCallback, useEffect, useState } from 'react';
import { WORKFLOW_COLLECTIONS, type FlowTodoRow, type TaskDetail } from '@/features/workflow/contract';
import { useSyncDb } from '@/sync/hooks';
import { workflowApi, type DetailConfig } from '../api';

const NO_ACTIONS: TaskDetail['can'] = { approve: false, reject: false, return: false, transfer: false, addSign: false, withdraw: false, urge: false, resubmit: false, comment: false, suspend: false, resume: false, terminate: false, reassign: false };

export type LoadedDetail = { detail: TaskDetail; fromDevice: boolean };

/**
 * The instance from the server, or — offline, or when the server cannot be reached — the task the
 * device keeps (the flowTodos collection): then only approving, rejecting and commenting are offered.
 */
export function useTaskDetail(config: DetailConfig | null) {
  const db = useSyncDb();
  const [state, setState] = useState<{ loaded: LoadedDetail | null; missing: boolean }>({ loaded: null, missing: false });
  const load = useCallback(async () => {
    if (!config) return;
    const local = async (): Promise<LoadedDetail | null> => {
      if (!db) return null;
      const rows = (await db.collection(WORKFLOW_COLLECTIONS.todos).toArray()) as unknown as FlowTodoRow[];
      const row = rows.find((r) => (config.operatorId ? r.id === config.operatorId : r.taskId === config.id));
      if (!row) return null;
      const { id: _id, taskId: _t, arrivedAt: _a, ...rest } = row;
      return { detail: { ...rest, can: { ...NO_ACTIONS, approve: true, reject: true, comment: true } }, fromDevice: true };
    };
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      const l = await local();
      return setState({ loaded: l, missing: !l });
    }
    try {
      setState({ loaded: { detail: await workflowApi.detail(config.id, config.operatorId), fromDevice: false }, missing: false });
    } catch {
      const l = await local();
      setState({ loaded: l, missing: !l });
    }
  }, [config?.id, config?.operatorId, db]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => void load(), [load]);
  return { ...state, reload: load };
}
