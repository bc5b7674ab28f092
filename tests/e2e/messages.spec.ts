import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { Api, uniq } from './stocktake-setup';

interface RoleRow { id: string; enCode: string }

test('a notice released to a role reaches a member\'s bell at once; opening it marks it read', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const api = new Api(request);
  const roles = await api.call<{ list: RoleRow[] }>('admin', 'GET', '/api/permission/Role?keyword=logViewer&currentPage=1&pageSize=20');
  const role = roles.list.find((r) => r.enCode === 'logViewer');
  expect(role).toBeDefined();
  const title = `E2E 公告 ${uniq()}`;
  await api.call('admin', 'POST', '/api/message/Notice', { title, bodyHtml: '<p>只发给日志查看角色</p>', type: 5, recipients: { all: false, organizeIds: [], roleIds: [role!.id], userIds: [] } });

  // The member starts with nothing unread.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, 'logviewer');
  const badge = member.getByTestId('bell-badge').locator('.mantine-Indicator-indicator');
  await member.getByTestId('bell').click();
  await member.getByTestId('bell-read-all').click();
  await expect(badge).toHaveCount(0);
  await member.keyboard.press('Escape');

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/system/notice');
  const row = admin.getByRole('row').filter({ hasText: title });
  await row.getByTestId('notice-release').click();
  await admin.getByTestId('confirm-ok').click();
  await expect(row.getByText('已发布')).toBeVisible();

  // No reload: the socket brings the count.
  await expect(badge).toHaveText('1');
  await member.getByTestId('bell').click();
  await member.getByTestId('bell-list').getByText(title).click();
  await expect(member).toHaveURL(/\/list\/detail/);
  await expect(badge).toHaveCount(0);
});
