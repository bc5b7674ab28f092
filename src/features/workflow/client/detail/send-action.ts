import type { TaskDetail } from '@/features/workflow/contract';
import { workflowApi } from '../api';
import { approveOnDevice, commentOnDevice, rejectOnDevice } from '../offline/mutations';
import type { ActionInput, ActionKind } from './ActionDialog';

export interface ActionTarget {
  taskId: string;
  mine: TaskDetail['myOperator'];
  /** Offline, approve, reject (with a signature) and comment go to the outbox; files are not offered there. */
  offline: boolean;
  /** The edited fields an approval carries, when the node lets the approver edit any. */
  formData?: Record<string, unknown>;
}

/** Sends one action of the detail page; answers whether it was queued on the device rather than sent. */
export async function sendAction(action: ActionKind, input: ActionInput, target: ActionTarget): Promise<'queued' | 'sent'> {
  const op = target.mine?.id ?? '';
  const version = target.mine?.version ?? 0;
  const signed = input.signImg ? { signImg: input.signImg } : {};
  if (target.offline && (action === 'approve' || action === 'reject' || action === 'comment')) {
    if (action === 'approve') await approveOnDevice.mutate({ operatorId: op, version, handleOpinion: input.opinion, ...signed, candidates: input.candidates });
    else if (action === 'reject') await rejectOnDevice.mutate({ operatorId: op, version, handleOpinion: input.opinion, ...signed, rejectTo: input.rejectTo });
    else await commentOnDevice.mutate({ taskId: target.taskId, text: input.opinion });
    return 'queued';
  }
  const fileIds = input.files.map((f) => f.fileId);
  const base = { version, handleOpinion: input.opinion, fileIds };
  if (action === 'approve') await workflowApi.approve(op, { ...base, ...signed, candidates: input.candidates, ...(target.formData ? { formData: target.formData } : {}) });
  else if (action === 'reject') await workflowApi.reject(op, { ...base, ...signed, rejectTo: input.rejectTo });
  else if (action === 'return') await workflowApi.returnTo(op, { ...base, toNodeId: input.toNodeId! });
  else if (action === 'transfer') await workflowApi.transfer(op, { ...base, toUserId: input.userIds[0]! });
  else if (action === 'addSign') await workflowApi.addSign(op, { ...base, userIds: input.userIds, position: input.position });
  else if (action === 'comment') await workflowApi.comment(target.taskId, input.opinion, fileIds);
  else if (action === 'terminate') await workflowApi.monitor(target.taskId, 'Terminate', input.opinion);
  else await workflowApi.reassign(target.taskId, input.operatorId!, input.userIds[0]!);
  return 'sent';
}
