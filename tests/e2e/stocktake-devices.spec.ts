import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { Api, uniq } from './stocktake-setup';

const API = '/api/business/stocktake';
interface Scan { id: string; code: string; itemId: string | null; scannedByName: string; undone: number }
interface Item { itemId: string; assetCode: string; result: string | null; firstScanId: string | null; foundByName: string | null }

/** One checker on a device of their own: signed in, the stocktake downloaded, then offline. */
async function device(browser: Browser, account: string, id: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto(`/fixedAsset/stocktake?id=${id}`);
  await page.getByTestId('stocktake-download').click();
  await expect(page.getByTestId('stocktake-download')).toHaveText('重新下载', { timeout: 30_000 });
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('stocktake-detail')).toBeVisible({ timeout: 30_000 });
  return page;
}

async function scanAll(page: Page, codes: string[]) {
  await page.getByTestId('scan-input').click();
  for (const code of codes) {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('count-found')).toHaveText(String(codes.length));
}

test('two checkers on two devices scan overlapping items offline, then sync at once: merged, nothing counted twice', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = new Api(request);
  const place = `E2E-双机-${uniq()}`;
  const { assetCodes: codes } = await api.storeItems(12, place);
  const id = await api.createStocktake(`双机盘点${uniq()}`, place, ['wh01', 'wh02']);

  const a = await device(browser, 'wh01', id);
  const b = await device(browser, 'wh02', id);
  // Items 0–7 on device A, 4–11 on device B: 4 items are found by both.
  await scanAll(a, codes.slice(0, 8));
  await scanAll(b, codes.slice(4, 12));
  await expect(a.getByTestId('sync-badge-pending')).toHaveText('8 条待同步');
  await expect(b.getByTestId('sync-badge-pending')).toHaveText('8 条待同步');

  await Promise.all([a.context().setOffline(false), b.context().setOffline(false)]);
  for (const page of [a, b]) await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });

  // On the server: 16 scans kept, 12 items found once each, by the first scan to arrive.
  const detail = await api.call<{ counts: Record<string, number>; items: Item[] }>('assetadmin', 'GET', `${API}/${id}`);
  expect(detail.counts).toEqual({ expected: 12, found: 12, moved: 0, missing: 0, unknown: 0 });
  const { scans } = await api.call<{ scans: Scan[] }>('assetadmin', 'GET', `${API}/${id}/download`);
  expect(scans).toHaveLength(16);
  expect(new Set(scans.map((s) => s.id)).size).toBe(16);
  for (const code of codes.slice(4, 8)) expect(scans.filter((s) => s.code === code).map((s) => s.scannedByName).sort()).toEqual(['孙丽', '赵强']);
  const winners = new Map(scans.map((s) => [s.id, s]));
  for (const item of detail.items) {
    const winner = winners.get(item.firstScanId ?? '');
    expect(winner?.itemId, item.assetCode).toBe(item.itemId);
    expect(item.foundByName).toBe(winner?.scannedByName);
  }

  // Each device comes round to the merged picture: 12 found, the other checker's scans in its log, a
  // repeat of the shared items marked as such on the device that lost the race.
  for (const page of [a, b]) {
    await expect(page.getByTestId('count-found')).toHaveText('12', { timeout: 30_000 });
    await expect(page.getByTestId('count-missing')).toHaveText('0');
    await page.getByTestId('tab-scans').click();
    await expect(page.getByTestId('scan-row')).toHaveCount(16);
    await expect(page.getByTestId('duplicate-mark')).toHaveCount(4);
    await expect(page.getByTestId('pending-mark')).toHaveCount(0);
  }
});
