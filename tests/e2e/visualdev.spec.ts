import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, pickUser, signIn, signInElsewhere } from './helpers';

/**
 * Issue 15, Done when: design a form with a sub-table, a calculate field, a user picker and an
 * upload; release it; open it from the menu; add three records; offline add two more and edit one;
 * reconnect — the server holds exactly those; a user granted only two columns sees only those two.
 */
const RUN = Date.now().toString(36);
const NAME = `差旅报销${RUN}`;
const CODE = `trip${RUN}`;
const TABLE = `lc_trip_${RUN}`;
const MEMBER_ROLE = '日志查看员';
const MEMBER = 'logviewer';

/** Adds a kind from the palette (after the selected node, or into the selected container) and names it. */
async function addField(page: Page, kind: string, label: string, vModel: string): Promise<void> {
  await page.getByTestId(`palette-${kind}`).click();
  const props = page.getByRole('tabpanel', { name: '组件属性' });
  await props.getByLabel('标题', { exact: true }).fill(label);
  await props.getByLabel('字段名', { exact: true }).fill(vModel);
}

/** Mantine's switch input is visually hidden: its label is what a person clicks. */
async function switchOn(scope: Locator, label: string): Promise<void> {
  const input = scope.getByRole('switch', { name: label });
  if (!(await input.isChecked())) await scope.getByText(label, { exact: true }).click();
  await expect(input).toBeChecked();
}

/** Selects a node on the canvas by its label. */
async function selectNode(page: Page, label: string): Promise<void> {
  await page.getByRole('region', { name: '画布' }).getByRole('group', { name: label, exact: true }).click();
}

test('a designed form becomes a released, offline list page; a narrower grant sees two columns', async ({ page, context, request, browser }) => {
  test.setTimeout(Number(process.env.VD_TIMEOUT ?? 300_000));
  await signIn(page);
  await page.goto('/onlineDev/webDesign');
  await page.getByRole('button', { name: '新建' }).click();
  const create = page.getByRole('dialog', { name: '新建功能' });
  await create.getByLabel('名称').fill(NAME);
  await create.getByLabel('编码').fill(CODE);
  await create.getByLabel('数据表').fill(TABLE);
  await create.getByRole('button', { name: '下一步' }).click();

  // 1. The form: 事由 (required), 天数 × 每日补贴 = 补贴合计, 出差人, 附件 and a 行程 sub-table with a 合计 row.
  const designer = page.getByTestId('form-designer');
  await expect(designer).toBeVisible();
  await addField(page, 'comInput', '事由', 'reason');
  await switchOn(page.getByRole('tabpanel', { name: '组件属性' }), '是否必填');
  await addField(page, 'numInput', '天数', 'days');
  await addField(page, 'money', '每日补贴', 'allowance');
  await addField(page, 'calculate', '补贴合计', 'total');
  const props = page.getByRole('tabpanel', { name: '组件属性' });
  await props.getByRole('button', { name: '天数', exact: true }).click();
  await props.getByRole('button', { name: '乘' }).click();
  await props.getByRole('button', { name: '每日补贴', exact: true }).click();
  await expect(props.getByTestId('expression')).toHaveText(/天数.*×.*每日补贴/);
  await addField(page, 'userSelect', '出差人', 'traveller');
  await addField(page, 'uploadFz', '附件', 'files');
  await addField(page, 'table', '行程', 'trips');
  await addField(page, 'comInput', '地点', 'place');
  await selectNode(page, '行程');
  await addField(page, 'numInput', '公里', 'km');
  await props.getByLabel('小数位数').fill('1');
  await selectNode(page, '行程');
  await switchOn(props, '显示合计');
  await props.getByLabel('合计字段').click({ force: true });
  await page.getByRole('option', { name: '公里' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/表单配置有\d+个问题/)).toHaveCount(0);

  // 2. The list: four columns, column permissions on.
  await designer.getByRole('tab', { name: '列表设计' }).click();
  const columns = designer.getByLabel('列表字段');
  for (const label of ['事由', '天数', '补贴合计', '出差人']) {
    await columns.click();
    await page.getByRole('option', { name: label, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await switchOn(designer, '列表权限');
  await designer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新建成功').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(designer).toHaveCount(0);

  // 3. Release under 在线开发: the menu entry appears for the administrator.
  await page.getByRole('button', { name: `发布 ${NAME}` }).click();
  const release = page.getByRole('dialog', { name: '发布' });
  await release.getByRole('button', { name: '发布' }).click();
  await expect(release).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText('已发布');
  await page.goto('/home');
  await page.getByTestId('sidebar').locator('[data-menu-path="/onlineDev"]').click();
  await page.getByTestId('sidebar').locator(`[data-menu-path="/model/${CODE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/model/${CODE}$`));

  // 4. Three records online.
  for (const n of [1, 2, 3]) await addRecord(page, { reason: `出差${n}`, days: n, allowance: 100, traveller: n === 1 ? '李静' : undefined, trip: n === 1 ? ['上海', 12.5] : undefined, file: n === 1 });
  await expect(page.getByRole('row', { name: /出差3/ })).toContainText('300.00');
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 30_000 });

  // 5. Offline: the list comes from the device; two more records and an edit wait in the outbox.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  for (const n of [1, 2, 3]) await expect(page.getByRole('row', { name: new RegExp(`出差${n}`) })).toBeVisible();
  await addRecord(page, { reason: '出差4', days: 4, allowance: 80, traveller: '李静', trip: ['杭州', 3.5] });
  await addRecord(page, { reason: '出差5', days: 1, allowance: 50 });
  await page.getByRole('row', { name: /出差2/ }).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: `编辑 · ${NAME}` });
  await edit.getByRole('textbox', { name: '天数' }).fill('5');
  await expect(edit.getByRole('textbox', { name: '补贴合计' })).toHaveValue('500.00', { timeout: 3000 });
  await edit.getByTestId('online-save').click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('row', { name: /出差2/ })).toContainText('500.00');
  await expect(page.getByTestId('sync-badge-pending')).toHaveText('3 条待同步');

  // 6. Back online: the outbox drains and the server holds exactly those five records.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge-pending')).toHaveCount(0, { timeout: 30_000 });
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const models = (await (await request.get(`/api/visualdev/Base?keyword=${encodeURIComponent(NAME)}`, { headers })).json()) as { data: { list: { id: string }[] } };
  const modelId = models.data.list[0]!.id;
  const listed = (await (await request.post(`/api/visualdev/OnlineDev/${modelId}/List`, { headers, data: { pageSize: 100, sidx: 'reason', sort: 'asc' } })).json()) as { data: { list: Record<string, unknown>[]; pagination: { total: number } } };
  expect(listed.data.pagination.total).toBe(5);
  expect(listed.data.list.map((r) => [r.reason, Number(r.days), Number(r.total)])).toEqual([
    ['出差1', 1, 100], ['出差2', 5, 500], ['出差3', 3, 300], ['出差4', 4, 320], ['出差5', 1, 50],
  ]);
  const first = listed.data.list[0]!;
  const info = (await (await request.get(`/api/visualdev/OnlineDev/${modelId}/${String(first.id)}`, { headers })).json()) as { data: { data: Record<string, unknown> } };
  expect(info.data.data.trips).toEqual([expect.objectContaining({ place: '上海', km: 12.5 })]);
  expect(info.data.data.files).toEqual([expect.objectContaining({ name: '行程单.txt' })]);

  // 7. 权限授权: 日志查看员 gets the page with two of its four columns.
  await page.goto('/permission/authorize');
  await page.getByTestId(`auth-object-${MEMBER_ROLE}`).click();
  await expect(page.getByTestId('auth-current')).toContainText(MEMBER_ROLE);
  await page.getByTestId(`auth-node-在线开发/${NAME}`).check();
  await page.getByTestId('auth-tab-column').click();
  await page.getByTestId(`auth-node-在线开发/${NAME}/事由`).check();
  await page.getByTestId(`auth-node-在线开发/${NAME}/天数`).check();
  await page.getByTestId('auth-save').click();
  await expect(page.getByTestId('auth-save')).toBeDisabled();

  const member = await signInElsewhere(browser, MEMBER);
  await member.getByTestId('sidebar').locator('[data-menu-path="/onlineDev"]').click();
  await member.getByTestId('sidebar').locator(`[data-menu-path="/model/${CODE}"]`).click();
  await expect(member.getByRole('row', { name: /出差5/ })).toBeVisible({ timeout: 30_000 });
  const headersShown = await member.getByRole('columnheader').allInnerTexts();
  expect(headersShown.map((h) => h.trim()).filter((h) => ['事由', '天数', '补贴合计', '出差人'].includes(h))).toEqual(['事由', '天数']);
  await expect(member.getByRole('row', { name: /出差2/ })).not.toContainText('500.00');
  await member.context().close();

  // The record's attachment: its readers may download it, someone without the page may not.
  const fileId = String((info.data.data.files as { fileId: string }[])[0]!.fileId);
  const link = async (account: string) => (await (await request.get(`/api/file/Download/annex/${fileId}`, { headers: { Authorization: `Bearer ${await apiToken(request, account)}` } })).json()) as { code: number };
  expect((await link(MEMBER)).code).toBe(200);
  expect((await link('wh01')).code).not.toBe(200);
});

interface RecordInput { reason: string; days: number; allowance: number; traveller?: string; trip?: [string, number]; file?: boolean }

/** 新增 on the list page: the form, its calculation shown live, saved (online or into the outbox). */
async function addRecord(page: Page, r: RecordInput): Promise<void> {
  await page.getByTestId('online-add').click();
  const dialog = page.getByRole('dialog', { name: `新增 · ${NAME}` });
  await dialog.getByRole('textbox', { name: '事由' }).fill(r.reason);
  await dialog.getByRole('textbox', { name: '天数' }).fill(String(r.days));
  await dialog.getByRole('textbox', { name: '每日补贴' }).fill(String(r.allowance));
  await expect(dialog.getByRole('textbox', { name: '补贴合计' })).toHaveValue((r.days * r.allowance).toFixed(2), { timeout: 3000 });
  if (r.traveller) await pickUser(page, dialog.getByRole('button', { name: '出差人' }), r.traveller);
  if (r.trip) {
    await dialog.getByRole('button', { name: '添加' }).click();
    await dialog.getByRole('textbox', { name: '第1行 地点' }).fill(r.trip[0]);
    await dialog.getByRole('textbox', { name: '第1行 公里' }).fill(String(r.trip[1]));
    await expect(dialog.locator('tfoot')).toContainText(r.trip[1].toFixed(2));
  }
  if (r.file) {
    await dialog.locator('input[type=file]').first().setInputFiles({ name: '行程单.txt', mimeType: 'text/plain', buffer: Buffer.from(`行程单 ${r.reason}`) });
    // Uploaded: the file has left the queue for the field's list.
    await expect(dialog.locator('[data-testid="file-row"][data-name="行程单.txt"]')).toBeVisible({ timeout: 30_000 });
  }
  await dialog.getByTestId('online-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(r.reason) })).toBeVisible();
}
