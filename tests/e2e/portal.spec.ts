import { expect, test } from '@playwright/test';
import { apiToken, signIn, signInElsewhere } from './helpers';

/**
 * Issue 18's flow: an administrator builds a bar chart over a data interface, places it on a portal
 * beside the todo widget and assigns the portal to a role; a member of that role finds both on /home,
 * and after an offline reload still finds them, with the time of the data.
 */
test('a bar chart over an interface on a portal with the todo widget, assigned to a role: the member\'s /home shows both, offline too', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const enCode = `e2e.store${Date.now() % 1_000_000}`;
  await signIn(page, 'admin');
  await page.goto('/onlineDev/visualPortal');
  await page.getByTestId('portal-add').filter({ visible: true }).click();
  const designer = page.getByRole('dialog', { name: '新建门户' });
  await designer.getByTestId('portal-fullName').fill('仓储门户');
  await designer.getByTestId('portal-enCode').fill(enCode);
  // Behind the demo's own portals of the same member's other roles.
  await designer.getByRole('textbox', { name: '排序' }).fill('50');

  await designer.getByTestId('portal-palette-chart').click();
  await designer.getByTestId('portal-prop-title').fill('各类物品价值');
  await designer.getByTestId('portal-prop-interface').click();
  await page.getByRole('option', { name: '资产价值统计' }).click();
  await expect(designer.getByTestId('portal-prop-chart-type')).toHaveValue('柱状图');
  await designer.getByTestId('portal-prop-category').fill('itemTypeName');
  await designer.getByTestId('portal-prop-values').fill('totalValue');
  await designer.getByTestId('portal-prop-values').press('Enter');
  await designer.getByTestId('portal-palette-todo').click();
  await expect(designer.getByTestId('portal-canvas').getByRole('button')).toHaveCount(2);
  await designer.getByTestId('portal-save').click();
  await expect(designer).toBeHidden();

  try {
    await page.getByTestId(`portal-assign-${enCode}`).filter({ visible: true }).click();
    const assign = page.getByRole('dialog', { name: '分配门户：仓储门户' });
    await assign.getByTestId('portal-assign-roles').click();
    const picker = page.getByRole('dialog', { name: '选择角色' });
    await picker.getByRole('tab', { name: '全局' }).click();
    await picker.getByText('普通员工', { exact: true }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await assign.getByTestId('portal-assign-ok').click();
    await expect(assign).toBeHidden();

    // 赵强 (wh01) is only 普通员工: his /home is the new portal.
    const member = await signInElsewhere(browser, 'wh01');
    await member.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const home = member.getByTestId('portal-view').filter({ visible: true });
    await expect(home.getByTestId('portal-widget-chart')).toContainText('各类物品价值');
    await expect(home.getByTestId('portal-widget-chart').getByTestId('chart-view-bar').locator('canvas')).toBeVisible();
    await expect(home.getByTestId('portal-widget-todo')).toBeVisible();
    await expect(home.getByTestId('portal-todo-count')).toContainText(/\d/);
    await expect(member.getByTestId('portal-fetched-at').filter({ visible: true })).toBeVisible();

    await member.context().setOffline(true);
    await member.reload();
    const offline = member.getByTestId('portal-view').filter({ visible: true });
    await expect(member.getByTestId('portal-offline').filter({ visible: true })).toContainText(/离线：显示 .*\d{2}:\d{2}/);
    await expect(offline.getByTestId('portal-widget-chart').getByTestId('chart-view-bar').locator('canvas')).toBeVisible();
    await expect(offline.getByTestId('portal-widget-todo')).toBeVisible();
    await member.context().close();
  } finally {
    // Leave the shared server's demo as it was: deleting the portal deletes its assignments.
    const token = await apiToken(request, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const list = (await (await request.get(`/api/visualdev/Portal?keyword=${enCode}`, { headers })).json()) as { data: { list: { id: string; enCode: string }[] } };
    const made = list.data.list.filter((r) => r.enCode === enCode);
    expect(made).toHaveLength(1);
    for (const row of made) expect(((await (await request.delete(`/api/visualdev/Portal/${row.id}`, { headers })).json()) as { code: number }).code).toBe(200);
  }
});
