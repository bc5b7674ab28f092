import { z } from 'zod';
import { signImg } from './model';
import type { TaskDetail } from './views';

/** What a device keeps of 工作流程 (ADR 0034): the caller's open tasks with everything their page shows. */
export const WORKFLOW_COLLECTIONS = { todos: 'flowTodos' } as const;
export const WORKFLOW_MUTATIONS = { approve: 'flowTask.approve', reject: 'flowTask.reject', comment: 'flowTask.comment' } as const;

/** One open task on the device: its id is the task's (operator's) id; the detail as the page would load it. */
export interface FlowTodoRow extends Omit<TaskDetail, 'can'> {
  id: string;
  taskId: string;
  arrivedAt: number;
}

const id = z.string().min(1).max(64);
const opinion = z.string().max(500).default('');
/** Approve or reject offline: the server re-checks the task is still the caller's at this version. */
export const flowApproveArgs = z.object({ operatorId: id, version: z.number().int().min(0), handleOpinion: opinion, signImg: signImg.optional(), candidates: z.record(z.string().max(64), z.array(id).max(50)).default({}) });
export const flowRejectArgs = z.object({ operatorId: id, version: z.number().int().min(0), handleOpinion: opinion, signImg: signImg.optional(), rejectTo: z.enum(['initiator', 'end']).optional() });
export const flowCommentArgs = z.object({ taskId: id, text: z.string().trim().min(1).max(1000) });
export type FlowApproveArgs = z.infer<typeof flowApproveArgs>;
export type FlowRejectArgs = z.infer<typeof flowRejectArgs>;
export type FlowCommentArgs = z.infer<typeof flowCommentArgs>;
