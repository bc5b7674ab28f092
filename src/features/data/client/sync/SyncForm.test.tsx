import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncForm } from './SyncForm';
import { installFakeDataServer } from '../fake-server.test-helper';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const answers: Record<string, unknown> = {
  '/api/system/DataSource/Selector': [
    { id: '0', fullName: '系统数据库', dbType: 'sqlite', readOnly: 0 },
    { id: 'demo', fullName: '演示SQLite库', dbType: 'sqlite', readOnly: 1 },
  ],
  '/api/system/DataModel/demo/Tables': [{ table: 'product', tableName: '', managed: false, isView: false }],
  '/api/system/DataModel/0/Tables': [
    { table: 'base_user', tableName: '', managed: false, isView: false },
    { table: 'lc_copy', tableName: '产品副本', managed: true, isView: false },
  ],
  '/api/system/DataModel/demo/Tables/product/Fields': [{ field: 'id' }, { field: 'name' }, { field: 'price' }],
  '/api/system/DataModel/0/Tables/lc_copy/Fields': [{ field: 'id' }, { field: 'title' }],
};
const sent = installFakeDataServer(answers);
afterEach(() => notify.mockClear());

const pick = async (label: string | RegExp, option: string) => {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('SyncForm', () => {
  it('picks source and target tables from the model API, maps columns, sends a key sync', async () => {
    const saved = vi.fn();
    render(<MantineProvider><SyncForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={saved} /></MantineProvider>);
    fireEvent.change(screen.getByTestId('sync-fullName'), { target: { value: '产品同步' } });
    fireEvent.change(screen.getByTestId('sync-enCode'), { target: { value: 'product.sync' } });
    await pick('来源连接', '演示SQLite库');
    await pick('来源表', 'product');
    // The read-only source is not offered as a target; the system database offers only 数据建模 tables.
    fireEvent.click(screen.getByRole('textbox', { name: /目标连接/ }));
    expect(screen.queryByRole('option', { name: '演示SQLite库' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: '系统数据库' }));
    fireEvent.click(screen.getByRole('textbox', { name: /目标表/ }));
    expect(await screen.findByRole('option', { name: 'lc_copy（产品副本）' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'base_user' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'lc_copy（产品副本）' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/api/system/DataModel/0/Tables/lc_copy/Fields')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '添加字段对应' }));
    await pick('来源字段 1', 'id');
    await pick('目标字段 1', 'id');
    fireEvent.click(screen.getByRole('button', { name: '添加字段对应' }));
    await pick('来源字段 2', 'name');
    await pick('目标字段 2', 'title');
    await pick('同步方式', '按主键（更新已有、插入新增）');
    await pick('主键字段', 'id');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: '/api/system/DataSync',
      body: {
        fullName: '产品同步', enCode: 'product.sync', sourceId: 'demo', sourceTable: 'product', targetId: '0', targetTable: 'lc_copy', mode: 'key', keyColumn: 'id',
        columns: [{ source: 'id', target: 'id' }, { source: 'name', target: 'title' }], batchSize: 500, scheduled: 0,
      },
    });
    expect(notify).toHaveBeenCalledWith('success', '新建成功');
  }, 30_000);

  it('does not send without the tables', async () => {
    render(<MantineProvider><SyncForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={() => undefined} /></MantineProvider>);
    fireEvent.change(screen.getByTestId('sync-fullName'), { target: { value: '缺表' } });
    fireEvent.change(screen.getByTestId('sync-enCode'), { target: { value: 'no.table' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findAllByText('请选择数据表')).toHaveLength(2);
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  }, 30_000);
});
