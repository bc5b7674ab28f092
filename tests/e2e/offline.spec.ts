import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('after one online visit, a reload with the network off still shows the shell', async ({ page, context }) => {
  await signIn(page);
  // Wait until the service worker has installed the precache and is active.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await page.goto('/system/log');
  await expect(page.getByTestId('tags-bar')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toContainText('系统管理');
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  // The shell came from the precache; no API answer was ever stored by the service worker, apart
  // from uploaded images and avatars (/api/file/Image/**, in their own capped cache).
  const cachedApi = await page.evaluate(async () => {
    const urls: Array<{ cache: string; path: string }> = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push({ cache: name, path: new URL(request.url).pathname });
    const api = urls.filter((u) => u.path.startsWith('/api/'));
    return { total: urls.length, api: api.filter((u) => !(u.cache === 'qingban-images' && u.path.startsWith('/api/file/Image/'))) };
  });
  expect(cachedApi.total).toBeGreaterThan(10);
  expect(cachedApi.api).toEqual([]);
  await context.setOffline(false);
});
