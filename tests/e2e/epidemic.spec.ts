import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/**
 * Issue 17: 每日健康打卡 works offline. 孙丽 (wh02) opens /epidemic/epidemicson, goes offline, reports
 * a fever; back online the server holds exactly one report of hers for today. Reporting again
 * (online) replaces it: still one.
 */
const NOTE = `E2E离线打卡${Date.now().toString(36)}`;

interface Report { reportDate: string; temperatureTenths: number; note: string; healthState: string }

test('a health report made offline arrives once after reconnecting; reporting again replaces it', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'wh02');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto('/epidemic/epidemicson');
  // The demo's report of two days ago is on the device: the page can work offline.
  await expect(page.getByTestId('epidemic-mine')).toContainText('居家隔离观察', { timeout: 60_000 });
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 30_000 });
  const headers = { Authorization: `Bearer ${await apiToken(request, 'wh02')}` };
  const today = async () => {
    const res = (await (await request.get('/api/epidemic/report/today', { headers })).json()) as { data: { day: string; report: Report | null } };
    return res.data;
  };
  const { day, report: before } = await today();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('epidemic-offline')).toBeVisible();

  // §5-style rules on the way: one decimal, 35.0–42.0.
  await page.getByTestId('epidemic-temperature').fill('36.55');
  await page.getByTestId('epidemic-submit').click();
  await expect(page.getByText('体温最多保留一位小数')).toBeVisible();
  await page.getByTestId('epidemic-temperature').fill('43');
  await page.getByTestId('epidemic-submit').click();
  await expect(page.getByText('体温应在35.0℃至42.0℃之间')).toBeVisible();
  await page.getByTestId('epidemic-temperature').fill('37.8');
  await page.getByRole('radio', { name: '有发热、咳嗽等症状' }).check();
  await page.getByRole('radio', { name: '否' }).check();
  await page.getByTestId('epidemic-travel').fill('无');
  await page.getByTestId('epidemic-note').fill(NOTE);
  await page.getByTestId('epidemic-submit').click();

  const row = page.getByTestId('epidemic-mine-row').filter({ hasText: day });
  await expect(row).toContainText('37.8');
  await expect(row).toContainText('待同步');
  await expect(page.getByTestId('epidemic-today-state')).toHaveText('今日已打卡，可修改后重新提交');
  await expect(page.getByTestId('sync-badge-pending')).toHaveText('1 条待同步');
  // Nothing reached the server while offline.
  expect((await today()).report).toEqual(before);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });
  await expect(row).not.toContainText('待同步');
  await expect(row).toHaveCount(1);
  const mine = (await (await request.get('/api/epidemic/report?pageSize=200', { headers })).json()) as { data: { list: Report[] } };
  expect(mine.data.list.filter((r) => r.reportDate === day)).toEqual([expect.objectContaining({ temperatureTenths: 378, healthState: 'symptom', note: NOTE })]);

  // Reporting again replaces today's report.
  await page.getByTestId('epidemic-temperature').fill('36.6');
  await page.getByTestId('epidemic-submit').click();
  await expect(row).toContainText('36.6');
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await today()).report?.temperatureTenths).toBe(366);
  const again = (await (await request.get('/api/epidemic/report?pageSize=200', { headers })).json()) as { data: { list: Report[] } };
  expect(again.data.list.filter((r) => r.reportDate === day)).toHaveLength(1);
});
