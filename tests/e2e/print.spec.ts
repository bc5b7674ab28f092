import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/**
 * Issue 14, "Done when" (print templates): design a template with a repeating table bound to an
 * asset plan's rows, print a plan, and read the printed pages back as PDF text: every row's asset
 * name and the page numbers of both pages. Then, offline, the asset labels (a sheet of labels) and
 * a downloaded stocktake's report print through the templates the device holds.
 */
const tag = Date.now().toString(36).slice(-5);

/** A demo plan with at least two rows (each row will take most of a page). */
async function planWithRows(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const page = (await (await request.post('/api/business/fixedAsset-appl/getSubscribeModels', { headers, data: { currentPage: 1, pageSize: 50 } })).json()) as { msg: string; data: { list: { id: string; itemNames: string }[] } };
  expect(page.data, page.msg).not.toBeNull();
  for (const row of page.data.list) {
    const detail = (await (await request.get('/api/business/fixedAsset-plan/detail', { headers, params: { id: row.id } })).json()) as { data: { id: string; dtlList: { itemName: string }[] } };
    if (detail.data.dtlList.length >= 2 && detail.data.dtlList.length <= 4) return { ...row, names: detail.data.dtlList.map((r) => r.itemName) };
  }
  throw new Error('no demo plan with 2-4 rows');
}

/**
 * Chromium's PDF maps some CJK glyphs back to radicals (⻋ for 车, ⻚ for 页, ⽰ for 示): NFKC folds the
 * Kangxi radicals; the simplified forms of the radicals supplement need this table.
 */
const RADICALS: Record<string, string> = {
  '⺠': '民', '⻄': '西', '⻅': '见', '⻆': '角', '⻉': '贝', '⻋': '车', '⻓': '长', '⻔': '门', '⻘': '青', '⻙': '韦', '⻚': '页', '⻛': '风', '⻜': '飞',
  '⻝': '食', '⻟': '食', '⻢': '马', '⻣': '骨', '⻤': '鬼', '⻥': '鱼', '⻦': '鸟', '⻧': '卤', '⻨': '麦', '⻩': '黄', '⻬': '齐', '⻮': '齿', '⻰': '龙',
};
const unify = (text: string) => [...text.normalize('NFKC')].map((c) => RADICALS[c] ?? c).join('').replace(/\s+/g, '');

/** The printed PDF's text per page, read by pdfjs-dist (its legacy build, for Node). */
async function pdfText(pdf: Buffer): Promise<string[]> {
  // pdfjs-dist 6 expects Promise.withResolvers (Node 22); this Node may predate it.
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  };
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  return pages;
}

test('a template designed with a repeating table prints a plan: the PDF holds its rows and page numbers', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const plan = await planWithRows(request, await apiToken(request, 'admin'));
  await signIn(page, 'admin');

  // Design: a new template for 资产计划 with the plan's unit and a table bound to its rows.
  await page.goto('/system/printDev');
  await expect(page.getByRole('row').filter({ hasText: '资产计划登记表' })).toBeVisible();
  await page.getByTestId('print-add').click();
  const designer = page.getByRole('dialog', { name: '设计打印模板' });
  await designer.getByTestId('designer-name').fill(`计划打印${tag}`);
  await designer.getByTestId('designer-code').fill(`e2e.plan.${tag}`);
  await expect(designer.getByTestId('designer-category')).toHaveValue('资产计划');
  await designer.getByTestId('designer-add').click();
  await page.getByTestId('add-field').click();
  await expect(designer.getByTestId('bind-field')).toHaveValue('申购单位');
  await designer.getByTestId('designer-add').click();
  await page.getByTestId('add-table').click();
  await expect(designer.getByTestId('bind-list')).toHaveValue('物品明细');
  // The field sits at the top; the table goes below it, with rows tall enough to need a second page.
  const table = designer.locator('[data-element="table1"]');
  await table.focus();
  for (let i = 0; i < 10; i++) await table.press('ArrowDown');
  await designer.getByRole('textbox', { name: '上（毫米）' }).fill('100');
  await designer.getByRole('textbox', { name: '行高' }).fill('50');
  await designer.getByTestId('designer-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `e2e.plan.${tag}` })).toBeVisible();

  // Print: the plan's 打印 opens the filled pages; choose the new template.
  await page.goto('/fixedAsset/plan');
  const box = page.locator('[data-testid="list-keyword"]:visible');
  await box.fill(plan.names[0]!);
  await box.press('Enter');
  const row = page.getByRole('row').filter({ hasText: plan.itemNames }).first();
  await row.getByTestId('plan-print').click();
  const dialog = page.getByRole('dialog', { name: '打印' });
  await dialog.getByTestId('print-template').click();
  await page.getByRole('option', { name: `计划打印${tag}` }).click();
  // A 247 mm body, the table 100 mm down with 50 mm rows: its header and one row on page 1, the rest (up to 4) on page 2.
  const pageCount = 2;
  await expect(dialog.getByTestId('print-page-count')).toHaveText(`共 ${pageCount} 页`);
  await expect(dialog.locator('section[data-page]')).toHaveCount(pageCount);

  // 打印 writes the print document into a frame; the same document becomes the PDF.
  await dialog.getByTestId('print-go').click();
  const frame = page.locator('iframe[data-qb-print-frame]');
  await expect(frame).toHaveCount(1);
  const html = (await frame.getAttribute('srcdoc'))!;
  expect(html).toContain('@page{size:210mm 297mm');
  const printed = await browser.newPage();
  await printed.setContent(html, { waitUntil: 'load' });
  const pdf = await printed.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = await pdfText(pdf);
  expect(pages).toHaveLength(pageCount);
  const all = unify(pages.join(''));
  for (const name of plan.names) expect(all).toContain(unify(name));
  pages.forEach((text, i) => expect(unify(text)).toContain(`第${i + 1}页/共${pageCount}页`));
  // The table header repeats on every page.
  pages.forEach((text) => expect(text).toContain('物品名称'));
  await printed.close();
});

test('offline, the asset register prints the chosen items as a sheet of labels and a downloaded stocktake its report, from the device', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

  // The demo stocktake, downloaded to this device.
  await page.goto('/fixedAsset/stocktake');
  const stocktakeName = '华东仓库A 季度盘点';
  await page.getByRole('row').filter({ hasText: stocktakeName }).getByTestId('stocktake-open').click();
  await expect(page.getByTestId('stocktake-detail')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('stocktake-download').click();
  await expect(page.getByTestId('stocktake-download')).toHaveText('重新下载', { timeout: 30_000 });
  const stocktakeUrl = page.url();

  // The print templates and the assets have reached the device store.
  await page.goto('/syncStatus');
  for (const c of ['printTemplates', 'assets']) await expect(page.getByTestId(`sync-collection-${c}`)).not.toContainText('从未', { timeout: 30_000 });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();

  // 资产台账 from the device: tick four items, 打印标签 opens the label templates.
  await page.goto('/fixedAsset/storage');
  await expect(page.getByTestId('offline-note')).toBeVisible();
  const rows = page.locator('tbody tr').filter({ hasText: /ZC\d{12}/ });
  await expect(rows.first()).toBeVisible();
  const codes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const row = rows.nth(i);
    codes.push(/ZC\d{12}/.exec((await row.textContent())!)![0]);
    await row.getByRole('checkbox').check();
  }
  await page.getByTestId('storage-print').click();
  const dialog = page.getByRole('dialog', { name: '打印资产标签' });
  await expect(dialog.getByTestId('print-template')).toHaveValue('资产标签');
  await expect(dialog.getByTestId('print-page-count')).toHaveText('共 1 页，4 个标签');
  await expect(dialog.locator('[data-label]')).toHaveCount(4);
  for (const [i, code] of codes.entries()) await expect(dialog.locator(`[data-label="${i + 1}"]`)).toContainText(`编码：${code}`);

  await dialog.getByTestId('print-go').click();
  const frame = page.locator('iframe[data-qb-print-frame]');
  await expect(frame).toHaveCount(1);
  const printed = await browser.newPage();
  await printed.setContent((await frame.getAttribute('srcdoc'))!, { waitUntil: 'load' });
  const pages = await pdfText(await printed.pdf({ preferCSSPageSize: true, printBackground: true }));
  await printed.close();
  expect(pages).toHaveLength(1);
  for (const code of codes) expect(unify(pages[0]!)).toContain(code);
  expect(unify(pages[0]!)).toContain('第1页/共1页');

  // The stocktake's report, still offline: the stocktake report template filled from the device.
  await page.goto(stocktakeUrl);
  await expect(page.getByTestId('stocktake-detail')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('tab-report').click();
  await page.getByTestId('report-print').click();
  const report = page.getByRole('dialog', { name: `${stocktakeName} 盘点报告` });
  await expect(report.getByTestId('print-template')).toHaveValue('资产盘点报告');
  await expect(report.getByTestId('print-page-count')).toHaveText(/^共 \d+ 页$/);
  const preview = report.getByRole('region', { name: '打印预览' });
  await expect(preview).toContainText(stocktakeName);
  await expect(preview).toContainText('未找到');
  await expect(preview.getByRole('columnheader', { name: '资产编码' }).first()).toBeVisible();
  await page.context().setOffline(false);
});

