import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import { readZip } from '../api/files-fixtures';
import { apiToken, pickUser, signIn, signInElsewhere } from './helpers';

/**
 * Issue 17 §4, Done when: a document released to two departments, one member relays it, the sender
 * sees both read receipts; the zip holds the attachments under their Chinese names. 张敏 drafts it
 * with two attachments and sends it for approval; its approver signs it off (API); 张敏 releases it to
 * 资产管理部 and 华东分公司仓储部; 王磊 reads it offline (doc.read through the outbox), then relays it to 孙丽; 赵强 reads it, signs it and
 * downloads all attachments; 张敏's 签收情况 shows both readings and the relay.
 */
const TITLE = `关于开展仓库消防安全检查的通知${Date.now().toString(36)}`;
const FILES = [
  { name: '消防检查表.txt', mimeType: 'text/plain', buffer: Buffer.from(`检查项目：灭火器、消防通道、应急照明 ${TITLE}`) },
  { name: '整改通知单.txt', mimeType: 'text/plain', buffer: Buffer.from(`整改期限：三个工作日 ${TITLE}`) },
];
const D = '/api/example/sendDoc';
type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<Envelope<T>> {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  return (await res.json()) as Envelope<T>;
}

/** Approves the document's flow as whoever holds its step (the workflow API, as tests/api/documents.test.ts does). */
async function approve(request: APIRequestContext, flowTaskId: string): Promise<void> {
  for (const account of ['office', 'admin', 'sysadmin']) {
    const token = await apiToken(request, account);
    const detail = await call<{ myOperator?: { id: string; version: number } | null }>(request, token, 'GET', `/api/workflow/Engine/FlowBefore/${flowTaskId}`);
    const op = detail.data?.myOperator;
    if (!op) continue;
    const done = await call<null>(request, token, 'POST', `/api/workflow/Engine/FlowBefore/Audit/${op.id}`, { version: op.version, handleOpinion: '同意签发' });
    expect(done.code, done.msg).toBe(200);
    return;
  }
  throw new Error('no one holds the approval step');
}

async function pickDepartments(page: Page, names: string[]): Promise<void> {
  await page.getByTestId('doc-release-departments').click();
  const dialog = page.getByRole('dialog', { name: '选择部门' });
  for (const name of names) {
    await dialog.getByRole('textbox', { name: '关键词' }).fill(name);
    await dialog.getByRole('treeitem').filter({ has: page.getByText(name, { exact: true }) }).first().click();
  }
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test('a document released to two departments is relayed, read and zipped; the sender sees the receipts', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // 张敏 drafts the document with two attachments and sends it for approval.
  await signIn(page, 'office');
  await page.goto('/business/document');
  await expect(page.getByRole('row', { name: /差旅费管理办法/ })).toContainText('已发布', { timeout: 60_000 });
  await page.getByTestId('doc-add').click();
  await expect(page).toHaveURL(/\/documentRelease\/add$/);
  const form = visible(page, 'doc-edit-page');
  await form.getByTestId('doc-title').fill(TITLE);
  await form.getByTestId('doc-issuingOrg').fill('轻办示范集团行政办公室');
  await form.getByTestId('doc-mainTo').fill('资产管理部、华东分公司仓储部');
  await form.getByTestId('doc-copyTo').fill('集团领导班子');
  await form.getByTestId('doc-urgency').click();
  await page.getByRole('option', { name: '特急' }).click();
  await form.getByTestId('doc-body').click();
  await page.keyboard.type('请各单位于本周内完成仓库消防安全自查。');
  for (const file of FILES) {
    await form.getByTestId('upload-choose-input').setInputFiles(file);
    await expect(form.locator(`[data-testid="file-row"][data-name="${file.name}"]`)).toBeVisible({ timeout: 30_000 });
  }
  await form.getByTestId('doc-send').click();
  await expect(page).toHaveURL(/\/business\/document$/);
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText('审批中', { timeout: 30_000 });

  const office = await apiToken(request, 'office');
  const listed = await call<{ list: { id: string; flowTaskId: string; fileIds: string[] }[] }>(request, office, 'POST', `${D}/getList`, { keyword: TITLE });
  expect(listed.data.list).toHaveLength(1);
  const doc = listed.data.list[0]!;
  expect(doc.fileIds).toHaveLength(2);
  await approve(request, doc.flowTaskId);

  // Released to 资产管理部 (王磊) and 华东分公司仓储部 (赵强), after checkPublish.
  await page.reload();
  await expect(row).toContainText('已通过', { timeout: 30_000 });
  await expect(row).toContainText(/\d{4}/);
  await row.getByTestId('doc-release').click();
  const release = page.getByRole('dialog', { name: '发布公文' });
  await expect(release).toBeVisible();
  await pickDepartments(page, ['资产管理部', '仓储部']);
  await release.getByTestId('doc-release-confirm').click();
  await expect(page.getByText(/发布成功，\d+ 人收到公文/)).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('已发布', { timeout: 30_000 });

  // 王磊 finds it in 收文 (unread, on his device) and reads it offline: the device's copy, the reading queued.
  const wang = await signInElsewhere(browser, 'assetadmin');
  await wang.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await wang.goto('/business/documentReceive');
  const received = wang.getByRole('row', { name: new RegExp(TITLE) });
  await expect(received).toContainText('未读', { timeout: 60_000 });
  await expect(wang.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 30_000 });
  await wang.context().setOffline(true);
  await wang.reload();
  await expect(wang.getByTestId('offline-badge')).toBeVisible();
  await received.getByTestId('doc-open').click();
  await expect(wang).toHaveURL(/\/documentRelease\/detail\?id=/);
  const reading = visible(wang, 'doc-page');
  await expect(reading.getByTestId('doc-offline-copy')).toBeVisible();
  await expect(reading.getByTestId('doc-org')).toHaveText('轻办示范集团行政办公室');
  await expect(reading.getByTestId('doc-title')).toHaveText(TITLE);
  await expect(reading.getByTestId('doc-body-shown')).toHaveText('请各单位于本周内完成仓库消防安全自查。');
  await expect(wang.getByTestId('sync-badge-pending')).toHaveText('1 条待同步');
  await reading.getByRole('button', { name: '返回' }).click();
  await expect(received).toContainText('已读');
  // Back online, the outbox delivers the read receipt before he opens anything on the server.
  await wang.context().setOffline(false);
  await expect(wang.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });
  const lines = await call<{ list: { realName: string; readAt: number | null }[] }>(request, office, 'POST', `/api/message/getListByDocId?docId=${doc.id}`, { pageSize: 500 });
  expect(lines.data.list.find((l) => l.realName === '王磊')?.readAt).toEqual(expect.any(Number));

  // Online, he opens it again (attachments by name) and relays it to 孙丽.
  await received.getByTestId('doc-open').click();
  await expect(reading.getByTestId('doc-offline-copy')).toHaveCount(0);
  await expect(reading.getByTestId('doc-file')).toHaveCount(2);
  await reading.getByTestId('doc-relay').click();
  await pickUser(wang, wang.getByTestId('doc-relay-users'), '孙丽');
  await wang.getByTestId('doc-relay-confirm').click();
  await expect(wang.getByText('传阅成功')).toBeVisible({ timeout: 15_000 });
  await reading.getByTestId('doc-tab-relay').click();
  await expect(reading.getByTestId('doc-relay-tree')).toContainText('孙丽');
  await wang.context().close();

  // 赵强 opens it, signs it and downloads every attachment as one zip with their Chinese names.
  const zhao = await signInElsewhere(browser, 'wh01');
  await zhao.goto(`/documentRelease/detail?id=${doc.id}`);
  const his = visible(zhao, 'doc-page');
  await expect(his.getByTestId('doc-title')).toHaveText(TITLE, { timeout: 30_000 });
  await his.getByTestId('doc-sign').click();
  await expect(his.getByTestId('doc-state').first()).toHaveText('已签收', { timeout: 15_000 });
  const [download] = await Promise.all([zhao.waitForEvent('download'), his.getByTestId('doc-download-all').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`${TITLE}\\.zip$`));
  const entries = readZip(fs.readFileSync((await download.path())!));
  expect(entries.map((e) => e.name).sort()).toEqual(FILES.map((f) => f.name).sort());
  for (const f of FILES) expect(entries.find((e) => e.name === f.name)!.data.equals(f.buffer)).toBe(true);
  await zhao.context().close();

  // 张敏 sees both read receipts, 赵强's signature and 王磊's relay to 孙丽.
  await row.getByTestId('doc-detail').click();
  await expect(page).toHaveURL(/\/documentRelease\/detail\?id=/);
  const mine = visible(page, 'doc-page');
  await mine.getByTestId('doc-tab-receipts').click();
  const receipts = mine.getByTestId('doc-receipts');
  const line = (name: string) => receipts.getByTestId('doc-receipt-row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(line('王磊').locator('[data-read="1"]')).toHaveCount(1);
  await expect(line('赵强').locator('[data-read="1"]')).toHaveCount(1);
  await expect(line('孙丽')).toContainText('王磊');
  await expect(line('孙丽').locator('[data-read="0"]')).toHaveCount(1);
  await mine.getByTestId('doc-tab-relay').click();
  await expect(mine.getByTestId('doc-relay-tree')).toContainText('孙丽');

  // 张敏 selects it and a demo document in 公文管理 and downloads the selection's attachments as one
  // zip: a folder per document with attachments (the demo's has none, so it is left out).
  await page.goto('/business/document');
  await page.getByRole('row', { name: new RegExp(TITLE) }).getByRole('checkbox').check();
  await page.getByRole('row', { name: /差旅费管理办法/ }).getByRole('checkbox').check();
  await expect(page.getByTestId('doc-download-selected')).toHaveText('打包下载附件（2）');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('doc-download-selected').click()]);
  expect(zip.suggestedFilename()).toBe('公文附件.zip');
  const packed = readZip(fs.readFileSync((await zip.path())!));
  expect(packed.map((e) => e.name.slice(e.name.indexOf('/') + 1)).sort()).toEqual(FILES.map((f) => f.name).sort());
  for (const e of packed) expect(e.name).toMatch(new RegExp(`^轻办发〔\\d{4}〕\\d{3}号 ${TITLE}/`));
  for (const f of FILES) expect(packed.find((e) => e.name.endsWith(`/${f.name}`))!.data.equals(f.buffer)).toBe(true);
});
