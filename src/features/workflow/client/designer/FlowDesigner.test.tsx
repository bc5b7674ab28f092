import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaFormDesignerProps } from '@/app/schema-form/SchemaFormDesigner';
import { engineBody, type ConditionNode, type FlowNode } from '@/features/workflow/contract';
import { engineInfo, engineTestLifecycle, net, renderInPage } from '../testing/engine-testing';
import FlowDesigner from './FlowDesigner';

// 在线开发's designer is tested with the slot (src/app/schema-form); here a stand-in adds a field.
vi.mock('@/app/schema-form/SchemaFormDesigner', async () => {
  const { fieldNode } = await import('@/features/visualdev/contract');
  return {
    SchemaFormDesigner: ({ initial, onChange }: SchemaFormDesignerProps) => (
      <button type="button" onClick={() => onChange({ ...initial, fields: [...initial.fields, fieldNode.parse({ id: 'n_days', jnpfKey: 'numInput', vModel: 'days', label: 'days' })] })}>
        stub-add {initial.fields.length}
      </button>
    ),
  };
});

engineTestLifecycle();

const BASE = '/api/workflow/Engine/FlowEngine';
const open = (info = engineInfo()) => renderInPage(<FlowDesigner info={info} onClose={() => undefined} onSaved={() => undefined} />);

/** Inserts a node of the kind after the node or branch with the id, through the "+" menu. */
async function insert(afterId: string, kind: string) {
  fireEvent.click(screen.getByTestId(`insert-after-${afterId}`));
  fireEvent.click(await screen.findByRole('menuitem', { name: kind }));
}
const drawers = () => screen.queryAllByRole('dialog').filter((d) => d.classList.contains('mantine-Drawer-content'));
const drawer = () => waitFor(() => { const [d] = drawers(); if (!d) throw new Error('no drawer'); return d; });
async function closeDrawer() {
  fireEvent.keyDown(await drawer(), { key: 'Escape' });
  await waitFor(() => expect(drawers()).toHaveLength(0));
}
async function choose(label: string, option: string, within_: HTMLElement) {
  fireEvent.click(within(within_).getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const chain = (node: FlowNode | null | undefined): FlowNode[] => (node ? [node, ...chain(node.childNode)] : []);

describe('流程设计器', () => {
  it('inserts an approver and a condition group, configures a branch, and saves a body the contract accepts', async () => {
    open();
    await insert('start', '审批人');
    expect(drawers()).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: '审批人' })[0]!);
    const approverDrawer = await drawer();
    await choose('审批人', '发起人本人', approverDrawer);
    await closeDrawer();

    await insert('approver1', '条件分支');
    expect(screen.getByRole('button', { name: '条件1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '其他情况' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '条件1' }));
    const branchDrawer = await drawer();
    fireEvent.click(within(branchDrawer).getByRole('button', { name: '添加规则' }));
    await choose('字段', '金额', branchDrawer);
    await choose('运算符', '大于', branchDrawer);
    fireEvent.change(within(branchDrawer).getByRole('textbox', { name: '值' }), { target: { value: '1000' } });
    await closeDrawer();
    expect(screen.getByText('金额 大于 1000')).toBeTruthy();

    fireEvent.click(screen.getByTestId('flow-design-save'));
    await waitFor(() => expect(net.sent.some((s) => s.method === 'PUT' && s.path === `${BASE}/f1`)).toBe(true));
    const body = engineBody.parse(net.sent.find((s) => s.method === 'PUT')!.body);
    const nodes = chain(body.flowTree);
    expect(nodes.map((n) => n.type)).toEqual(['start', 'approver', 'approver', 'condition']);
    const added = nodes[1]!;
    expect(added.type === 'approver' && added.assignee.kind).toBe('initiator');
    expect(added.id).toMatch(/^approver_/);
    const group = nodes[3] as ConditionNode;
    expect(group.branches.map((b) => [b.name, b.isDefault])).toEqual([['条件1', false], ['其他情况', true]]);
    expect(group.branches[0]!.conditions).toEqual([{ subject: 'field', field: 'amount', op: 'gt', value: 1000 }]);
  });

  it('reports a condition group without a default branch before publishing, on the group, and sends nothing', async () => {
    open();
    await insert('approver1', '条件分支');
    fireEvent.click(screen.getByRole('button', { name: '其他情况' }));
    fireEvent.click(within(await drawer()).getByRole('switch', { name: '默认分支（其他条件都不满足时进入）' }));
    await closeDrawer();

    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const alert = await screen.findByTestId('flow-problems');
    expect(within(alert).getByText('「条件分支」需要且只能有一个默认分支')).toBeTruthy();
    const [onGroup] = screen.getAllByTestId(/^problem-condition_/);
    expect(within(screen.getByTestId(`node-${onGroup!.dataset.testid!.slice('problem-'.length)}`)).getByRole('button', { name: '条件分支' })).toBeTruthy();
    expect(onGroup!.textContent).toContain('默认分支');
    expect(net.sent.some((s) => s.method !== 'GET')).toBe(false);
  });

  it('shows the problems the server names when it refuses the publish, and highlights the node', async () => {
    net.answers[`POST ${BASE}/f1/Actions/Release`] = () => ({ code: 400, status: 400, msg: '不行', data: [{ nodeId: 'approver1', message: '服务器：审批人不在职' }] });
    open(engineInfo({ flowTree: { type: 'start', id: 'start', name: '发起人', formRights: {}, childNode: { ...engineInfo().flowTree.childNode!, type: 'approver' } as FlowNode } }));
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(net.sent.some((s) => s.path === `${BASE}/f1/Actions/Release`)).toBe(true));
    expect(net.sent.some((s) => s.method === 'PUT' && s.path === `${BASE}/f1`)).toBe(true);
    expect(await screen.findByTestId('problem-approver1')).toBeTruthy();
    expect(within(screen.getByTestId('node-approver1')).getByRole('button', { name: '审批人' }).dataset.problem).toBe('true');
  });

  it('designs the flow\'s form with the form designer of the shell; the form it hands on is what the flow saves, and its fields feed the rights', async () => {
    open();
    fireEvent.click(screen.getByRole('tab', { name: '表单设置' }));
    fireEvent.click(await screen.findByRole('button', { name: 'stub-add 3' }));
    fireEvent.click(screen.getByRole('tab', { name: '流程设计' }));
    fireEvent.click(screen.getByRole('button', { name: '审批人' }));
    fireEvent.click(within(await drawer()).getByRole('tab', { name: '表单权限' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'days：隐藏' }));
    await closeDrawer();
    fireEvent.click(screen.getByTestId('flow-design-save'));
    await waitFor(() => expect(net.sent.some((s) => s.method === 'PUT')).toBe(true));
    const body = engineBody.parse(net.sent.find((s) => s.method === 'PUT')!.body);
    expect(body.formData!.fields.map((f) => ('vModel' in f ? f.vModel : ''))).toEqual(['amount', 'reason', 'manager', 'days']);
    const approver = body.flowTree.childNode!;
    expect(approver.type === 'approver' && approver.formRights).toEqual({ days: 'hidden' });
  });

  it('undoes and redoes an insertion with the buttons and with Ctrl+Z / Ctrl+Shift+Z', async () => {
    open();
    await insert('start', '延时等待');
    expect(screen.getByRole('button', { name: '延时等待' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.queryByRole('button', { name: '延时等待' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    expect(screen.getByRole('button', { name: '延时等待' })).toBeTruthy();
    fireEvent.keyDown(document.documentElement, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: '延时等待' })).toBeNull());
    fireEvent.keyDown(document.documentElement, { key: 'z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.getByRole('button', { name: '延时等待' })).toBeTruthy());
  });

  it('gives every inserted node and branch an id the tree does not have yet, also after an undo', async () => {
    open();
    await insert('approver1', '并行分支');
    await insert('approver1', '抄送人');
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await insert('approver1', '抄送人');
    await insert('approver1', '抄送人');
    fireEvent.click(screen.getByTestId('flow-design-save'));
    await waitFor(() => expect(net.sent.some((s) => s.method === 'PUT')).toBe(true));
    const ids: string[] = [];
    const walk = (n: FlowNode | null | undefined): void => {
      for (; n; n = n.childNode) {
        ids.push(n.id);
        if (n.type === 'parallel' || n.type === 'condition') for (const b of n.branches) { ids.push(b.id); walk(b.childNode); }
      }
    };
    walk(engineBody.parse(net.sent.find((s) => s.method === 'PUT')!.body).flowTree);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
