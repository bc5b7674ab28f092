import { Blob as NodeBlob } from 'node:buffer';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { keepForUpload } from '@/components/upload/device-store';
import { fakeHash, FakeUploadServer } from '@/components/upload/testing';
import { UploadServicesContext } from '@/components/upload/use-upload-queue';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));
const saved = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/save-blob', () => ({ saveBlob: (_b: Blob, name: string) => void saved.push(name) }));

const USER = 'document-page-tester';
const MODEL_ID = 'doc-model';
const route: MenuRoute = {
  path: '/extend/document', name: 'extend-document', enCode: 'extend.document', type: 2, urlAddress: 'extend/document', parentPath: null, opensWindow: false,
  meta: { title: '文档中心', zhTitle: '文档中心', icon: null, modelId: MODEL_ID, keepAlive: false },
};
let db: QingbanDb;
let online = true;
let server: FakeUploadServer;
const requests: Array<{ method: string; url: string; body: unknown }> = [];
const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { headers: { 'content-type': 'application/json' } });

async function renderPage(buttons = ['btn_upload', 'btn_download', 'btn_remove']) {
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: 'document', button: buttons.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  const { default: DocumentPage } = await import('./DocumentPage');
  render(
    <MantineProvider>
      <UploadServicesContext.Provider value={{ transport: () => server, hash: fakeHash() }}>
        <PageRouteContext.Provider value={route}><DocumentPage /></PageRouteContext.Provider>
      </UploadServicesContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
  await screen.findByText('会议纪要.pdf');
}
const names = () => screen.getAllByTestId('file-row').map((r) => r.getAttribute('data-name'));
const nodeFile = (text: string, name: string) => Object.assign(new NodeBlob([text], { type: 'text/plain' }), { name }) as unknown as File;

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}, 30_000);
beforeEach(async () => {
  online = true;
  server = new FakeUploadServer();
  requests.length = 0;
  saved.length = 0;
  db = await openUserDb(USER);
  await db.files.bulkPut([
    // As the server's `files` collection sends them (base_file columns).
    { id: 'f1', fullName: '会议纪要.pdf', fileSize: 1536, fileExtension: 'pdf', fileKind: 'annex', identifier: 'a'.repeat(32), mimeType: 'application/pdf', ownerType: null, ownerId: null, creatorUserId: USER, creatorTime: 1_700_000_000_000, _version: 2 },
    { id: 'f2', fullName: '预算.xlsx', fileSize: 3 * 1_048_576, fileExtension: 'xlsx', fileKind: 'annex', identifier: 'b'.repeat(32), mimeType: '', ownerType: null, ownerId: null, creatorUserId: USER, creatorTime: 1_700_000_100_000, _version: 3 },
  ]);
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    requests.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/api/file/Download/Zip')) return envelope({ url: '/api/file/ZipBlob/sig' });
    if (url.startsWith('/api/file/ZipBlob/')) return new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } });
    return envelope(null);
  }));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
  await deleteUserDb(USER);
});

describe('文档中心', { timeout: 20_000 }, () => {
  it('lists the user\'s files from the device store, newest first, with icon and size; offline it still reads and keeps new files on the device', async () => {
    online = false;
    await keepForUpload(db, nodeFile('draft', '草稿.txt'), { kind: 'annex' });
    await renderPage();
    expect(names()).toEqual(['预算.xlsx', '会议纪要.pdf']);
    expect(screen.getAllByTestId('file-size').map((s) => s.textContent)).toEqual(['3.00 MB', '1.50 KB']);
    expect(screen.getByTestId('documents-offline')).toBeTruthy();
    const pending = screen.getByTestId('pending-uploads');
    expect(within(pending).getByText('草稿.txt')).toBeTruthy();
    expect(within(pending).getByText('等待上传')).toBeTruthy();

    fireEvent.change(screen.getByTestId('documents-upload-input'), { target: { files: [nodeFile('plan', '计划.txt')] } });
    await waitFor(async () => expect((await db.uploads.toArray()).map((u) => u.name).sort()).toEqual(['草稿.txt', '计划.txt']));
    await within(pending).findByText('计划.txt');
    expect(server.tests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '删除 会议纪要.pdf' }));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', '当前离线，不能删除已上传的文件'));
    expect(await db.files.count()).toBe(2);
  });

  it('online: uploads through the queue and lists the new record at once', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('documents-upload-input'), { target: { files: [new File(['hello'], '新文件.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(names()).toContain('新文件.txt'));
    expect(server.merges).toEqual([expect.objectContaining({ fileName: '新文件.txt', type: 'annex' })]);
    expect(await db.files.get(server.merges[0]!.fileId!)).toMatchObject({ fullName: '新文件.txt', fileSize: 5, fileKind: 'annex', _version: 0 });
  });

  it('downloads the selected files as one zip, and deletes after 是否删除该文件', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 会议纪要.pdf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 预算.xlsx' }));
    expect(screen.getByText('已选 2 个')).toBeTruthy();
    fireEvent.click(screen.getByTestId('documents-zip'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^文件\d{14}\.zip$/);
    expect(requests.find((r) => r.url.startsWith('/api/file/Download/Zip'))?.body).toMatchObject({ fileIds: ['f2', 'f1'] });

    fireEvent.click(screen.getByRole('button', { name: '删除 会议纪要.pdf' }));
    expect(within(await screen.findByRole('dialog')).getByText('是否删除该文件')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(names()).toEqual(['预算.xlsx']));
    expect(requests.some((r) => r.method === 'DELETE' && r.url.startsWith('/api/file/f1'))).toBe(true);
  });

  it('shows only the buttons the page\'s permissions hold', async () => {
    await renderPage([]);
    expect(screen.queryByTestId('documents-upload')).toBeNull();
    expect(screen.queryByTestId('documents-zip')).toBeNull();
    expect(screen.queryByTestId('file-remove')).toBeNull();
    expect(screen.queryByTestId('file-download')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^预览 / })).toHaveLength(2);
  });
});
