import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interfaceDataFetcher, interfaceEchoFetcher } from '@/components/pickers';
import { InterfaceForm } from './InterfaceForm';
import { installFakeDataServer } from '../fake-server.test-helper';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const answers: Record<string, unknown> = {
  '/api/system/DataSource/Selector': [{ id: '0', fullName: '系统数据库', dbType: 'sqlite', readOnly: 0 }],
  '/api/system/DataInterface/if1/Action/List': { list: [{ id: 'u1', fullName: '李静' }], pagination: { total: 1 } },
  '/api/system/DataInterface/if1/Action/InfoByIds': [{ id: 'u1', fullName: '李静' }],
};
const sent = installFakeDataServer(answers);
afterEach(() => notify.mockClear());

describe('InterfaceForm', () => {
  it('sends the SQL, its parameters and the chosen source as typed', async () => {
    const saved = vi.fn();
    render(<MantineProvider><InterfaceForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={saved} /></MantineProvider>);
    fireEvent.change(screen.getByTestId('iface-fullName'), { target: { value: '按关键词查用户' } });
    fireEvent.change(screen.getByTestId('iface-enCode'), { target: { value: 'users.keyword' } });
    fireEvent.change(screen.getByTestId('iface-sql'), { target: { value: 'select id from base_user where account = @kw' } });
    fireEvent.click(screen.getByRole('button', { name: '添加参数' }));
    fireEvent.change(screen.getByRole('textbox', { name: '参数名 1' }), { target: { value: 'kw' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '必填 1' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: '/api/system/DataInterface',
      body: { fullName: '按关键词查用户', enCode: 'users.keyword', type: 'sql', dataSourceId: '0', query: 'select id from base_user where account = @kw', isWrite: 0, params: [{ field: 'kw', dataType: 'string', required: 1 }] },
    });
    expect(notify).toHaveBeenCalledWith('success', '新建成功');
  }, 30_000);

  it('refuses a parameter name the server would refuse, before sending', async () => {
    render(<MantineProvider><InterfaceForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={() => undefined} /></MantineProvider>);
    fireEvent.change(screen.getByTestId('iface-fullName'), { target: { value: '坏参数' } });
    fireEvent.change(screen.getByTestId('iface-enCode'), { target: { value: 'bad.param' } });
    fireEvent.click(screen.getByRole('button', { name: '添加参数' }));
    fireEvent.change(screen.getByRole('textbox', { name: '参数名 1' }), { target: { value: '1 or 1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 30_000);
});

describe('interface fetchers of the data-selection picker', () => {
  it('ask the relation list with keyword, paging, value and label fields and parameter values; echo by ids', async () => {
    const binding = { propsValue: 'account', relationField: 'realName', paramList: [{ field: 'deptId', defaultValue: 'd1' }] };
    expect(await interfaceDataFetcher(binding)('if1', { keyword: '李', currentPage: 2, pageSize: 20 })).toEqual({ list: [{ id: 'u1', fullName: '李静' }], pagination: { total: 1 } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/system/DataInterface/if1/Action/List', body: { interfaceId: 'if1', keyword: '李', currentPage: 2, pageSize: 20, propsValue: 'account', relationField: 'realName', paramList: [{ field: 'deptId', defaultValue: 'd1' }] } });
    expect(await interfaceEchoFetcher(binding)('if1', ['u1'])).toEqual([{ id: 'u1', fullName: '李静' }]);
    expect(sent[1]).toMatchObject({ path: '/api/system/DataInterface/if1/Action/InfoByIds', body: { ids: ['u1'], propsValue: 'account', relationField: 'realName' } });
  });
});
