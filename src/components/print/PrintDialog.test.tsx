import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankTemplate, printTemplateDoc, type PrintField, type PrintTemplateDocInput } from '@/features/print/contract';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { printApi } from './print-api';
import { printHtml } from './print-frame';
import { PrintDialog } from './PrintDialog';
import { PRINT_TEMPLATE_TABLE } from './use-print-job';

vi.mock('./print-frame', async (original) => ({ ...(await original<object>()), printHtml: vi.fn(async () => undefined) }));
vi.mock('./print-api', () => ({ printApi: { selector: vi.fn(), data: vi.fn() } }));

const USER = 'print-dialog-tester';
let db: QingbanDb;
const sheet: PrintTemplateDocInput = {
  paper: { size: 'A4', width: 210, height: 297, margin: { top: 10, right: 10, bottom: 10, left: 10 } },
  header: { height: 0, elements: [] },
  labels: { columns: 3, rows: 8, gapX: 2, gapY: 2 },
  body: { elements: [
    { id: 'name', type: 'field', x: 1, y: 1, w: 40, h: 6, field: 'itemName', label: '名称' },
    { id: 'place', type: 'field', x: 1, y: 8, w: 40, h: 6, field: 'location', label: '位置' },
    { id: 'qr', type: 'qrcode', x: 42, y: 2, w: 18, h: 18, field: 'assetCode' },
  ] },
  footer: { height: 7, elements: [{ id: 'page', type: 'text', x: 0, y: 1, w: 190, h: 5, text: '第 {page} 页 / 共 {pages} 页', align: 'center' }] },
};
const single: PrintTemplateDocInput = { ...blankTemplate(), body: { elements: [{ id: 'code', type: 'field', x: 0, y: 0, w: 80, h: 8, field: 'assetCode', label: '编码' }] } };
const row = (id: string, fullName: string, category: string, doc: PrintTemplateDocInput, sortCode: number, enabledMark = 1) =>
  ({ id, fullName, enCode: id, category, templateJson: JSON.stringify(printTemplateDoc.parse(doc)), sortCode, enabledMark });
const fields: PrintField[] = [{ field: 'assetCode', label: '资产编码', kind: 'text' }, { field: 'itemName', label: '物品名称', kind: 'text' }, { field: 'location', label: '存放位置', kind: 'text' }];
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `a${i + 1}`, assetCode: `ZC2026112100${String(i + 1).padStart(2, '0')}`, itemName: `办公椅${i + 1}`, location: `A区-${i + 1}` }));

const open = (records = items(26)) =>
  render(<MantineProvider><PrintDialog opened onClose={() => undefined} kind="assetItem" ids={records.map((r) => r.id)} local={{ fields, records }} title="打印资产标签" /></MantineProvider>);

beforeAll(async () => {
  await setupTestI18n();
  db = await openUserDb(USER);
});
beforeEach(async () => {
  localStorage.clear();
  vi.mocked(printHtml).mockClear();
  await db.collection(PRINT_TEMPLATE_TABLE).clear();
  await db.collection(PRINT_TEMPLATE_TABLE).bulkPut([
    row('t2', '资产标签（单张）', 'assetItem', single, 2),
    row('t1', '资产标签', 'assetItem', sheet, 1),
    row('t3', '停用的标签', 'assetItem', single, 0, 0),
    row('t4', '资产计划登记表', 'assetPlan', single, 0),
  ]);
});
afterEach(cleanup);
afterAll(() => deleteUserDb(USER));

describe('PrintDialog with records filled on the device (offline)', () => {
  it('offers the kind\'s enabled templates from the device store and fills a sheet of labels, one item a label', async () => {
    const { container } = open();
    const select = await screen.findByTestId('print-template');
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('资产标签'));
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['资产标签', '资产标签（单张）']);
    fireEvent.click(select);
    // 26 items, 24 labels a sheet: two sheets.
    expect(await screen.findByText('共 2 页，26 个标签')).toBeTruthy();
    const pages = [...container.ownerDocument.querySelectorAll('section[data-page]')];
    expect(pages.map((p) => p.querySelectorAll('[data-label]').length)).toEqual([24, 2]);
    for (const [i, item] of items(26).entries()) {
      const label = within(container.ownerDocument.querySelector<HTMLElement>(`[data-label="${i + 1}"]`)!);
      expect(label.getByText(`名称：${item.itemName}`)).toBeTruthy();
      expect(label.getByText(`位置：${item.location}`)).toBeTruthy();
      expect(label.getByRole('img', { name: `二维码 ${item.assetCode}` })).toBeTruthy();
    }
    expect(within(pages[1] as HTMLElement).getByText('第 2 页 / 共 2 页')).toBeTruthy();
    expect(printApi.selector).not.toHaveBeenCalled();
    expect(printApi.data).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('print-go'));
    await waitFor(() => expect(printHtml).toHaveBeenCalledTimes(1));
    const html = vi.mocked(printHtml).mock.calls[0]![0];
    expect(html).toContain('<title>打印资产标签</title>');
    expect(html).toContain('@page{size:210mm 297mm;margin:0}');
    expect(html.match(/data-label="/g)).toHaveLength(26);
    expect(html).not.toContain('data-testid="print-template"');
  });

  it('prints one page an item with a one-label template, and remembers the template chosen', async () => {
    open(items(3));
    const select = await screen.findByTestId('print-template');
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('资产标签'));
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: '资产标签（单张）' }));
    expect(await screen.findByText('共 3 页')).toBeTruthy();
    expect(screen.getByText('编码：ZC202611210003')).toBeTruthy();
    cleanup();
    open(items(3));
    await waitFor(() => expect((screen.getByTestId('print-template') as HTMLInputElement).value).toBe('资产标签（单张）'));
  });

  it('says when the device holds no template of the kind yet, and cannot print', async () => {
    await db.collection(PRINT_TEMPLATE_TABLE).clear();
    open();
    expect(await screen.findByText('本设备上还没有可用的打印模板：联网同步一次后即可离线打印')).toBeTruthy();
    expect(screen.getByTestId('print-go').hasAttribute('disabled')).toBe(true);
  });
});
