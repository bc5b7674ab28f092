import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataSourceForm } from './DataSourceForm';
import { installFakeDataServer } from '../fake-server.test-helper';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));
const sent = installFakeDataServer({});

describe('DataSourceForm', () => {
  it('offers MySQL: its own port, no schema field, and sends the connection as typed', async () => {
    const saved = vi.fn();
    render(<MantineProvider><DataSourceForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={saved} /></MantineProvider>);
    expect(screen.getByTestId('source-dbSchema')).toBeTruthy();
    fireEvent.click(screen.getByTestId('source-dbType'));
    fireEvent.click(await screen.findByRole('option', { name: 'MySQL' }));
    await waitFor(() => expect(screen.queryByTestId('source-dbSchema')).toBeNull());
    expect(screen.getByText('兼容 MySQL 5.7 及以上与 MariaDB 10.2 及以上')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '端口' })).toHaveProperty('value', '3306');
    for (const [id, value] of [['fullName', '业务库'], ['enCode', 'biz.mysql'], ['host', '10.0.0.5'], ['dbName', 'biz'], ['userName', 'reader'], ['password', 'pw']]) {
      fireEvent.change(screen.getByTestId(`source-${id}`), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: '/api/system/DataSource',
      body: { fullName: '业务库', enCode: 'biz.mysql', dbType: 'mysql', host: '10.0.0.5', port: 3306, dbName: 'biz', dbSchema: '', userName: 'reader', password: 'pw', readOnly: 1 },
    });
  }, 30_000);
});
