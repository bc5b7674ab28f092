import { expect, test, type Page } from '@playwright/test';
import { pickUser, signIn, signInElsewhere } from './helpers';

/**
 * Issue 16, Done when: design a leave flow (condition on days, department head then CC), publish,
 * launch as one user, approve as the head in another browser (the bell shows it without reload), the
 * initiator sees 通过 and the timeline.
 */
const RUN = Date.now().toString(36);
const NAME = `年休假${RUN}`;
const CODE = `annual${RUN}`;

/** Adds a kind from 在线开发's palette and names it (the property panel of the new field). */
async function addField(page: Page, kind: string, label: string, vModel: string): Promise<void> {
  await page.getByTestId(`palette-${kind}`).click();
  const props = page.getByRole('tabpanel', { name: '组件属性' });
  await props.getByLabel('标题', { exact: true }).fill(label);
  await props.getByLabel('字段名', { exact: true }).fill(vModel);
}

/** The flow's own form, in 在线开发's form designer: 天数 (days) and 事由 (reason). */
async function designForm(page: Page): Promise<void> {
  const designer = page.getByRole('dialog', { name: '新建流程' });
  await designer.getByRole('tab', { name: '表单设置' }).click();
  await addField(page, 'numInput', '天数', 'days');
  await addField(page, 'textarea', '事由', 'reason');
  await expect(page.getByText(/表单配置有\d+个问题/)).toHaveCount(0);
  await designer.getByRole('tab', { name: '流程设计' }).click();
}

/** Opens the drawer of a node by the name button of its card. */
async function openNode(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** The open drawer, whatever its title (renaming the node renames it). */
const openDrawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('node-name') });

async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.mantine-Drawer-content')).toHaveCount(0);
}

/** Opens a Select of the drawer by its label and picks an option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await openDrawer(page).getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** 部门主管 (the first approver) → 条件分支 [超过3天: 抄送 张敏 | 其他情况] → end. */
async function designTree(page: Page): Promise<void> {
  await openNode(page, '审批人');
  await page.getByTestId('node-name').fill('部门主管');
  await expect(openDrawer(page).getByRole('textbox', { name: '审批人', exact: true })).toHaveValue('部门主管');
  await expect(openDrawer(page).getByRole('textbox', { name: '主管级别', exact: true })).toHaveValue('第1级主管');
  await closeDrawer(page);

  await page.getByTestId('insert-after-approver1').click();
  await page.getByTestId('insert-condition').click();
  const firstBranch = page.locator('[data-testid^="branch-"]').first();
  await expect(firstBranch).toContainText('条件1');
  const branchId = (await firstBranch.getAttribute('data-testid'))!.slice('branch-'.length);
  await firstBranch.click();
  const drawer = openDrawer(page);
  await drawer.getByRole('button', { name: '添加规则' }).click();
  await choose(page, '字段', '天数');
  await choose(page, '运算符', '大于');
  await drawer.getByRole('textbox', { name: '值', exact: true }).fill('3');
  await drawer.getByTestId('node-name').fill('超过3天');
  await closeDrawer(page);
  await expect(firstBranch).toContainText('天数 大于 3');

  // By keyboard: the "+" at the top of the branch, then 抄送人 in its menu.
  await page.getByTestId(`insert-after-${branchId}`).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('insert-cc').focus();
  await page.keyboard.press('Enter');
  await openNode(page, '抄送人');
  await page.getByTestId('node-name').fill('抄送行政');
  await pickUser(page, openDrawer(page).getByRole('button', { name: '选择成员' }), '张敏');
  await closeDrawer(page);
}

test('a leave flow designed with a condition on days, the head then CC, is launched, approved from the bell and ends 通过', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // 1. The administrator designs and publishes the flow.
  await signIn(page);
  await page.goto('/workFlow/flowEngine');
  await page.getByTestId('flow-engine-add').click();
  await page.getByTestId('flow-fullName').fill(NAME);
  await page.getByTestId('flow-enCode').fill(CODE);
  await designForm(page);
  await designTree(page);
  await page.getByTestId('flow-design-publish').click();
  await expect(page.getByText(/发布成功/)).toBeVisible();
  await expect(page.getByTestId('flow-problems')).toHaveCount(0);
  await page.getByRole('dialog', { name: '新建流程' }).getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText('V1');

  // 2. The head (王磊) is signed in elsewhere with nothing unread.
  const head = await signInElsewhere(browser, 'assetadmin');
  const badge = head.getByTestId('bell-badge').locator('.mantine-Indicator-indicator');
  await head.getByTestId('bell').click();
  await head.getByTestId('bell-read-all').click();
  await expect(badge).toHaveCount(0);
  await head.keyboard.press('Escape');

  // 3. 赵强 (EC02, whose head is 王磊) launches five days from 发起流程.
  const starter = await signInElsewhere(browser, 'wh01');
  await starter.goto('/workFlow/flowLaunch');
  await starter.getByTestId(`flow-card-${CODE}`).click();
  const launch = starter.getByRole('dialog', { name: new RegExp(NAME) });
  await launch.getByRole('textbox', { name: '天数' }).fill('5');
  await launch.getByRole('textbox', { name: '事由' }).fill('回老家探亲');
  await launch.getByTestId('flow-submit').click();
  await expect(launch).toHaveCount(0);
  await expect(starter.getByRole('row', { name: new RegExp(NAME) }).first()).toBeVisible();

  // 4. Without a reload the head's bell counts it; the notification opens the task, which he approves.
  await expect(badge).toHaveText('1', { timeout: 20_000 });
  await head.getByTestId('bell').click();
  await head.getByTestId('bell-list').getByText(new RegExp(NAME)).first().click();
  await expect(head).toHaveURL(/\/workFlowDetail/);
  const detail = head.getByTestId('flow-detail');
  await expect(detail).toHaveAttribute('data-status', '1');
  await head.getByTestId('flow-approve').click();
  await head.getByTestId('flow-opinion').fill('同意，好好休息');
  await head.getByTestId('flow-action-confirm').click();
  await expect(detail).toHaveAttribute('data-status', '2');

  // 5. The initiator opens it from 我发起的: 已通过, and the timeline has the approval and the CC to 张敏.
  await starter.getByTestId('flow-tab-mine').click();
  await starter.reload();
  await starter.getByTestId('flow-tab-mine').click();
  const row = starter.getByRole('row', { name: new RegExp(NAME) }).first();
  await expect(row).toContainText('已通过');
  await row.getByTestId('flow-open').click();
  await expect(starter.getByTestId('flow-detail')).toHaveAttribute('data-status', '2');
  await expect(starter.getByText('已通过').first()).toBeVisible();
  await expect(starter.locator('[data-action="approve"]')).toContainText('同意，好好休息');
  await expect(starter.locator('[data-action="approve"]')).toContainText('王磊');
  await expect(starter.locator('[data-node][data-state="done"]').filter({ hasText: '抄送行政' })).toBeVisible();

  await head.context().close();
  await starter.context().close();
});
