import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** Collections the pickers and selects read: their first pull has finished (the sync page says when). */
const PICKER_COLLECTIONS = ['organizes', 'positions', 'roles', 'groups', 'users', 'dictionaries', 'dictionaryData'];
/** Server calls the store-first pickers would have made, had they asked the server. */
const PICKER_CALLS = /\/api\/permission\/(Organize(\/Department)?\/Selector|Position\/(Selector|PositionCondition)|Role\/Selector|Group\/Selector|Users\/(GetListByAuthorize|getUserList))/;

async function firstSyncDone(page: Page): Promise<void> {
  await page.goto('/syncStatus');
  for (const c of PICKER_COLLECTIONS) await expect(page.getByTestId(`sync-collection-${c}`)).not.toContainText('从未', { timeout: 30_000 });
}

/** Signed in, the service worker controls the page and the first sync is done; then the network goes and the page reloads. */
async function offlineAfterFirstSync(page: Page, account: string): Promise<string[]> {
  await signIn(page, account);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await firstSyncDone(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (PICKER_CALLS.test(r.url())) calls.push(r.url());
  });
  return calls;
}

const treeItem = (dialog: ReturnType<Page['getByRole']>, name: string) => dialog.getByRole('treeitem').filter({ hasText: new RegExp(`^${name}$`) }).first();

test.afterEach(async ({ context }) => context.setOffline(false));

test('offline after a reload: the shell menus, 选择单位, 选择部门, 选择用户 and the 物品类型 dictionary come from the device store', async ({ page }) => {
  test.setTimeout(120_000);
  const calls = await offlineAfterFirstSync(page, 'office');

  // The shell: routes and menus built from the session kept in Dexie (CurrentUser cannot be reached).
  await page.goto('/fixedAsset/plan');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toContainText('固定资产');
  await expect(sidebar).toContainText('资产计划登记');
  expect(await page.evaluate(() => [localStorage.getItem('jnpf_sessionSnapshot'), localStorage.getItem('jnpf_sessionUser') !== null])).toEqual([null, true]);

  await page.getByTestId('plan-add').click();
  const plan = page.getByRole('dialog', { name: '资产计划登记编辑' });
  await expect(plan).toBeVisible();

  await plan.getByTestId('plan-unit').click();
  let picker = page.getByRole('dialog', { name: '选择单位' });
  await treeItem(picker, '轻办示范集团').getByRole('button', { name: '展开' }).click();
  for (const company of ['华东分公司', '华南分公司', '西南分公司']) await expect(treeItem(picker, company)).toBeVisible();
  await treeItem(picker, '华东分公司').click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(plan.getByTestId('plan-unit')).toHaveText('华东分公司');

  await plan.getByTestId('plan-dept').click();
  picker = page.getByRole('dialog', { name: '选择部门' });
  await treeItem(picker, '轻办示范集团').click();
  await treeItem(picker, '华东分公司').click();
  await treeItem(picker, '资产管理部').click();
  await expect(picker.getByTestId('picker-selected')).toContainText('轻办示范集团/华东分公司/资产管理部');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(plan.getByTestId('plan-dept')).toHaveText('资产管理部');

  await plan.getByTestId('plan-user').click();
  picker = page.getByRole('dialog', { name: '选择用户' });
  await treeItem(picker, '轻办示范集团').click();
  await treeItem(picker, '华东分公司').click();
  await treeItem(picker, '仓储部').click();
  await treeItem(picker, '赵强/wh01').click();
  await expect(picker.getByTestId('picker-selected')).toContainText('赵强/wh01');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(plan.getByTestId('plan-user')).toHaveText('赵强/wh01');

  await plan.getByTestId('plan-row-1-type').click();
  for (const entry of ['办公设备', '电子设备', '家具', '车辆']) await expect(page.getByRole('option', { name: entry })).toBeVisible();
  await page.getByRole('option', { name: '办公设备' }).click();
  await expect(plan.getByTestId('plan-row-1-type')).toHaveValue('办公设备');

  // Rendered from the store: the selector endpoints were not even asked.
  expect(calls).toEqual([]);
});

test('offline after a reload: 选择组织 and 选择角色 of the user form come from the device store', async ({ page }) => {
  test.setTimeout(120_000);
  const calls = await offlineAfterFirstSync(page, 'admin');
  await page.goto('/permission/user');
  await expect(page.getByTestId('sidebar')).toContainText('权限管理');
  await page.getByTestId('user-add').click();
  const form = page.getByRole('dialog', { name: '新建用户' });

  await form.getByRole('button', { name: '所属组织' }).click();
  let picker = page.getByRole('dialog', { name: '选择组织' });
  await expect(treeItem(picker, '华东分公司')).toBeVisible();
  await treeItem(picker, '华东分公司').getByRole('button', { name: '展开' }).click();
  await treeItem(picker, '仓储部').click();
  await expect(picker.getByTestId('picker-selected')).toContainText('轻办示范集团/华东分公司/仓储部');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('button', { name: '所属组织' })).toHaveText('轻办示范集团/华东分公司/仓储部');

  await form.getByRole('button', { name: '角色' }).click();
  picker = page.getByRole('dialog', { name: '选择角色' });
  await picker.getByRole('tab', { name: '全局' }).click();
  await treeItem(picker, '资产管理员').click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('button', { name: '角色' })).toHaveText('资产管理员');
  // 组织 (the roles each organisation holds) is the server's to answer: it was asked, and failed.
  expect(calls.filter((u) => !u.includes('/Role/Selector'))).toEqual([]);
});

test('the service worker keeps uploaded images, never other API answers; the sync page shows the storage', async ({ page }) => {
  await signIn(page, 'admin');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.goto('/syncStatus');
  await expect(page.getByTestId('sync-page')).toContainText('已用');
  await expect(page.getByTestId('sync-persisted')).toHaveText(/持久存储: (已开启|未开启)/);
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const url = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const body = new FormData();
    body.append('file', new Blob([bytes], { type: 'image/png' }), 'dot.png');
    const token = JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string;
    const res = await fetch('/api/file/Uploader/annexpic', { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { url: string } }).data.url;
  }, png);
  const missing = '/api/file/Image/annexpic/0190a2b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b.png';
  const loaded = await page.evaluate(async (paths) => Promise.all(paths.map(async (p) => (await fetch(p)).headers.get('content-type'))), [url, missing, '/api/health']);
  expect(loaded[0]).toBe('image/png');

  const cached = async () => page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(`${name} ${new URL(r.url).pathname}`);
    return out.filter((e) => e.includes(' /api/'));
  });
  await expect.poll(cached).toEqual([`qingban-images ${url}`]);
  await page.context().setOffline(true);
  expect(await page.evaluate(async (p) => { const r = await fetch(p); return [r.status, r.headers.get('content-type')]; }, url)).toEqual([200, 'image/png']);
});
