import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { Api, uniq } from './stocktake-setup';

/*
 * 站内信 end to end (issue 12): the mail client on the real server — compose with autosave, an
 * attachment, send, the recipient's unread mail marked read on opening, a reply that quotes it; and
 * a mail sent offline that waits as 未发送 and reaches its recipient exactly once on reconnect.
 */

const treeItem = (dialog: Locator, name: string) => dialog.getByRole('treeitem').filter({ hasText: new RegExp(`^${name}$`) }).first();
const MAIL_COLLECTIONS = ['mails', 'mailInbox', 'users', 'organizes'];

async function openMail(page: Page): Promise<void> {
  await page.goto('/extend/email');
  await expect(page.getByTestId('mail-boxes')).toBeVisible({ timeout: 30_000 });
}

/** The mail and the directory are on the device (the sync page says when each first pull finished). */
async function firstSyncDone(page: Page): Promise<void> {
  await page.goto('/syncStatus');
  for (const c of MAIL_COLLECTIONS) await expect(page.getByTestId(`sync-collection-${c}`)).not.toContainText('从未', { timeout: 30_000 });
}

async function pickRecipient(page: Page, compose: Locator): Promise<void> {
  await compose.getByTestId('mail-to').click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  for (const node of ['轻办示范集团', '华东分公司', '仓储部']) await treeItem(picker, node).click();
  await treeItem(picker, '赵强/wh01').click();
  await expect(picker.getByTestId('picker-selected')).toContainText('赵强/wh01');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(compose.getByTestId('mail-to')).toContainText('赵强');
}

const composeDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('mail-send') });
const row = (page: Page, subject: string) => page.getByRole('row').filter({ hasText: subject });

test('a mail drafted (autosaved) with an attachment is sent, read by its recipient and answered with the original quoted', async ({ browser }) => {
  test.setTimeout(180_000);
  const subject = `E2E 邮件 ${uniq()}`;
  const bytes = Buffer.from(`盘点清单 ${subject}\n`, 'utf8');

  const a = await (await browser.newContext()).newPage();
  await signIn(a, 'office');
  await openMail(a);
  await a.getByTestId('mail-compose-open').click();
  const compose = composeDialog(a);
  await pickRecipient(a, compose);
  await compose.getByTestId('mail-subject').fill(subject);
  const body = compose.getByRole('textbox', { name: '正文' });
  await body.click();
  await a.keyboard.type('请查收附件');
  // Typing stopped: the draft is saved (through the outbox) and says so.
  await expect(compose.getByTestId('mail-autosave')).toHaveText('已自动保存', { timeout: 10_000 });
  await compose.getByTestId('upload-choose-input').setInputFiles({ name: '盘点清单.txt', mimeType: 'text/plain', buffer: bytes });
  await expect(compose.locator('[data-testid="file-row"][data-name="盘点清单.txt"]')).toBeVisible({ timeout: 30_000 });
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await expect(a.getByText('发送成功')).toBeVisible({ timeout: 15_000 });
  await a.getByTestId('mail-boxes').getByText('发件箱').click();
  await expect(row(a, subject)).toBeVisible();
  await expect(row(a, subject).getByTestId('mail-unsent')).toHaveCount(0);

  // The recipient: unread in the inbox; opening it shows body and attachment and marks it read.
  const b = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(b, 'wh01');
  await openMail(b);
  await expect(row(b, subject)).toContainText('未读', { timeout: 30_000 });
  // Opened from the bell: a type-3 message goes to /extend/email (§2), which opens the mail.
  await b.getByTestId('bell').click();
  await b.getByTestId('bell-list').getByText(subject).click();
  await expect(b).toHaveURL(/\/emailDetail\?/);
  await expect(b.getByTestId('mail-body-shown')).toHaveText('请查收附件');
  const attachment = b.getByTestId('mail-attachments').locator('[data-testid="file-row"][data-name="盘点清单.txt"]');
  await expect(attachment).toBeVisible();
  const download = b.waitForEvent('download');
  await attachment.getByRole('button', { name: '下载 盘点清单.txt' }).click();
  expect(fs.readFileSync((await (await download).path())!)).toEqual(bytes);

  await b.getByTestId('mail-reply').click();
  const reply = composeDialog(b);
  await expect(reply.getByTestId('mail-subject')).toHaveValue(`Re: ${subject}`);
  await expect(reply.getByTestId('mail-to')).toContainText('张敏');
  const replyBody = reply.getByRole('textbox', { name: '正文' });
  await expect(replyBody).toContainText('张敏 写道：');
  await replyBody.click();
  await b.keyboard.press('Control+Home');
  await b.keyboard.type('收到，谢谢');
  await reply.getByTestId('mail-send').click();
  await expect(reply).toBeHidden();
  await b.getByRole('button', { name: '返回' }).click();
  await expect(row(b, subject)).toBeVisible();
  await expect(row(b, subject)).not.toContainText('未读');

  // The author sees the reply arrive (no reload) with the original quoted under it.
  await a.getByTestId('mail-boxes').getByText('收件箱').click();
  await expect(row(a, `Re: ${subject}`)).toBeVisible({ timeout: 30_000 });
  await row(a, `Re: ${subject}`).getByRole('button', { name: `打开邮件：Re: ${subject}` }).click();
  const shown = a.getByTestId('mail-body-shown');
  await expect(shown).toContainText('收到，谢谢');
  await expect(shown.locator('blockquote')).toHaveText('请查收附件');
});

test('a mail sent offline waits as 未发送 and reaches its recipient exactly once on reconnect', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = new Api(request);
  const subject = `E2E 离线邮件 ${uniq()}`;
  const context = await browser.newContext();
  const a = await context.newPage();
  await signIn(a, 'office');
  await a.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await firstSyncDone(a);
  await openMail(a);
  // Once online, so the compose form's code (editor, picker, upload) is loaded before the network goes.
  await a.getByTestId('mail-compose-open').click();
  await expect(composeDialog(a).getByRole('textbox', { name: '正文' })).toBeVisible();
  await composeDialog(a).getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(composeDialog(a)).toBeHidden();

  await context.setOffline(true);
  await expect(a.getByTestId('mail-offline')).toBeVisible();
  await a.getByTestId('mail-compose-open').click();
  const compose = composeDialog(a);
  await expect(compose.getByText('当前离线：邮件先保存在本设备，联网后自动发送')).toBeVisible();
  await pickRecipient(a, compose);
  await compose.getByTestId('mail-subject').fill(subject);
  await compose.getByRole('textbox', { name: '正文' }).click();
  await a.keyboard.type('网络断了也要发出去');
  await expect(compose.getByTestId('mail-autosave')).toHaveText('已保存在本设备，联网后同步', { timeout: 10_000 });
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await expect(a.getByText('未发送：已保存在本设备，联网后自动发送')).toBeVisible({ timeout: 15_000 });
  await a.getByTestId('mail-boxes').getByText('发件箱').click();
  await expect(row(a, subject).getByTestId('mail-unsent')).toHaveText('未发送');
  await a.waitForTimeout(1500);
  const before = await api.call<{ pagination: { total: number } }>('wh01', 'POST', '/api/buss/innermail/inbox/query', { keyword: subject });
  expect(before.pagination.total).toBe(0);

  await context.setOffline(false);
  await expect(row(a, subject).getByTestId('mail-unsent')).toHaveCount(0, { timeout: 30_000 });
  await expect(row(a, subject)).toBeVisible();
  // Give a repeat every chance to happen, then count: one mail, one copy, one bell record.
  await a.waitForTimeout(3000);
  const inbox = await api.call<{ list: { id: string; subject: string }[]; pagination: { total: number } }>('wh01', 'POST', '/api/buss/innermail/inbox/query', { keyword: subject });
  expect(inbox.pagination.total).toBe(1);
  const bell = await api.call<{ list: { title: string }[] }>('wh01', 'GET', `/api/message?keyword=${encodeURIComponent(subject)}&currentPage=1&pageSize=20`);
  expect(bell.list.map((m) => m.title)).toEqual([subject]);
  const sent = await api.call<{ pagination: { total: number } }>('office', 'POST', '/api/buss/innermail/outbox/query', { keyword: subject });
  expect(sent.pagination.total).toBe(1);
  const detail = await api.call<{ bodyHtml: string }>('wh01', 'GET', `/api/buss/innermail/inbox/${inbox.list[0]!.id}`);
  expect(detail.bodyHtml).toBe('<p>网络断了也要发出去</p>');
});

test('a mail with an attachment written offline waits as 未发送, then goes once with its file uploaded first', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = new Api(request);
  const subject = `E2E 离线附件 ${uniq()}`;
  const bytes = Buffer.from(`离线附件 ${subject}\n`, 'utf8');
  const context = await browser.newContext();
  const a = await context.newPage();
  await signIn(a, 'office');
  await a.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await firstSyncDone(a);
  await openMail(a);
  await a.getByTestId('mail-compose-open').click();
  await expect(composeDialog(a).getByRole('textbox', { name: '正文' })).toBeVisible();
  await composeDialog(a).getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(composeDialog(a)).toBeHidden();

  await context.setOffline(true);
  await expect(a.getByTestId('mail-offline')).toBeVisible();
  await a.getByTestId('mail-compose-open').click();
  const compose = composeDialog(a);
  await pickRecipient(a, compose);
  await compose.getByTestId('mail-subject').fill(subject);
  await compose.getByRole('textbox', { name: '正文' }).click();
  await a.keyboard.type('附件随后就到');
  // Chosen offline: kept on the device, waiting in the upload queue.
  await compose.getByTestId('upload-choose-input').setInputFiles({ name: '离线清单.txt', mimeType: 'text/plain', buffer: bytes });
  await expect(compose.locator('[data-testid="upload-item"][data-name="离线清单.txt"]')).toBeVisible();
  await compose.getByTestId('mail-send').click();
  await expect(compose).toBeHidden();
  await expect(a.getByText('未发送：附件上传后自动发送')).toBeVisible({ timeout: 15_000 });
  await a.getByTestId('mail-boxes').getByText('发件箱').click();
  await expect(row(a, subject).getByTestId('mail-unsent')).toHaveText('未发送');
  await a.waitForTimeout(1500);
  const before = await api.call<{ pagination: { total: number } }>('wh01', 'POST', '/api/buss/innermail/inbox/query', { keyword: subject });
  expect(before.pagination.total).toBe(0);

  await context.setOffline(false);
  await expect(row(a, subject).getByTestId('mail-unsent')).toHaveCount(0, { timeout: 60_000 });
  await a.waitForTimeout(3000);
  const inbox = await api.call<{ list: { id: string; hasFiles: boolean }[]; pagination: { total: number } }>('wh01', 'POST', '/api/buss/innermail/inbox/query', { keyword: subject });
  expect(inbox.pagination.total).toBe(1);
  expect(inbox.list[0]!.hasFiles).toBe(true);
  const detail = await api.call<{ fileIds: string[]; bodyHtml: string }>('wh01', 'GET', `/api/buss/innermail/inbox/${inbox.list[0]!.id}`);
  expect(detail.bodyHtml).toBe('<p>附件随后就到</p>');
  expect(detail.fileIds).toHaveLength(1);
  // The recipient downloads the very bytes chosen offline.
  const link = await api.call<{ url: string }>('wh01', 'GET', `/api/file/Download/annex/${detail.fileIds[0]}`);
  expect(Buffer.from(await (await request.get(link.url)).body())).toEqual(bytes);
  const sent = await api.call<{ pagination: { total: number } }>('office', 'POST', '/api/buss/innermail/outbox/query', { keyword: subject });
  expect(sent.pagination.total).toBe(1);
});
