import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { QingbanDb, setCurrentDb } from '@/sync/db';
import { registerSyncLocales } from '@/sync/i18n';
import { mutate } from '@/sync/mutations';
import '@/sync/profile-mutations';
import SyncPage from './SyncPage';

let db: QingbanDb;
beforeEach(async () => {
  vi.setConfig({ testTimeout: 20_000 });
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  registerSyncLocales();
  db = new QingbanDb(`page-${Math.random().toString(36).slice(2)}`);
  await db.open();
  setCurrentDb(db);
});
afterEach(async () => {
  cleanup();
  setCurrentDb(null);
  await db.delete();
});

describe('sync page', () => {
  it('lists pending writes and rejected ones, and resolves a conflict by keeping theirs', async () => {
    await db.profile.put({ id: db.userId, realName: '王五', theme: 'classic', _version: 3 });
    await mutate('profile.theme', { theme: 'blend' }, {}, db);
    await db.positions.put({ id: 'p1', fullName: '保管员', _version: 5 });
    await db.users.put({ id: 'u-zhang', realName: '张三', _version: 1 });
    await db.inbox.put({
      id: 'm-conflict',
      kind: 'conflict',
      name: 'test.rename',
      args: { id: 'p1', fullName: '库管' },
      baseVersion: 4,
      createdAt: Date.now() - 60_000,
      touches: ['positions:p1'],
      code: 409,
      msg: '数据已被他人修改',
      serverRow: { id: 'p1', fullName: '保管员' },
      serverVersion: 5,
      changedBy: 'u-zhang',
      changedAt: Date.now() - 30_000,
      receivedAt: Date.now(),
    });
    render(<MantineProvider><SyncPage /></MantineProvider>);
    const pending = await screen.findByTestId('sync-pending');
    expect(within(pending).getByText('切换主题')).toBeTruthy();
    expect(within(pending).getByText('个人资料 ' + db.userId)).toBeTruthy();
    const inbox = await screen.findByTestId('sync-inbox');
    expect(within(inbox).getByText('数据已被他人修改')).toBeTruthy();
    expect(await screen.findByText('1 条待同步')).toBeTruthy();

    fireEvent.click(within(inbox).getByRole('button', { name: '处理冲突' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/张三/)).toBeTruthy();
    expect(within(dialog).getByText('库管')).toBeTruthy();
    expect(within(dialog).getByText('保管员')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '保留服务器的' }));
    await waitFor(async () => expect(await db.inbox.count()).toBe(0));
    expect(await screen.findByText('没有被拒绝的更改')).toBeTruthy();
    expect((await db.positions.get('p1'))?.fullName).toBe('保管员');
  });
});
