import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/components/pickers/shared/test-utils';
import { UploadServicesContext } from '@/components/upload';
import { fakeHash, FakeUploadServer } from '@/components/upload/testing';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';

formTestLifecycle();

const doc = { fileId: 'f1', name: '合同.pdf', fileSize: 2048, fileExtension: 'pdf' };
const photo = { fileId: 'f2', name: '现场.png', fileSize: 1024, fileExtension: 'png' };

describe('file and rich-text controls', () => {
  it('attachments and images list the record’s files and keep {fileId,name,fileSize,fileExtension}; a removal is confirmed', async () => {
    const { calls } = mockFetch({ 'GET /api/file/Uploader/Preview': () => ({ url: '' }) });
    const form = renderForm(schemaOf([field('uploadFz', 'files', '附件'), field('uploadImg', 'pics', '照片')]), { files: [doc], pics: [photo] });
    const files = screen.getByRole('group', { name: '附件' });
    expect(within(files).getByText('合同.pdf')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '照片' })).getByRole('img', { name: /现场\.png/ })).toBeTruthy();
    expect(form.checked()).toEqual({ values: { files: [doc], pics: [photo] }, errors: {} });
    fireEvent.click(within(files).getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否删除该文件')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(form.checked().values.files).toBeNull());
    // The image thumbnails ask for their preview address; nothing else goes to the network.
    expect(new Set(calls.map((c) => `${c.method} ${c.path}`))).toEqual(new Set(['GET /api/file/Uploader/Preview']));
  });

  it('a chosen file uploads and joins the record as {fileId,name,fileSize,fileExtension}', async () => {
    const server = new FakeUploadServer();
    const wrapper = ({ children }: { children: ReactNode }) => <UploadServicesContext.Provider value={{ transport: () => server, hash: fakeHash() }}>{children}</UploadServicesContext.Provider>;
    const form = renderForm(schemaOf([field('uploadFz', 'files', '附件', { props: { accept: '.txt' } })]), {}, {}, wrapper);
    const input = within(screen.getByRole('group', { name: '附件' })).getByTestId('upload-choose-input');
    fireEvent.change(input, { target: { files: [new File(['hello world'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(form.checked().values.files).toEqual([{ fileId: expect.any(String), name: 'notes.txt', fileSize: 11, fileExtension: 'txt' }]));
    expect(await screen.findByText('notes.txt')).toBeTruthy();
  });

  it('the rich-text editor is named by its label and hands its HTML to the record', async () => {
    const form = renderForm(schemaOf([field('editor', 'body', '正文')]), { body: '<p>你好</p>' });
    const box = await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
    expect(box.textContent).toBe('你好');
    fireEvent.click(await screen.findByRole('button', { name: '段落格式: 正文' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '标题 2' }));
    await waitFor(() => expect(form.checked().values).toEqual({ body: '<h2>你好</h2>' }));
  });
});
