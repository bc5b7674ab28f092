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
  await expect(member).toHaveURL(/\/list\/detail\?.*mesType=nice/);
  // The page of its own (§2 /list/detail) shows the notice, sanitised body and sender included.
  const shown = member.getByTestId('list-detail').getByTestId('message-view');
  await expect(shown.getByTestId('message-title')).toHaveText(title);
  await expect(shown.getByTestId('message-body')).toHaveText('只发给日志查看角色');
  await expect(shown).toContainText('管理员');
  await expect(badge).toHaveCount(0);
  // Read on the server too: the member's record of it says '1'.
  const mine = await api.call<{ list: Array<{ title: string; isRead: string }> }>('logviewer', 'GET', `/api/message?currentPage=1&pageSize=20&keyword=${encodeURIComponent(title)}`);
  expect(mine.list.map((m) => [m.title, m.isRead])).toEqual([[title, '1']]);
  // A reload opens it straight from the address, still read.
  await member.reload();
  await expect(member.getByTestId('list-detail').getByTestId('message-title')).toHaveText(title);
});
