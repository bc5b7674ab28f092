import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../../contract/ids';
import { fail } from '../../../server/http/api-error';
import type { DB } from '../../../server/db/schema';
import {
  OPERATOR_STATUS, TASK_STATUS, WorkflowMsg, walkNodes,
  type ApproverNode, type ConditionNode, type FlowNode, type ParallelNode, type RecordAction,
} from '../contract';
import { administrators, delegateFor, resolveAssignee, type Initiator } from './assignees';
import { chooseBranch, conditionFacts } from './conditions';
import type { FlowTaskOperatorTable } from './tables';
import type { LoadedTask } from './task-state';

export type OperatorRow = Selectable<FlowTaskOperatorTable>;

/** What happens after the commit: messages and pushes. */
export type Effect =
  | { kind: 'todo' | 'cc' | 'urge' | 'remind'; taskId: string; userIds: string[] }
  | { kind: 'ended'; taskId: string; status: number };

interface NodeInfo {
  node: FlowNode;
  /** The group and branch whose chain holds the node; null on the main chain. */
  owner: { group: ConditionNode | ParallelNode; branchId: string } | null;
  /** The groups and branches around the node, outermost first ("groupId:branchId"). */
  scope: readonly string[];
  order: number;
}

export interface RecordInput {
  handleId?: string | null;
  opinion?: string;
  fileIds?: readonly string[];
  signImg?: string | null;
  operatorId?: string | null;
  duration?: number | null;
}

/** Launches a sub-flow for the node and answers its id and, when it ended at once, its status. */
export type LaunchSub = (node: Extract<FlowNode, { type: 'subflow' }>, task: LoadedTask) => Promise<{ id: string; status: number }>;

const OPEN = [OPERATOR_STATUS.waiting, OPERATOR_STATUS.todo];
const isPrefix = (prefix: readonly string[], of: readonly string[]) => prefix.length <= of.length && prefix.every((p, i) => of[i] === p);

/**
 * Moves one instance through its node tree inside the caller's transaction (ADR 0034). The caller
 * locked the task (`lockTask`), calls the methods for what happened, then `saveTask` and runs the
 * effects after the commit.
 */
export class FlowRunner {
  readonly index = new Map<string, NodeInfo>();
  readonly effects: Effect[] = [];
  /** Set when the instance reached an end (approved, rejected to the end, withdrawn, terminated). */
  ended = false;

  constructor(
    private readonly tx: Kysely<DB>,
    readonly task: LoadedTask,
    readonly tree: FlowNode,
    private readonly initiator: Initiator,
    readonly now: number,
    private readonly launchSub: LaunchSub,
  ) {
    let order = 0;
    walkNodes(tree, (node, scope) => {
      const last = scope.at(-1);
      let owner: NodeInfo['owner'] = null;
      if (last) {
        const [groupId, branchId] = last.split(':') as [string, string];
        owner = { group: this.index.get(groupId)!.node as ConditionNode | ParallelNode, branchId };
      }
      this.index.set(node.id, { node, owner, scope, order: order++ });
    });
  }

  node(id: string): FlowNode {
    const info = this.index.get(id);
    if (!info) throw fail.badRequest(WorkflowMsg.returnTarget);
    return info.node;
  }

  nodeNames = (ids: string[]): string[] => ids.map((id) => this.index.get(id)?.node.name ?? id);

  get running(): boolean {
    return this.task.row.status === TASK_STATUS.running;
  }

  private nextRecord: number | null = null;

  async record(nodeId: string, action: RecordAction, input: RecordInput = {}): Promise<void> {
    if (this.nextRecord === null) {
      const last = await this.tx.selectFrom('flowTaskRecord').select((eb) => eb.fn.max('sortCode').as('n')).where('taskId', '=', this.task.row.id).executeTakeFirst();
      this.nextRecord = Number(last?.n ?? 0) + 1;
    }
    await this.tx.insertInto('flowTaskRecord').values({
      sortCode: this.nextRecord++,
      id: newId(), taskId: this.task.row.id, nodeId, nodeName: this.index.get(nodeId)?.node.name ?? nodeId, handleId: input.handleId ?? null, action,
      opinion: input.opinion ?? '', fileIds: JSON.stringify(input.fileIds ?? []), signImg: input.signImg ?? null, operatorId: input.operatorId ?? null,
      handleTime: this.now, duration: input.duration ?? null,
    }).execute();
  }

  // ── moving on ────────────────────────────────────────────────────────────────

  /** From the start node (a launch or a resubmission). */
  async begin(): Promise<void> {
    Object.assign(this.task, { current: [], done: [], joins: {}, waits: [] });
    Object.assign(this.task.row, { status: TASK_STATUS.running, touched: 0, endTime: null });
    await this.enter(this.tree);
  }

  private markDone(id: string) {
    this.task.current = this.task.current.filter((c) => c !== id);
    if (!this.task.done.includes(id)) this.task.done.push(id);
  }

  private async proceed(node: FlowNode): Promise<void> {
    if (!this.running) return;
    if (node.childNode) return this.enter(node.childNode);
    const owner = this.index.get(node.id)!.owner;
    if (!owner) return this.finish(TASK_STATUS.approved);
    if (owner.group.type === 'condition') return this.proceed(owner.group);
    return this.arrive(owner.group, owner.branchId);
  }

  private async arrive(group: ParallelNode, branchId: string): Promise<void> {
    const arrived = new Set(this.task.joins[group.id] ?? []);
    arrived.add(branchId);
    if (arrived.size < group.branches.length) {
      this.task.joins[group.id] = [...arrived];
      return;
    }
    delete this.task.joins[group.id];
    await this.proceed(group);
  }

  async enter(node: FlowNode): Promise<void> {
    if (!this.running) return;
    switch (node.type) {
      case 'start':
        this.markDone(node.id);
        return this.proceed(node);
      case 'approver':
        return this.enterApprover(node);
      case 'cc': {
        const users = await resolveAssignee(this.tx, node.assignee, this.assigneeInput(node.id));
        for (const userId of users)
          await this.tx.insertInto('flowTaskCirculate').values({ id: newId(), taskId: this.task.row.id, nodeId: node.id, nodeName: node.name, userId, creatorTime: this.now, readAt: null }).execute();
        if (users.length > 0) {
          await this.record(node.id, 'cc', { opinion: '' });
          this.effects.push({ kind: 'cc', taskId: this.task.row.id, userIds: users });
        }
        this.markDone(node.id);
        return this.proceed(node);
      }
      case 'condition': {
        const branch = chooseBranch(node.branches, await conditionFacts(this.tx, this.initiator, this.task.formData));
        if (!branch) throw fail.badRequest(`「${node.name}」没有可走的分支`);
        this.markDone(node.id);
        this.markDone(branch.id);
        return branch.childNode ? this.enter(branch.childNode) : this.proceed(node);
      }
      case 'parallel':
        this.markDone(node.id);
        for (const b of node.branches) {
          if (!this.running) return;
          if (b.childNode) await this.enter(b.childNode);
          else await this.arrive(node, b.id);
        }
        return;
      case 'subflow': {
        const child = await this.launchSub(node, this.task);
        await this.record(node.id, 'subflow', { opinion: child.id });
        const endedNow = child.status !== TASK_STATUS.running && child.status !== TASK_STATUS.draft;
        if (!node.wait || (endedNow && child.status === TASK_STATUS.approved)) {
          this.markDone(node.id);
          return this.proceed(node);
        }
        if (endedNow) return this.rejectFlow(node.id, 'end');
        this.task.waits.push({ nodeId: node.id, childTaskId: child.id });
        this.task.current.push(node.id);
        return;
      }
      case 'timer':
        this.task.waits.push({ nodeId: node.id, until: this.now + node.minutes * 60_000 });
        this.task.current.push(node.id);
        return;
    }
  }

  private assigneeInput(nodeId: string) {
    return { initiator: this.initiator, formData: this.task.formData, chosen: this.task.candidates[nodeId] };
  }

  private async enterApprover(node: ApproverNode): Promise<void> {
    let users = await resolveAssignee(this.tx, node.assignee, this.assigneeInput(node.id));
    if (users.length === 0 && (node.assignee.kind === 'initiatorChooses' || node.assignee.kind === 'previousChooses'))
      throw fail.badRequest(WorkflowMsg.chooseApprover(node.name));
    if (users.length === 0) {
      if (node.emptyRule === 'refuse') throw fail.badRequest(WorkflowMsg.noApprover(node.name));
      if (node.emptyRule === 'skip') {
        await this.record(node.id, 'skip');
        this.markDone(node.id);
        return this.proceed(node);
      }
      users = await administrators(this.tx);
      if (users.length === 0) throw fail.badRequest(WorkflowMsg.noApprover(node.name));
    }
    const round = await this.nextRound(node.id);
    this.task.current.push(node.id);
    const active: string[] = [];
    for (const [i, userId] of users.entries()) {
      const status = node.mode === 'sequential' && i > 0 ? OPERATOR_STATUS.waiting : OPERATOR_STATUS.todo;
      const handleId = await this.insertOperator({ nodeId: node.id, nodeName: node.name, userId, status, sortCode: i, round, addSignOf: null, addSignKind: null, primaryMark: 1 });
      if (status === OPERATOR_STATUS.todo) active.push(handleId);
    }
    this.effects.push({ kind: 'todo', taskId: this.task.row.id, userIds: active });
  }

  private async nextRound(nodeId: string): Promise<number> {
    const r = await this.tx.selectFrom('flowTaskOperator').select((eb) => eb.fn.max('round').as('round')).where('taskId', '=', this.task.row.id).where('nodeId', '=', nodeId).executeTakeFirst();
    return Number(r?.round ?? 0) + 1;
  }

  /** A task for `userId` (or their delegate); answers who holds it. */
  async insertOperator(o: { nodeId: string; nodeName: string; userId: string; status: number; sortCode: number; round: number; addSignOf: string | null; addSignKind: string | null; primaryMark: number }): Promise<string> {
    const delegate = await delegateFor(this.tx, o.userId, this.task.row.flowId, this.now);
    const handleId = delegate ?? o.userId;
    await this.tx.insertInto('flowTaskOperator').values({
      id: newId(), taskId: this.task.row.id, nodeId: o.nodeId, nodeName: o.nodeName, handleId, delegatorId: delegate ? o.userId : null, status: o.status, version: 0,
      sortCode: o.sortCode, round: o.round, addSignOf: o.addSignOf, addSignKind: o.addSignKind, primaryMark: o.primaryMark, arrivedAt: this.now, handledAt: null, timeoutDone: 0,
    }).execute();
    return handleId;
  }

  private async finish(status: number): Promise<void> {
    this.task.current = [];
    this.task.joins = {};
    this.task.waits = [];
    this.task.row.status = status;
    this.task.row.endTime = this.now;
    this.ended = true;
    if (status === TASK_STATUS.approved) await this.record('end', 'end');
    this.effects.push({ kind: 'ended', taskId: this.task.row.id, status });
  }

  // ── what people and timers do ───────────────────────────────────────────────

  private async operatorsAt(nodeId: string, round: number): Promise<OperatorRow[]> {
    return this.tx.selectFrom('flowTaskOperator').selectAll().where('taskId', '=', this.task.row.id).where('nodeId', '=', nodeId).where('round', '=', round).orderBy('sortCode').execute();
  }

  private async activate(op: OperatorRow): Promise<void> {
    await this.tx.updateTable('flowTaskOperator').set((eb) => ({ status: OPERATOR_STATUS.todo, version: eb('version', '+', 1), arrivedAt: this.now })).where('id', '=', op.id).execute();
    this.effects.push({ kind: 'todo', taskId: this.task.row.id, userIds: [op.handleId] });
  }

  private async close(ops: OperatorRow[]): Promise<void> {
    const ids = ops.filter((o) => (OPEN as number[]).includes(o.status)).map((o) => o.id);
    if (ids.length) await this.tx.updateTable('flowTaskOperator').set((eb) => ({ status: OPERATOR_STATUS.closed, version: eb('version', '+', 1), handledAt: this.now })).where('id', 'in', ids).execute();
  }

  /** An operator of an approver node approved (its row already says so). */
  async approved(op: OperatorRow): Promise<void> {
    const ops = await this.operatorsAt(op.nodeId, op.round);
    if (op.addSignKind === 'before' && op.addSignOf) {
      const holder = ops.find((o) => o.id === op.addSignOf);
      const stillBefore = ops.some((o) => o.addSignOf === op.addSignOf && o.addSignKind === 'before' && (OPEN as number[]).includes(o.status));
      if (holder && !stillBefore && holder.status === OPERATOR_STATUS.waiting) await this.activate(holder);
      return;
    }
    await this.settle(op.nodeId, op.round);
  }

  /** Decides an approver node by its mode once a task of it closed. */
  async settle(nodeId: string, round: number): Promise<void> {
    const node = this.node(nodeId) as ApproverNode;
    const ops = await this.operatorsAt(nodeId, round);
    const primaries = ops.filter((o) => o.primaryMark === 1 && o.status !== OPERATOR_STATUS.handedOn);
    const approved = primaries.filter((o) => o.status === OPERATOR_STATUS.approved).length;
    const heldBy = (o: OperatorRow) => ops.some((a) => a.addSignOf === o.id && a.addSignKind === 'before' && (OPEN as number[]).includes(a.status));
    const addSignOpen = ops.some((o) => o.primaryMark === 0 && (OPEN as number[]).includes(o.status));
    let passed: boolean;
    if (node.mode === 'any') passed = approved > 0;
    else if (node.mode === 'ratio') passed = approved * 100 >= node.ratio * primaries.length;
    else passed = primaries.every((o) => o.status === OPERATOR_STATUS.approved);
    if (!passed && node.mode === 'sequential' && !primaries.some((o) => o.status === OPERATOR_STATUS.todo || (o.status === OPERATOR_STATUS.waiting && heldBy(o)))) {
      const next = primaries.find((o) => o.status === OPERATOR_STATUS.waiting);
      if (next) await this.activate(next);
    }
    if (!passed) return;
    if (node.mode === 'any' || node.mode === 'ratio') await this.close(primaries);
    if (addSignOpen) return;
    this.markDone(nodeId);
    await this.proceed(node);
  }

  /** An operator rejected: by the node's mode, the flow goes back or ends — or, under a ratio, waits if it can still pass. */
  async rejected(op: OperatorRow, rejectTo: 'initiator' | 'end'): Promise<void> {
    const node = this.node(op.nodeId) as ApproverNode;
    if (node.mode === 'ratio' && op.primaryMark === 1) {
      const primaries = (await this.operatorsAt(op.nodeId, op.round)).filter((o) => o.primaryMark === 1 && o.status !== OPERATOR_STATUS.handedOn);
      const possible = primaries.filter((o) => o.status === OPERATOR_STATUS.approved || (OPEN as number[]).includes(o.status)).length;
      if (possible * 100 >= node.ratio * primaries.length) return this.settle(op.nodeId, op.round);
    }
    await this.rejectFlow(op.nodeId, rejectTo);
  }

  /** Rejection: every open task closes; the initiator gets it back (待提交) or the flow ends rejected. */
  async rejectFlow(_nodeId: string, to: 'initiator' | 'end'): Promise<void> {
    await this.closeAll();
    if (to === 'end') return this.finish(TASK_STATUS.rejected);
    Object.assign(this.task, { current: [], joins: {}, waits: [] });
    this.task.row.status = TASK_STATUS.draft;
    this.effects.push({ kind: 'ended', taskId: this.task.row.id, status: TASK_STATUS.draft });
  }

  async closeAll(): Promise<void> {
    const open = await this.tx.selectFrom('flowTaskOperator').selectAll().where('taskId', '=', this.task.row.id).where('status', 'in', OPEN).execute();
    await this.close(open);
  }

  /** Ends the instance with `status` (撤回 4, 终止 5) after closing what is open. */
  async end(status: number): Promise<void> {
    await this.closeAll();
    await this.finish(status);
  }

  /** The nodes an approver at `fromNodeId` may send the flow back to: passed approver nodes in scope, and the start. */
  returnTargets(fromNodeId: string): FlowNode[] {
    const from = this.index.get(fromNodeId);
    if (!from) return [];
    const out: FlowNode[] = [this.tree];
    for (const id of this.task.done) {
      const info = this.index.get(id);
      if (info?.node.type === 'approver' && id !== fromNodeId && info.order < from.order && isPrefix(info.scope, from.scope)) out.push(info.node);
    }
    return out.sort((a, b) => this.index.get(a.id)!.order - this.index.get(b.id)!.order);
  }

  /** 退回: what is open in the target's scope closes, joins inside it forget their arrivals, the target runs again. */
  async returnTo(fromNodeId: string, targetId: string): Promise<void> {
    if (!this.returnTargets(fromNodeId).some((n) => n.id === targetId)) throw fail.badRequest(WorkflowMsg.returnTarget);
    if (targetId === this.tree.id) return this.rejectFlow(fromNodeId, 'initiator');
    const target = this.index.get(targetId)!;
    const inRegion = (id: string) => {
      const info = this.index.get(id);
      return !!info && isPrefix(target.scope, info.scope) && info.order >= target.order;
    };
    const open = await this.tx.selectFrom('flowTaskOperator').selectAll().where('taskId', '=', this.task.row.id).where('status', 'in', OPEN).execute();
    await this.close(open.filter((o) => inRegion(o.nodeId)));
    this.task.current = this.task.current.filter((id) => !inRegion(id));
    this.task.done = this.task.done.filter((id) => !inRegion(id));
    this.task.waits = this.task.waits.filter((w) => !inRegion(w.nodeId));
    for (const groupId of Object.keys(this.task.joins)) if (inRegion(groupId)) delete this.task.joins[groupId];
    await this.enter(target.node);
  }

  /** A timer's time came, or a sub-flow it waited for ended. */
  async waitOver(nodeId: string, approved = true): Promise<void> {
    const node = this.node(nodeId);
    this.task.waits = this.task.waits.filter((w) => w.nodeId !== nodeId);
    if (!approved) return this.rejectFlow(nodeId, 'end');
    if (node.type === 'timer') await this.record(nodeId, 'timer');
    this.markDone(nodeId);
    await this.proceed(node);
  }
}
