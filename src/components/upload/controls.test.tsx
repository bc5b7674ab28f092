import { Blob as NodeBlob } from 'node:buffer';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { UploadedFile } from '@/features/files/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { AttachmentUpload } from './AttachmentUpload';
import { ImageUpload } from './ImageUpload';
import { fakeHash, FakeUploadServer, refused } from './testing';
import { UploadServicesContext } from './use-upload-queue';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const MB = 1_048_576;
const USER = 'upload-controls-tester';
let server: FakeUploadServer;
let online = true;
let db: QingbanDb;
let latest: UploadedFile[] = [];

function Harness({ image, ...props }: { image?: boolean; limit?: number; accept?: string[]; offline?: boolean; initial?: UploadedFile[] }) {
  const [value, setValue] = useState<UploadedFile[]>(props.initial ?? []);
  const change = (next: UploadedFile[]) => {
    latest = next;
    setValue(next);
  };
  return image ? <ImageUpload value={value} onChange={change} limit={props.limit} /> : <AttachmentUpload value={value} onChange={change} {...props} />;
}

function mount(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <MantineProvider>
      <UploadServicesContext.Provider value={{ transport: () => server, hash: fakeHash() }}>
        <Harness {...props} />
      </UploadServicesContext.Provider>
      <ConfirmHost />
    </MantineProvider>,
  );
}
const choose = (files: File[], testId = 'upload-choose-input') => fireEvent.change(screen.getByTestId(testId), { target: { files } });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(async () => {
  server = new FakeUploadServer();
  online = true;
  latest = [];
  db = await openUserDb(USER);
});
afterEach(async () => {
  cleanup();
  notify.mockClear();
  await deleteUserDb(USER);
});

describe('the attachment control', () => {
  it('refuses with the §5 texts before anything is sent', async () => {
    mount({ accept: ['pdf', 'docx'], limit: 2 });
    choose([new File(['x'], 'setup.exe'), new File([new Uint8Array(5 * MB + 1)], 'big.pdf')]);
    choose([new File(['1'], '1.pdf'), new File(['2'], '2.pdf'), new File(['3'], '3.pdf')]);
    await waitFor(() => expect(notify.mock.calls.map((c) => c[1])).toEqual(['请选择pdf、docx类型的文件', '文件大小超过5MB', '当前限制最多可以上传2个文件']));
    await waitFor(() => expect(latest.map((f) => f.name)).toEqual(['1.pdf', '2.pdf']));
    expect(server.tests.map((q) => q.filename)).toEqual(['1.pdf', '2.pdf']);
  });

  it('shows the queue with a labelled progress bar, then the file in the list with its size; deleting asks 是否删除该文件', async () => {
    server.autoFinish = false;
    mount();
    choose([new File(['hello world'], 'notes.txt', { type: 'text/plain' })]);
    const row = await screen.findByTestId('upload-item');
    await waitFor(() => expect(row.getAttribute('data-state')).toBe('uploading'));
    server.progress(0, 0.5);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'notes.txt 的进度' }).getAttribute('aria-valuenow')).toBe('54'));
    expect(screen.getByRole('button', { name: '暂停 notes.txt' })).toBeTruthy();
    server.finishSend();
    const file = await screen.findByTestId('file-row');
    expect(within(file).getByTestId('file-size').textContent).toBe('11.00 B');
    expect(screen.queryByTestId('upload-item')).toBeNull();
    expect(latest).toEqual([expect.objectContaining({ name: 'notes.txt', fileSize: 11 })]);

    fireEvent.click(screen.getByRole('button', { name: '删除 notes.txt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('提示')).toBeTruthy();
    expect(within(dialog).getByText('是否删除该文件')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(latest).toEqual([]));
  });

  it('a refusal by the server shows its text and the file leaves the list (§8)', async () => {
    server.failSend = refused('文件大小超过2GB');
    mount();
    choose([new File(['x'], 'a.iso')]);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', '文件大小超过2GB'));
    await waitFor(() => expect(screen.queryByTestId('upload-item')).toBeNull());
    expect(latest).toEqual([]);
  });

  it('offline, keeps the chosen file on the device and refers to it at once', async () => {
    online = false;
    mount({ offline: true });
    // Node's own Blob: fake-indexeddb keeps it as a browser keeps a File.
    const file = Object.assign(new NodeBlob(['minutes'], { type: 'text/plain' }), { name: 'minutes.txt' }) as unknown as File;
    choose([file]);
    await waitFor(() => expect(latest).toHaveLength(1));
    const kept = await db.uploads.get(latest[0]!.fileId);
    expect(kept).toMatchObject({ name: 'minutes.txt', state: 'waiting', kind: 'annex' });
    expect(await db.blobs.get(kept!.blobId)).toBeDefined();
    expect((await screen.findByTestId('upload-item')).getAttribute('data-state')).toBe('waiting');
    expect(server.tests).toEqual([]);
  });

  it('single-file mode: a new choice replaces the file', async () => {
    mount({ limit: 1 });
    choose([new File(['a'], 'a.txt')]);
    await waitFor(() => expect(latest.map((f) => f.name)).toEqual(['a.txt']));
    choose([new File(['b'], 'b.txt')]);
    await waitFor(() => expect(latest.map((f) => f.name)).toEqual(['b.txt']));
  });
});

describe('the image control', () => {
  it('takes images only, counts them in 张, and shows thumbnails; deleting asks 是否删除该图片', async () => {
    mount({ image: true, limit: 2 });
    choose([new File(['x'], 'notes.txt', { type: 'text/plain' })], 'image-choose-input');
    choose([new File(['1'], '1.png', { type: 'image/png' }), new File(['2'], '2.png', { type: 'image/png' }), new File(['3'], '3.png', { type: 'image/png' })], 'image-choose-input');
    await waitFor(() => expect(notify.mock.calls.map((c) => c[1])).toEqual(['请上传图片', '当前限制最多可以上传2张图片']));
    await waitFor(() => expect(screen.getAllByTestId('image-thumb')).toHaveLength(2));
    expect(screen.getByRole('img', { name: '1.png 的缩略图' })).toBeTruthy();
    expect(server.merges.every((m) => m.type === 'annexpic')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '删除 1.png' }));
    expect(within(await screen.findByRole('dialog')).getByText('是否删除该图片')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(latest.map((f) => f.name)).toEqual(['2.png']));
  });
});
