import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/*
 * Issue 11 end to end (needs both halves: the server's tus, merge, signed links, zip and the
 * 文档中心 menu; the client's queue, device uploads and page).
 */

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const row = (page: Page, name: string) => page.locator(`[data-testid="file-row"][data-name="${name}"]`);

async function openDocuments(page: Page): Promise<void> {
  await page.goto('/extend/document');
  await expect(page.getByTestId('document-page')).toBeVisible({ timeout: 30_000 });
}

/** Names in a zip's central directory, with whether each says it is UTF-8 (general purpose bit 11). */
function zipNames(zip: Buffer): Array<{ name: string; utf8: boolean }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names = [];
  for (let i = 0; i < count; i++) {
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    names.push({ name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'), utf8: (flags & 0x800) !== 0 });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

test('a 200 MB upload shows its progress, survives a network cut and downloads identical', async ({ page }) => {
  test.setTimeout(300_000);
  const offsets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/file/tus') && r.method() === 'PATCH') offsets.push(r.headers()['upload-offset'] ?? '');
  });
  const size = 200 * 1_048_576;
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  bytes.write(`cut ${Date.now()}`);
  const name = `扫描件-${Date.now()}.bin`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qb-e2e-files-')), name);
  fs.writeFileSync(file, bytes);

  await signIn(page);
  await openDocuments(page);
  await page.getByTestId('documents-upload-input').setInputFiles(file);
  const item = page.getByTestId('upload-item');
  await expect(item).toHaveAttribute('data-state', 'uploading', { timeout: 120_000 });
  const bar = item.getByRole('progressbar', { name: `${name} 的进度` });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(20);

  await page.context().setOffline(true);
  await expect(item).toHaveAttribute('data-state', 'waiting');
  await expect(item).toContainText('等待网络');
  const sentBeforeCut = offsets.length;
  await page.context().setOffline(false);
  await expect(row(page, name)).toBeVisible({ timeout: 180_000 });
  // tus resumed where the server's offset stood: no chunk from before the cut was sent from zero again.
  const resumedAt = Number(offsets[sentBeforeCut]);
  expect(resumedAt).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await row(page, name).getByRole('button', { name: `下载 ${name}` }).click();
  expect(md5(fs.readFileSync((await (await download).path())!))).toBe(md5(bytes));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('a file chosen offline is kept through a reload and uploads once; the same bytes again upload instantly', async ({ page }) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/file\/(tus|merge|chunk)/.test(r.url())) requests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const stamp = Date.now();
  const bytes = Buffer.from(`离线选择的文件 ${stamp}`);
  const [offline, again] = [`离线-${stamp}.txt`, `副本-${stamp}.txt`];
  await signIn(page);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await openDocuments(page);

  await page.context().setOffline(true);
  await page.getByTestId('documents-upload-input').setInputFiles({ name: offline, mimeType: 'text/plain', buffer: bytes });
  await expect(page.getByTestId('pending-uploads')).toContainText(offline);
  await page.reload();
  await expect(page.getByTestId('documents-offline')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pending-uploads')).toContainText(offline);
  expect(requests).toEqual([]);

  await page.context().setOffline(false);
  await expect(row(page, offline)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('pending-uploads')).toHaveCount(0);
  await page.waitForTimeout(2000);
  expect(requests.filter((r) => r.endsWith('/merge'))).toHaveLength(1);

  requests.length = 0;
  await page.getByTestId('documents-upload-input').setInputFiles({ name: again, mimeType: 'text/plain', buffer: bytes });
  await expect(row(page, again)).toBeVisible({ timeout: 30_000 });
  expect(requests.filter((r) => r.includes('/tus'))).toEqual([]);
  expect(requests.filter((r) => r.endsWith('/merge'))).toHaveLength(1);
});

test('previews an image and a PDF full screen', async ({ page }) => {
  await signIn(page);
  await openDocuments(page);
  await row(page, '办公楼平面图.png').getByRole('button', { name: '预览 办公楼平面图.png' }).click();
  await expect(page.getByText('文件预览 - 办公楼平面图.png')).toBeVisible();
  const image = page.getByTestId('preview-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  await row(page, '固定资产管理制度.pdf').getByRole('button', { name: '预览 固定资产管理制度.pdf' }).click();
  await expect(page.getByText('文件预览 - 固定资产管理制度.pdf')).toBeVisible();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveCSS('height', '700px');
  const src = await frame.getAttribute('src');
  const answer = await page.request.get(src!);
  expect(answer.headers()['content-type']).toContain('application/pdf');
});

test('three files with Chinese names download as one zip that keeps those names', async ({ page }) => {
  await signIn(page);
  await openDocuments(page);
  const names = ['办公楼平面图.png', '固定资产管理制度.pdf', '会议纪要（示例）.txt'];
  for (const name of names) await page.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await expect(page.getByText('已选 3 个')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('documents-zip').click();
  const zip = fs.readFileSync((await (await download).path())!);
  expect(zipNames(zip).map((e) => e.name).sort()).toEqual([...names].sort());
  expect(zipNames(zip).every((e) => e.utf8)).toBe(true);
});
