import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Issue 10 §6 "Fits the screen people use", at the two laptop sizes staff use: every column of
 * the wide lists can be reached while the first and the action columns stay in view; the size
 * menu's mini density shows at least 12 rows; paths and prices stay on one line; the tag bar
 * scrolls with arrows; trees share one arrow.
 */
const SCREENS = [{ width: 1440, height: 900 }, { width: 1366, height: 768 }] as const;
const USER_HEADERS = ['账号', '姓名', '性别', '所属组织', '岗位', '角色', '手机', '状态', '创建时间', '操作'];
const ITEM_HEADERS = ['资产编码', '物品名称', '物品类型', '状态', '品牌', '规格型号', '单价', '使用单位', '使用部门', '使用人', '存放位置', '入库时间', '操作'];
const TAG_PAGES = ['/permission/organize', '/permission/position', '/permission/role', '/permission/group', '/permission/authorize', '/permission/onlineUser', '/system/log', '/system/area', '/system/dictionary', '/fixedAsset/plan', '/permission/user'];

const shown = (page: Page, selector: string) => page.locator(`${selector}:visible`);

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(shown(page, '[data-testid="list-total"]')).toBeVisible();
  await expect(shown(page, 'table tbody tr').first()).toBeVisible();
}

async function chooseSize(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: '组件尺寸' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** True when the centre of the element is what the user sees there (not under a pinned column, not off-screen). */
async function seenAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Brings a header into view by scrolling the table sideways only, as a user would with the scrollbar. */
async function scrollHeaderIntoView(container: Locator, header: Locator): Promise<void> {
  const target = await header.evaluate((th) => (th as HTMLElement).offsetLeft);
  await container.evaluate((el, left) => { el.scrollLeft = Math.max(0, left - el.clientWidth / 2); }, target);
}

async function expectEveryColumnReachable(page: Page, headers: string[]): Promise<void> {
  const container = shown(page, '.mrt-table-container');
  const head = (name: string) => shown(page, 'thead th').filter({ hasText: name }).first();
  const [first, last] = [head(headers[0]!), head('操作')];
  for (const name of headers) {
    await scrollHeaderIntoView(container, head(name));
    await expect.poll(() => seenAtCentre(head(name)), { message: `${name} can be seen` }).toBe(true);
    expect(await seenAtCentre(first), `${headers[0]} stays in view`).toBe(true);
    expect(await seenAtCentre(last), '操作 stays in view').toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page itself does not scroll sideways').toBe(true);
}

/** Data rows whose whole height is on screen without scrolling the page. */
async function rowsInView(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return shown(page, 'table tbody tr').evaluateAll((rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length);
}

/** How many lines a cell's text takes. */
const lineCount = (cell: Locator) => cell.evaluate((el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
});

for (const screen of SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });
    // Each test opens several lists on a shared two-core machine.
    test.describe.configure({ timeout: 120_000 });

    test('every column of the user list and 资产台账 can be reached; the first and action columns stay put', async ({ page }) => {
      await signIn(page);
      await openList(page, '/permission/user');
      await expectEveryColumnReachable(page, USER_HEADERS);
      await openList(page, '/fixedAsset/storage');
      await expectEveryColumnReachable(page, ITEM_HEADERS);
    });

    test('the size menu sets real row densities; mini shows at least 12 rows', async ({ page }) => {
      await signIn(page);
      await openList(page, '/permission/user');
      const heights: number[] = [];
      for (const label of ['默认', '中等', '小', '迷你']) {
        await chooseSize(page, label);
        await page.waitForTimeout(300);
        heights.push(await shown(page, 'table tbody tr').first().evaluate((r) => r.getBoundingClientRect().height));
      }
      for (let i = 1; i < heights.length; i++) expect(heights[i], `row heights ${heights.join(' > ')}`).toBeLessThan(heights[i - 1]!);
      expect(await page.evaluate(() => localStorage.getItem('jnpf_size'))).toBe('"mini"');
      if (screen.height >= 900) expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
      await page.reload();
      await expect.poll(() => shown(page, 'table tbody tr').first().evaluate((r) => Math.round(r.getBoundingClientRect().height)), { message: 'mini survives a reload' }).toBe(Math.round(heights[3]!));
      await openList(page, '/fixedAsset/storage');
      if (screen.height >= 900) expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
    });

    test('a long organisation path stays on one line with its full text in a tooltip; prices do not wrap', async ({ page }) => {
      await signIn(page);
      await openList(page, '/permission/user');
      const path = '轻办示范集团/华东分公司/资产管理部';
      const cell = shown(page, '.qb-truncate').filter({ hasText: path }).first();
      await expect(cell).toHaveAttribute('data-truncated', 'true');
      expect(await lineCount(cell)).toBe(1);
      await cell.hover();
      await expect(page.getByRole('tooltip')).toHaveText(path);
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await cell.focus();
      await expect(page.getByRole('tooltip')).toHaveText(path);

      await openList(page, '/fixedAsset/storage');
      const priceColumn = await shown(page, 'thead th').filter({ hasText: '单价' }).first().getAttribute('data-index');
      const prices = shown(page, `tbody td[data-index="${priceColumn}"]`);
      expect(await prices.count()).toBeGreaterThan(5);
      for (const price of await prices.all()) {
        await expect(price).toHaveText(/^[\d,]+\.\d{2}元$/);
        expect(await lineCount(price)).toBe(1);
        expect(await price.locator('.qb-truncate').getAttribute('data-truncated'), 'the whole price shows').toBeNull();
      }
    });

    test('with 12 pages open the tag bar scrolls with arrows and keeps the active tag in view', async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('button', { name: '向右滚动标签' })).toHaveCount(0);
      for (const path of TAG_PAGES) {
        await page.goto(path);
        await expect(page.locator(`[data-testid="tags-bar"] [data-path="${path}"]`)).toBeVisible();
      }
      const tags = page.locator('[data-testid="tags-bar"] [data-path]');
      await expect(tags).toHaveCount(12);
      const right = page.getByRole('button', { name: '向右滚动标签' });
      const left = page.getByRole('button', { name: '向左滚动标签' });
      await expect(right).toBeVisible();
      await expect(left).toBeVisible();
      await expect(page.locator('[data-testid="tags-bar"] [data-active]')).toBeInViewport({ ratio: 1 });

      // Opening a page whose tag is scrolled out of view brings the tag back; the arrows move the bar.
      await page.getByTestId('sidebar').locator('[data-menu-path="/permission/organize"]').click();
      await expect(page).toHaveURL(/\/permission\/organize$/);
      await expect(page.locator('[data-testid="tags-bar"] [data-path="/permission/organize"]')).toBeInViewport({ ratio: 1 });
      const home = page.locator('[data-testid="tags-bar"] [data-path="/home"]');
      await expect(async () => {
        if (await left.isEnabled()) await left.click();
        await expect(left).toBeDisabled({ timeout: 500 });
      }).toPass();
      await expect(home).toBeInViewport({ ratio: 1 });
      await right.click();
      await expect(left).toBeEnabled();
      await expect(home).not.toBeInViewport({ ratio: 1 });
    });
  });
}

test('the tag bar arrows are named in every language; status switch labels are readable', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  for (const path of TAG_PAGES) {
    await page.goto(path);
    await expect(page.locator(`[data-testid="tags-bar"] [data-path="${path}"]`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: '向右滚动标签' })).toBeVisible();

  const track = shown(page, 'input:checked + .mantine-Switch-track').first();
  const style = await track.evaluate((el) => {
    const s = getComputedStyle(el);
    const label = el.querySelector('.mantine-Switch-trackLabel');
    return { color: s.color, background: s.backgroundColor, fontSize: Number.parseFloat(getComputedStyle(label ?? el).fontSize) };
  });
  const channels = (rgb: string) => (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const luminance = (rgb: string) => {
    const [r, g, b] = channels(rgb).map((c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(style.color), luminance(style.background)].sort((a, b) => b - a) as [number, number];
  expect((hi + 0.05) / (lo + 0.05), `${style.color} on ${style.background}`).toBeGreaterThanOrEqual(4.5);
  expect(style.fontSize).toBeGreaterThanOrEqual(10);

  for (const [language, name] of [['en', 'Scroll tabs right'], ['zhtw', '向右捲動標籤']] as const) {
    await page.evaluate((l) => localStorage.setItem('jnpf_language', JSON.stringify(l)), language);
    await page.reload();
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await page.evaluate(() => localStorage.setItem('jnpf_language', '"zh"'));
});

test('every tree uses the one arrow: right when closed, turned down when open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/system/area');
  const beijing = page.getByTestId('area-expand-北京市');
  await expect(beijing.locator('svg.qb-expand-chevron')).toBeVisible();
  await expect(beijing.locator('svg.qb-expand-chevron')).not.toHaveAttribute('data-expanded');
  await beijing.click();
  await expect(beijing.locator('svg.qb-expand-chevron')).toHaveAttribute('data-expanded', 'true');

  await page.goto('/permission/organize');
  await expect(shown(page, 'svg.qb-expand-chevron[data-expanded]').first()).toBeVisible();
  await page.goto('/permission/user');
  await expect(page.getByTestId('org-tree-panel').locator('svg.qb-expand-chevron[data-expanded]').first()).toBeVisible();
  for (const path of ['/system/area', '/permission/organize', '/permission/user']) {
    await page.goto(path);
    await expect(shown(page, 'svg.qb-expand-chevron').first()).toBeVisible();
    expect(await shown(page, '.mrt-expand-button-chevron').count(), `${path}: no other arrow`).toBe(0);
  }
});
