import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPickerLocales } from '@/components/pickers';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { syncStatusStore } from '@/sync/status';
import { blankMail, type ComposeValues } from '../model/compose-values';
import { ComposeDialog } from './ComposeDialog';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));
const outcome = vi.hoisted(() => vi.fn());
vi.mock('../model/outcome', () => ({ writeOutcome: outcome }));
// The editor is tested on its own (components/rich-text); here a plain field stands in for it.
vi.mock('@/components/rich-text', () => ({
  RichTextEditor: ({ label, value, onChange, testId }: { label: string; value: string; onChange(v: string): void; testId?: string }) => (
    <textarea aria-label={label} data-testid={testId} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

vi.setConfig({ testTimeout: 30_000 });
const ME = 'compose-tester';
let db: QingbanDb;
const setOnline = (online: boolean) => syncStatusStore.set({ online });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await changeLanguage('zh');
  registerPickerLocales();
});
beforeEach(async () => {
  setOnline(true);
  db = await openUserDb(ME);
  http.post.mockResolvedValue([]);
  http.get.mockResolvedValue([]);
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await deleteUserDb(ME);
});

const open = (seed: ComposeValues, onClose = vi.fn()) => {
  render(<MantineProvider><ComposeDialog seed={seed} title="写邮件" onClose={onClose} /></MantineProvider>);
  return onClose;
};
const saves = async () => (await db.outbox.toArray()).map((e) => e.args as { subject: string; send: boolean; bodyHtml: string });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('写邮件', () => {
  it('saves the draft a moment after typing stops (已自动保存), as one outbox write however often it saves', async () => {
    const seed = { ...blankMail(), toUserIds: ['zhang'] };
    open(seed);
    // Opening with recipients already chosen is not a change: nothing is saved.
    await screen.findByTestId('mail-subject');
    await new Promise((r) => setTimeout(r, 1800));
    expect(await saves()).toEqual([]);

    type('mail-subject', '周会');
    await waitFor(async () => expect(await saves()).toEqual([expect.objectContaining({ subject: '周会', send: false })]), { timeout: 5000 });
    expect(screen.getByTestId('mail-autosave').textContent).toBe('已自动保存');
    type('mail-subject', '周会纪要');
    type('mail-body', '<p>周五交</p>');
    await waitFor(async () => expect(await saves()).toEqual([expect.objectContaining({ subject: '周会纪要', bodyHtml: '<p>周五交</p>' })]), { timeout: 5000 });
    expect(await db.mails.get(seed.id)).toMatchObject({ subject: '周会纪要', status: 0, toJson: '["zhang"]', authorUserId: ME });
  });

  it('says a draft saved offline stays on the device', async () => {
    setOnline(false);
    open({ ...blankMail(), toUserIds: ['zhang'] });
    type('mail-subject', '离线草稿');
    await waitFor(() => expect(screen.getByTestId('mail-autosave').textContent).toBe('已保存在本设备，联网后同步'), { timeout: 5000 });
    expect(screen.getByText('当前离线：邮件先保存在本设备，联网后自动发送')).toBeTruthy();
  });

  it('will not send without recipients or subject, as the server would refuse', async () => {
    const onClose = open(blankMail());
    type('mail-body', '<p>正文</p>');
    fireEvent.click(screen.getByTestId('mail-send'));
    expect(await screen.findByText('请选择收件人')).toBeTruthy();
    expect(screen.getByText('请输入主题')).toBeTruthy();
    expect((await saves()).some((s) => s.send)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends through the outbox in place of the draft saves before it, closes, and says 未发送 while offline', async () => {
    outcome.mockResolvedValue({ kind: 'waiting' });
    const seed = { ...blankMail(), toUserIds: ['zhang'] };
    const onClose = open(seed);
    type('mail-subject', '发出去');
    await waitFor(async () => expect(await saves()).toHaveLength(1), { timeout: 5000 });
    type('mail-body', '<p>马上</p>');
    fireEvent.click(screen.getByTestId('mail-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await saves()).toEqual([expect.objectContaining({ subject: '发出去', bodyHtml: '<p>马上</p>', send: true, toUserIds: ['zhang'] })]);
    expect(await db.mails.get(seed.id)).toMatchObject({ status: 1 });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('info', '未发送：已保存在本设备，联网后自动发送'));
  });

  it('reports the server\'s answer to a send made online', async () => {
    outcome.mockResolvedValueOnce({ kind: 'applied' }).mockResolvedValueOnce({ kind: 'refused', msg: '收件人不存在或已停用' });
    for (const expected of [['success', '发送成功'], ['error', '收件人不存在或已停用']]) {
      open({ ...blankMail(), subject: '有主题', toUserIds: ['zhang'] });
      fireEvent.click(screen.getByTestId('mail-send'));
      await waitFor(() => expect(notify).toHaveBeenCalledWith(...expected));
      cleanup();
    }
  });

  it('keeps what was typed when closed, at once', async () => {
    const seed = blankMail();
    const onClose = open(seed);
    type('mail-subject', '没写完');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await saves()).toEqual([expect.objectContaining({ subject: '没写完', send: false })]);
    expect(notify).toHaveBeenCalledWith('success', '草稿已保存');
  });
});
