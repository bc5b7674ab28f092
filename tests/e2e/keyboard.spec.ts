import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** Presses Tab until the focused element matches `selector`; returns how many presses it took. */
async function tabTo(page: Page, selector: string, max = 60): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  throw new Error(`${max} Tab presses never reached ${selector}`);
}

const focused = (page: Page) => page.locator(':focus');
const outlineOf = (page: Page) => page.evaluate(() => {
  const style = getComputedStyle(document.activeElement!);
  return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), shadow: style.boxShadow };
});

test('the sidebar is reached with Tab and a page opens with Enter, with a visible focus', async ({ page }) => {
  await signIn(page);
  await page.locator('body').focus();
  const presses = await tabTo(page, '[data-testid="sidebar"] nav a, [data-testid="sidebar"] nav button');
  expect(presses).toBeLessThanOrEqual(15);
  expect((await outlineOf(page)).style).not.toBe('none');

  await tabTo(page, '[data-menu-path="/system"]', 20);
  const system = focused(page);
  await expect(system).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(system).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, '[data-menu-path="/system/log"]', 5);
  await expect(focused(page)).toHaveAttribute('href', '/system/log');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/log$/);
  await expect(page.getByTestId('list-total')).toBeVisible();

  // Space closes the submenu again; its pages leave the Tab order.
  await page.getByTestId('sidebar').locator('[data-menu-path="/system"]').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('sidebar').locator('[data-menu-path="/system"]')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(focused(page)).not.toHaveAttribute('data-menu-path', /^\/system\//);
});

test('tags move with the arrow keys and open with Enter; Delete closes one', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/log');
  const tags = page.getByTestId('tags-bar');
  await expect(tags.locator('[data-path="/system/log"]')).toHaveAttribute('tabindex', '0');
  await tags.locator('[data-path="/system/log"]').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAttribute('data-path', '/home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await tags.locator('[data-path="/home"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  await expect(tags.getByRole('tab')).toHaveCount(1);
});

test('a home shortcut card is a link with a visible focus; Enter opens its page', async ({ page }) => {
  await signIn(page);
  await page.locator('body').focus();
  await tabTo(page, '[data-testid="home-page"] a[data-menu-path="/permission/user"]', 80);
  const outline = await outlineOf(page);
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/permission\/user$/);
});

test('an input shows that it has the focus', async ({ page }) => {
  await page.goto('/login');
  const account = page.getByPlaceholder('请输入账号');
  const before = await account.evaluate((el) => getComputedStyle(el).boxShadow);
  await account.focus();
  await expect.poll(() => account.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(before);
});

test('the top menu (functional layout) is reached with Tab; a submenu opens with Enter and its page with Enter', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('jnpf_layoutType', JSON.stringify('functional')));
  await page.reload();
  const top = page.getByTestId('top-menu');
  await expect(top).toBeVisible();
  await page.locator('body').focus();
  await tabTo(page, '[data-testid="top-menu"] button', 10);
  await tabTo(page, '[data-testid="top-menu"] button[title="系统管理"]', 10);
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: '系统日志' });
  await expect(item).toBeVisible();
  // The dropdown takes the arrow keys once its opening transition has run: press again until it does.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus[role="menuitem"]')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/log$/);
});

test('the first Tab shows a skip link; Enter puts the focus on the page, past the header and the menu', async ({ page }) => {
  await signIn(page);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#qb-main')).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('qb-main')!.contains(document.activeElement))).toBe(true);
});
