import { type Branch, type FlowNode, walkNodes } from './flow-tree';

/** One problem of a definition, on the node it concerns. */
export interface FlowProblem {
  nodeId: string;
  message: string;
}

const conditionKey = (b: Branch) => JSON.stringify([...b.conditions].map((c) => [c.subject, c.field, c.op, c.value]).sort());

/**
 * What must hold before a definition is published: unique node ids, approvers and CC with someone
 * to ask, condition groups with exactly one default and no branch that an earlier one shadows (it
 * could never be reached), conditions and field rules over fields the form has, sub-flows named.
 */
export function checkFlowTree(root: FlowNode, formFields: ReadonlySet<string>, ownCode?: string): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const ids = new Set<string>();
  const add = (nodeId: string, message: string) => problems.push({ nodeId, message });
  if (root.type !== 'start') add(root.id, '流程必须从发起节点开始');
  walkNodes(root, (node, path) => {
    if (ids.has(node.id)) add(node.id, `节点编号${node.id}重复`);
    ids.add(node.id);
    if (node.type === 'start' && path.length > 0) add(node.id, '发起节点只能有一个');
    if ('formRights' in node)
      for (const field of Object.keys(node.formRights)) if (!formFields.has(field)) add(node.id, `「${node.name}」的字段权限引用了表单中不存在的字段${field}`);
    if (node.type === 'approver' || node.type === 'cc') {
      const a = node.assignee;
      if ((a.kind === 'users' || a.kind === 'roles' || a.kind === 'positions') && a.ids.length === 0) add(node.id, `请设置「${node.name}」的${node.type === 'cc' ? '抄送人' : '审批人'}`);
      if (a.kind === 'formField' && !formFields.has(a.field)) add(node.id, `「${node.name}」按表单字段取人，但表单中没有字段${a.field || '（未选择）'}`);
      if (node.type === 'cc' && (a.kind === 'initiatorChooses' || a.kind === 'previousChooses')) add(node.id, `「${node.name}」的抄送人不能由人选择`);
    }
    if (node.type === 'condition') {
      const defaults = node.branches.filter((b) => b.isDefault);
      if (defaults.length !== 1) add(node.id, `「${node.name}」需要且只能有一个默认分支`);
      const seen = new Map<string, string>();
      for (const b of node.branches) {
        if (b.isDefault) continue;
        if (b.conditions.length === 0) add(b.id, `条件分支「${b.name}」未设置条件`);
        for (const c of b.conditions) if (c.subject === 'field' && !formFields.has(c.field)) add(b.id, `条件分支「${b.name}」引用了表单中不存在的字段${c.field || '（未选择）'}`);
        const key = conditionKey(b);
        const earlier = seen.get(key);
        if (earlier !== undefined && b.conditions.length > 0) add(b.id, `条件分支「${b.name}」与「${earlier}」条件相同，永远不会走到`);
        else seen.set(key, b.name);
      }
    }
    if (node.type === 'subflow') {
      if (!node.flowCode) add(node.id, `请选择「${node.name}」的子流程`);
      else if (node.flowCode === ownCode) add(node.id, `「${node.name}」不能以本流程为子流程`);
    }
  });
  return problems;
}

/** Approver nodes in tree order: the targets of 退回 and the designer's lists. */
export function approverNodes(root: FlowNode): FlowNode[] {
  const out: FlowNode[] = [];
  walkNodes(root, (n) => { if (n.type === 'approver') out.push(n); });
  return out;
}
