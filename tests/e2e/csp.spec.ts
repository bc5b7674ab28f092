import QRCode from 'qrcode';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { Api, uniq } from './stocktake-setup';

/**
 * The Content-Security-Policy the server sends (src/server/plugins/security-headers.ts) must let
 * the whole PWA work: sign-in (hash-wasm), the shell, a list page, the service worker, the menu
 * search worker, and the stocktake scanner with the camera and zxing-wasm. Any violation fails.
 */
test.use({
  // The suite's launch options (playwright.config.ts) plus a fake camera (Chromium's test pattern), allowed without a prompt.
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera'],
});

/** Collects every CSP violation the page or its frames report, as the event and as the console says it. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  return seen;
}

test('the PWA runs under its Content-Security-Policy: sign-in, home, a list, menu search, the scanner with camera and zxing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = new Api(request);
  const place = `E2E-CSP-${uniq()}`;
  const stored = await api.storeItems(2, place);
  const id = await api.createStocktake(`CSP盘点${uniq()}`, place, ['wh01']);
  const violations = await watchViolations(page);

  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");

  // Sign-in hashes the password with hash-wasm (WebAssembly under 'wasm-unsafe-eval').
  await signIn(page, 'wh01');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // The menu search runs in a worker of its own; it leads to a list page.
  await page.getByTestId('menu-search-button').click();
  await page.getByTestId('menu-search-input').fill('wdgdzc');
  await page.getByTestId('menu-search-results').getByText('我的固定资产').click();
  await expect(page).toHaveURL(/\/fixedAsset\/mine$/);
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });

  // The stocktake: download to the device, then the camera (fake device) read by zxing-wasm, and a picture of a label.
  await page.goto(`/fixedAsset/stocktake?id=${id}`);
  await expect(page.getByTestId('stocktake-detail')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('stocktake-download').click();
  await expect(page.getByText('已下载到本机：2 件物品').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('scan-camera').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('将条形码或二维码对准取景框')).toBeVisible({ timeout: 30_000 });
  const label = await QRCode.toBuffer(stored.assetCodes[0]!, { type: 'png', width: 320, margin: 4 });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
  await expect(dialog.getByText(stored.assetCodes[0]!).first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('count-found')).toHaveText('1');

  expect(violations).toEqual([]);
});

test('the API documentation (Swagger UI) renders under the same policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByText('轻办 Qingban API').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});
