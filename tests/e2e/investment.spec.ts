import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signInElsewhere } from './helpers';

/**
 * Issue 17, Done when: file a small project, approve it, the filer is notified and opens the detail
 * from the bell. 王磊 files from 投资备案; the administrator approves it from 待办; 王磊's bell opens
 * investmentOver at the 审批记录 tab (SPEC §2: type 4, activeIndex=6).
 */
const NAME = `仓库照明改造${Date.now().toString(36)}`;

async function pickUnit(page: Page, field: Locator, label: string): Promise<void> {
  await field.click();
  const dialog = page.getByRole('dialog', { name: '选择单位' });
  await dialog.getByRole('textbox', { name: '关键词' }).fill(label);
  await dialog.getByRole('treeitem').filter({ has: page.getByText(label, { exact: true }) }).first().click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a small project is filed, approved, and the filer opens its approval from the bell', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'assetadmin');
  await page.goto('/business/investment');
  await expect(page.getByRole('row', { name: /冷链配送中心扩建/ })).toContainText('规模以上', { timeout: 60_000 });
  await page.getByTestId('filing-add').click();
  await expect(page).toHaveURL(/\/investment\/smallProjectFiling\/add$/);

  await page.getByRole('textbox', { name: '项目名称' }).fill(NAME);
  await page.getByRole('textbox', { name: '所属行业' }).click();
  await page.getByRole('option', { name: '制造业/计算机、通信和其他电子设备制造业' }).click();
  await pickUnit(page, page.getByTestId('filing-unit'), '华东分公司');
  await page.getByRole('textbox', { name: '建设地点' }).fill('江苏省南京市江宁区');
  await page.getByRole('textbox', { name: '总投资（万元）' }).fill('300');
  await page.getByRole('textbox', { name: '自有资金（万元）' }).fill('120');
  await page.getByRole('textbox', { name: '银行贷款（万元）' }).fill('150');
  await page.getByRole('textbox', { name: '联系电话' }).fill('13800000002');
  // The funding must add up to the total: 120 + 150 + 0 is not 300.
  await page.getByTestId('filing-submit').click();
  await expect(page.getByText('资金来源合计须等于总投资')).toBeVisible();
  await page.getByRole('textbox', { name: '其他资金（万元）' }).fill('30');
  await page.getByTestId('filing-submit').click();

  await expect(page).toHaveURL(/\/investment\/smallProjectFiling\/detail\?id=/);
  // Pages stay open in their tags: the one on screen is the visible one.
  const filed = page.getByTestId('filing-page').filter({ visible: true });
  await expect(filed.getByTestId('filing-status')).toHaveText('审批中');
  await expect(filed.getByText(/TZBA\d{4}-\d{4}/)).toBeVisible({ timeout: 30_000 });

  // The administrator (王磊's unit has no head above him) approves it from 待办.
  const admin = await signInElsewhere(browser, 'admin');
  await admin.goto('/workFlow/flowTodo');
  const row = admin.getByRole('row', { name: /投资项目备案审批（王磊/ }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByTestId('flow-open').click();
  await expect(admin.getByTestId('flow-detail')).toBeVisible();
  await expect(admin.getByText(NAME).first()).toBeVisible();
  await admin.getByTestId('flow-approve').click();
  await admin.getByTestId('flow-opinion').fill('同意备案，按计划开工');
  await admin.getByTestId('flow-action-confirm').click();
  await expect(admin.getByTestId('flow-detail')).toHaveAttribute('data-status', '2');
  await admin.context().close();

  // 王磊's bell: the message opens the filing at 审批记录.
  const badge = page.getByTestId('bell-badge').locator('.mantine-Indicator-indicator');
  await expect(badge).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('bell').click();
  await page.getByTestId('bell-list').getByText(/投资项目备案审批.*已通过/).first().click();
  await expect(page).toHaveURL(/\/investmentOver\?.*activeIndex=(6|%226%22)/);
  const over = page.getByTestId('filing-page').filter({ visible: true });
  await expect(over.getByRole('tab', { name: '审批记录' })).toHaveAttribute('aria-selected', 'true');
  await expect(over.getByTestId('filing-status').first()).toHaveText('已备案', { timeout: 30_000 });
  await expect(over.getByTestId('filing-timeline')).toContainText('同意备案，按计划开工');
  await expect(over.getByRole('heading', { name: NAME })).toBeVisible();
});
