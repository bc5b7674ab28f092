import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { engineInfo, engineTestLifecycle, net, renderInPage } from '../testing/engine-testing';
import FlowEnginePage from './FlowEnginePage';

engineTestLifecycle();

const LIST = '/api/workflow/Engine/FlowEngine';
const rows = [
  { ...engineInfo(), id: 'f1', fullName: '报销审批', enCode: 'expense', version: 0, formType: 2 },
  { ...engineInfo(), id: 'f2', fullName: '请假审批', enCode: 'leave', version: 3, formType: 1 },
];
const page = () => ({ data: { list: rows, pagination: { currentPage: 1, pageSize: 20, total: 2 } } });

describe('流程设计 page', () => {
  it('lists the flows with version, form type and state, and searches by category', async () => {
    net.answers[`GET ${LIST}`] = page;
    renderInPage(<FlowEnginePage />);
    expect(await screen.findByText('报销审批')).toBeTruthy();
    expect(screen.getByText('未发布')).toBeTruthy();
    expect(screen.getByText('V3')).toBeTruthy();
    expect(screen.getByText('在线开发表单')).toBeTruthy();
    const category = screen.getByLabelText('分类');
    fireEvent.change(category, { target: { value: '人事' } });
    fireEvent.keyDown(category, { key: 'Enter' });
    await waitFor(() => expect(net.sent.some((s) => s.path === LIST && s.query.get('category') === '人事')).toBe(true));
  });

  it('publishing a flow the server refuses shows every problem it names', async () => {
    net.answers[`GET ${LIST}`] = page;
    net.answers[`POST ${LIST}/f1/Actions/Release`] = () => ({
      code: 400, status: 400, msg: '请设置「审批人」的审批人',
      data: [{ nodeId: 'approver1', message: '请设置「审批人」的审批人' }, { nodeId: 'cond', message: '「条件分支」需要且只能有一个默认分支' }],
    });
    renderInPage(<FlowEnginePage />);
    fireEvent.click(await screen.findByRole('button', { name: '发布 报销审批' }));
    const dialog = await screen.findByRole('dialog', { name: '「报销审批」未通过发布检查' });
    expect(within(dialog).getByText('请设置「审批人」的审批人')).toBeTruthy();
    expect(within(dialog).getByText('「条件分支」需要且只能有一个默认分支')).toBeTruthy();
    expect(net.sent.some((s) => s.method === 'POST' && s.path === `${LIST}/f1/Actions/Release`)).toBe(true);
  });

  it('publishes a flow without problems and reloads the list', async () => {
    net.answers[`GET ${LIST}`] = page;
    net.answers[`POST ${LIST}/f2/Actions/Release`] = () => ({ msg: '发布成功', data: { id: 'f2', version: 4 } });
    renderInPage(<FlowEnginePage />);
    fireEvent.click(await screen.findByRole('button', { name: '发布 请假审批' }));
    await waitFor(() => expect(net.sent.filter((s) => s.method === 'GET' && s.path === LIST).length).toBeGreaterThan(1));
    expect(screen.queryByTestId('release-problems')).toBeNull();
  });

  it('deletes a flow after the confirmation', async () => {
    net.answers[`GET ${LIST}`] = page;
    renderInPage(<FlowEnginePage />);
    fireEvent.click(await screen.findByRole('button', { name: '删除 请假审批' }));
    fireEvent.click(await screen.findByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(net.sent.some((s) => s.method === 'DELETE' && s.path === `${LIST}/f2`)).toBe(true));
  });
});
