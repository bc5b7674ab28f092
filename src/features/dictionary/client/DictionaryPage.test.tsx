import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { DictTypeNode } from '@/features/dictionary/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const USER = 'dictionary-page-tester';
const MODEL_ID = 'dict-model';
const route: MenuRoute = {
  path: '/system/dictionary', name: 'system-dictionary', enCode: 'system.dictionary', type: 2, urlAddress: 'system/dictionary', parentPath: null, opensWindow: false,
  meta: { title: 'dictionary', zhTitle: 'dictionary', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const types: DictTypeNode[] = [
  { id: 't-status', parentId: '0', fullName: '物品状态', enCode: 'itemStatus', isTree: 0, sortCode: 1, enabledMark: 1, hasChildren: false },
];
let db: QingbanDb;

async function renderPage(buttons: string[]) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: 'dictionary', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: DictionaryPage } = await import('./DictionaryPage');
  render(
    <MantineProvider>
      <PageRouteContext.Provider value={route}><DictionaryPage /></PageRouteContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
  fireEvent.click(await screen.findByText('物品状态'));
  await screen.findByText('在库');
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  await import('./DictionaryPage');
}, 30_000);
beforeEach(async () => {
  db = await openUserDb(USER);
  await db.dictionaryData.bulkPut([
    { id: 'd1', dictionaryTypeId: 't-status', parentId: '0', fullName: '在库', enCode: '1', sortCode: 0, enabledMark: 1, description: null, styleJson: '{"color":"#1c7ed6"}', _version: 3 },
    { id: 'd2', dictionaryTypeId: 't-status', parentId: '0', fullName: '在用', enCode: '2', sortCode: 1, enabledMark: 1, description: null, styleJson: null, _version: 4 },
  ]);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'Success', data: { list: types } }), { headers: { 'content-type': 'application/json' } })));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
  await deleteUserDb(USER);
});

describe('DictionaryPage', { timeout: 20_000 }, () => {
  it('shows the chosen type\'s entries from the device store and adds one offline, marked 未同步', async () => {
    await renderPage(['btn_add', 'btn_edit', 'btn_remove', 'btn_export']);
    expect(screen.getByTestId('dict-row-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dict-data-add'));
    fireEvent.change(await screen.findByTestId('dict-data-fullName'), { target: { value: '借出' } });
    fireEvent.change(screen.getByTestId('dict-data-enCode'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: /确定|保存|提交/ }));
    await screen.findByText('借出');
    await screen.findByText('未同步');
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.name)).toEqual(['dictionaryData.create']);
    expect(entries[0]!.args).toMatchObject({ dictionaryTypeId: 't-status', fullName: '借出', enCode: '7' });
  });

  it('toggles an entry off through the outbox, from the version the device holds', async () => {
    await renderPage(['btn_edit']);
    expect(screen.queryByTestId('dict-data-add')).toBeNull();
    fireEvent.click(screen.getByLabelText('启用 在库'));
    await waitFor(async () => expect((await db.dictionaryData.get('d1'))?.enabledMark).toBe(0));
    expect((await db.outbox.toArray()).map((e) => [e.name, e.baseVersion])).toEqual([['dictionaryData.update', 3]]);
  });
});
