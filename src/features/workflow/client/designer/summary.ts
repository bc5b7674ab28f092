import type { Assignee, Branch, FlowNode } from '@/features/workflow/contract';
import { fieldLabel, type FormField } from './form-fields';

/** The bundle's `t` (a plain signature, so pure helpers and tests can hand any). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One line under a node's title on the canvas: whom it asks, what it waits for. */
export function assigneeSummary(a: Assignee, fields: readonly FormField[], t: Translate): string {
  switch (a.kind) {
    case 'users': case 'roles': case 'positions':
      return a.ids.length > 0 ? t(`summary.${a.kind}`, { n: a.ids.length }) : t('summary.notSet');
    case 'deptHead': return t('summary.deptHead', { n: a.levels });
    case 'formField': return a.field ? t('summary.formField', { field: fieldLabel(fields, a.field) }) : t('summary.notSet');
    default: return t(`summary.${a.kind}`);
  }
}

export function nodeSummary(node: FlowNode, fields: readonly FormField[], t: Translate): string {
  switch (node.type) {
    case 'start': return t('summary.everyone');
    case 'approver': case 'cc': return assigneeSummary(node.assignee, fields, t);
    case 'subflow': return node.flowCode ? t('summary.subflow', { code: node.flowCode }) : t('summary.notSet');
    case 'timer': return t('summary.minutes', { n: node.minutes });
    default: return t('summary.branches', { n: node.branches.length });
  }
}

export function branchSummary(branch: Branch, group: 'condition' | 'parallel', fields: readonly FormField[], t: Translate): string {
  if (group === 'parallel') return t('summary.parallel');
  if (branch.isDefault) return t('summary.isDefault');
  if (branch.conditions.length === 0) return t('summary.noCondition');
  if (branch.conditions.length > 1) return t('summary.conditions', { n: branch.conditions.length });
  const c = branch.conditions[0]!;
  const subject = c.subject === 'field' ? fieldLabel(fields, c.field) : t(`condition.subjects.${c.subject}`);
  const value = Array.isArray(c.value) ? c.value.join('、') : String(c.value);
  return `${subject} ${t(`condition.ops.${c.op}`)} ${value}`;
}
