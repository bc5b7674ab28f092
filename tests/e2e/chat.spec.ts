import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { Api } from './stocktake-setup';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const openDrawer = async (page: Page) => {
  await page.getByTestId('chat-entry').click();
  await expect(page.getByTestId('chat-drawer').getByRole('tab', { name: '消息' })).toBeVisible();
};
const openChatWith = async (page: Page, name: string) => {
  await openDrawer(page);
  await page.getByTestId('chat-conversation').filter({ hasText: name }).getByRole('button').first().click();
  await expect(page.getByTestId('chat-window')).toBeVisible();
};
/** No critical or serious axe finding in the part of the page `selector` names (ADR 0012). */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}
const texts = (page: Page) => page.getByTestId('chat-window').getByTestId('chat-message-text');
const send = async (page: Page, text: string) => {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
};

test('two people chat with emoji and an image; one writes three messages offline, and the other gets exactly those three, in order, once', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const contextA = await browser.newContext();
  const a = await contextA.newPage();
  const b = await (await browser.newContext()).newPage();
  await signIn(a, 'wh01');
  await signIn(b, 'wh02');

  // 赵强 has 孙丽's demo message unread: the indicator blinks until he opens it (§4).
  const indicatorA = a.getByTestId('chat-indicator');
  await expect(indicatorA).toHaveAttribute('data-unread', '1');
  await expect(indicatorA).toHaveClass(/qb-chat-blink/);
  await openDrawer(a);
  const row = a.getByTestId('chat-conversation').filter({ hasText: '孙丽' });
  await expect(row.getByTestId('chat-conversation-unread')).toHaveText('1');
  await expectAccessible(a, '[data-testid="chat-drawer"]');
  await row.getByRole('button').first().click();
  await expect(a.getByTestId('chat-window')).toBeVisible();
  await expect(texts(a).last()).toContainText('扫码枪已经准备好了');
  await expect(indicatorA).toHaveAttribute('data-unread', '0');
  await expect(indicatorA).not.toHaveClass(/qb-chat-blink/);

  // Emoji from the picker, sent with Enter; the other side sees it drawn, at once.
  await openChatWith(b, '赵强');
  await a.getByTestId('chat-input').fill('收到，谢谢');
  await a.getByTestId('chat-emoji').click();
  await a.getByRole('button', { name: '强', exact: true }).click();
  await expect(a.getByTestId('chat-input')).toHaveValue('收到，谢谢[强]');
  await a.getByTestId('chat-input').press('Enter');
  await expect(a.getByTestId('chat-input')).toHaveValue('');
  const greeting = texts(b).filter({ hasText: '收到，谢谢' });
  await expect(greeting).toHaveCount(1);
  await expect(greeting.locator('[data-emoji="强"]')).toHaveText('👍');

  // An image (the files feature's /IM upload), shown to the other side.
  await a.getByTestId('chat-window').locator('input[type=file]').setInputFiles({ name: '货架.png', mimeType: 'image/png', buffer: PNG });
  await expect(b.getByTestId('chat-window').getByTestId('chat-image').locator('img')).toHaveAttribute('alt', '货架.png');
  await expectAccessible(b, '.mantine-Modal-content');

  // 孙丽 closes the chat: a new message raises her unread count and blinks her indicator.
  await b.keyboard.press('Escape');
  await expect(b.getByTestId('chat-window')).toHaveCount(0);
  await send(a, '库存表发你了');
  await expect(b.getByTestId('chat-indicator')).toHaveAttribute('data-unread', '1');
  await expect(b.getByTestId('chat-indicator')).toHaveClass(/qb-chat-blink/);
  await openChatWith(b, '赵强');
  await expect(b.getByTestId('chat-indicator')).toHaveAttribute('data-unread', '0');

  // 赵强 loses the network and writes three messages: shown at once, each 未发送.
  await contextA.setOffline(true);
  const offline = ['离线第一条', '离线第二条', '离线第三条'];
  for (const text of offline) await send(a, text);
  for (const text of offline) {
    await expect(a.getByTestId('chat-message').filter({ hasText: text }).getByTestId('chat-message-state')).toHaveText('未发送');
  }
  await b.waitForTimeout(1500);
  await expect(texts(b).filter({ hasText: '离线' })).toHaveCount(0);

  // Back online: sent once each, in order; the marks go.
  await contextA.setOffline(false);
  await expect(a.getByTestId('chat-message-state')).toHaveCount(0, { timeout: 30_000 });
  await expect(texts(b).filter({ hasText: '离线' })).toHaveText(offline, { timeout: 30_000 });
  expect((await texts(b).allTextContents()).slice(-3)).toEqual(offline);

  // On the server: each stored once, in this order.
  const api = new Api(request);
  const pulled = await api.call<{ changes: Array<{ row?: { content: string; sendTime: number } }> }>('wh02', 'GET', '/api/sync/pull?collections=chatMessages&limit=2000');
  const stored = pulled.changes.map((c) => c.row!).filter((r) => r.content.startsWith('离线')).sort((x, y) => x.sendTime - y.sendTime).map((r) => r.content);
  expect(stored).toEqual(offline);
});
