import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * axe-core on the pages people use (issue 10 §5): no critical or serious violation on the login
 * page, home and every menu page of admin in the demo, also in the other layouts and languages.
 * Moderate and minor findings are printed, not failed.
 */

interface MenuNode {
  type: number;
  urlAddress?: string | null;
  fullName: string;
  children?: MenuNode[] | null;
}
const pagesOf = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => (n.children?.length ? pagesOf(n.children) : n.type === 1 ? [] : [n]));

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Lists render from the device store after the pull: wait for the total when the page has one.
  const total = page.getByTestId('list-total').first();
  if (await total.isVisible()) await expect(total).toContainText(/\d/);
  await page.waitForTimeout(500);
  // A toast (1.5 s) fading in or out is measured at part opacity, which axe reports as low contrast.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 5000 });
}

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const count = (impact: string) => violations.filter((v) => v.impact === impact).reduce((n, v) => n + v.nodes.length, 0);
  console.info(`axe ${name}: critical ${count('critical')}, serious ${count('serious')}, moderate ${count('moderate')}, minor ${count('minor')}`);
  const blocking = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, `axe on ${name}`).toEqual([]);
}

async function setStored(page: Page, values: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(`jnpf_${key}`, JSON.stringify(value));
  }, values);
}

test('the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expectNoSeriousViolations(page, 'login');
});

/** Opens a page inside the running app, as a menu click does: no reload, so each page costs only itself. */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await expect(page).toHaveURL((url) => url.pathname === address.split('?')[0]);
  // The page's chunk has loaded (its data is waited for in settle).
  await expect(page.getByTestId('page-loading').filter({ visible: true })).toHaveCount(0);
}

async function adminMenuPages(page: Page): Promise<MenuNode[]> {
  const menus = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string;
    const answer = await fetch('/api/oauth/CurrentUser', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: { menuList: MenuNode[] } }).data.menuList;
  });
  return pagesOf(menus);
}

test('home and the More page of admin', async ({ page }) => {
  await signIn(page);
  await expectNoSeriousViolations(page, 'home');
  expect((await adminMenuPages(page)).length).toBeGreaterThanOrEqual(14);
  await openInApp(page, '/menuMore');
  await expectNoSeriousViolations(page, 'More /menuMore');
});

// Every menu page of admin, in parts: a part that fails is retried alone, and each part's time is its own.
const PARTS = 6;
for (let part = 0; part < PARTS; part++) {
  test(`every menu page of admin, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    await signIn(page);
    const pages = (await adminMenuPages(page)).filter((_, i) => i % PARTS === part);
    // A loaded machine needs up to ~20 s a page (tests never fail for being slow).
    test.setTimeout(60_000 + pages.length * 25_000);
    for (const menu of pages) {
      // A data screen's menu (type 6) holds a path of its own (/datascreen/<code>); the others are relative.
      const address = `/${(menu.urlAddress ?? '').replace(/^\/+/, '')}`;
      await openInApp(page, address);
      await expectNoSeriousViolations(page, `${menu.fullName} ${address}`);
    }
  });
}

test('the compact (plain) and top-menu (functional) layouts', async ({ page }) => {
  await signIn(page);
  for (const layout of ['plain', 'functional']) {
    await setStored(page, { layoutType: layout });
    await page.goto('/home');
    await expectNoSeriousViolations(page, `home in the ${layout} layout`);
  }
});

test('zhtw and English, and the light sidebar', async ({ page }) => {
  await signIn(page);
  for (const language of ['zhtw', 'en']) {
    await setStored(page, { language, themeClass: 'lightWhite' });
    await page.goto('/home');
    await expectNoSeriousViolations(page, `home in ${language}`);
    await page.goto('/fixedAsset/storage');
    await expectNoSeriousViolations(page, `资产台账 in ${language}`);
  }
});

// Every theme colour is checked in theme-contrast.test.ts; here the two lightest, in the browser.
test('the lightest theme colours keep the contrast', async ({ page }) => {
  await signIn(page);
  for (const theme of ['yellow', 'green']) {
    await setStored(page, { theme });
    await page.goto('/fixedAsset/storage');
    await expectNoSeriousViolations(page, `资产台账 in ${theme}`);
  }
});
