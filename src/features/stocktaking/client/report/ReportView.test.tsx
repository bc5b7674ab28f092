import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRINT_TEMPLATE_TABLE } from '@/components/print/use-print-job';
import { blankTemplate, printTemplateDoc } from '@/features/print/contract';
import type { StocktakeInfo, StocktakeItemRow } from '@/features/stocktaking/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { registerStocktakingLocales } from '../i18n';
import type { LocalScanRow } from '../model/hooks';
import { ReportView } from './ReportView';

vi.mock('@/components/print/print-api', () => ({ printApi: { selector: vi.fn(), data: vi.fn() } }));

const USER = 'report-view-tester';
const stocktake: StocktakeInfo = {
  id: 'st1', name: '十一月盘点', scopeType: 'location', scopeId: null, scopeName: 'EC-仓库A', location: 'EC-仓库A', status: 'completed', creatorId: 'a', creatorName: '王磊',
  createdAt: 1, completedAt: 2, appliedAt: null, checkers: [], counts: { expected: 3, found: 1, moved: 1, missing: 1, unknown: 1 },
};
const item = (n: number, result: StocktakeItemRow['result']): StocktakeItemRow => ({
  id: `row${n}`, stocktakeId: 'st1', itemId: `fa${n}`, assetCode: `ZC0${n}`, itemName: `笔记本电脑${n}`, itemTypeName: null,
  expectedEntId: null, expectedEntName: null, expectedDeptId: null, expectedDeptName: '仓储部', expectedUserName: null, expectedLocation: 'EC-仓库A',
  thumbUrl: null, result, foundLocation: result === 'moved' ? 'EC-走廊' : null, foundBy: null, foundByName: result ? '赵强' : null, foundAt: null, firstScanId: null,
});
const scan = (id: string, code: string, scannedAt: number, duplicate = false): LocalScanRow => ({
  id, stocktakeId: 'st1', code, itemId: null, result: 'unknown', location: 'EC-仓库A', entId: null, deptId: null, note: null, photoUrl: null,
  scannedBy: 'u1', scannedByName: '赵强', scannedAt, deviceId: null, undone: 0, createdAt: scannedAt, duplicate,
});
const items = [item(1, null), item(2, 'moved'), item(3, 'found')];
// The same unknown code twice: the report lists it once.
const scans = [scan('s2', 'NOSUCH1', 20, true), scan('s1', 'NOSUCH1', 10)];

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  registerStocktakingLocales();
  const db = await openUserDb(USER);
  const report = printTemplateDoc.parse({
    ...blankTemplate(),
    header: { height: 10, elements: [{ id: 'title', type: 'field', x: 0, y: 0, w: 180, h: 8, field: 'name', label: '' }] },
    body: { elements: [
      { id: 'missing', type: 'table', x: 0, y: 0, w: 180, h: 14, field: 'missingList', columns: [{ field: 'assetCode', title: '资产编码', width: 90 }, { field: 'itemName', title: '物品名称', width: 90 }] },
      { id: 'unknown', type: 'table', x: 0, y: 20, w: 180, h: 14, field: 'unknownList', columns: [{ field: 'code', title: '扫描编码', width: 90 }, { field: 'scannedByName', title: '盘点人', width: 90 }] },
    ] },
  });
  await db.collection(PRINT_TEMPLATE_TABLE).put({ id: 'r1', fullName: '资产盘点报告', enCode: 'stocktake.report', category: 'stocktake', sortCode: 0, enabledMark: 1, templateJson: JSON.stringify(report) });
});
afterEach(cleanup);
afterAll(() => deleteUserDb(USER));

describe('盘点报告', () => {
  it('shows the report from the device and prints it through the stocktake template, offline', async () => {
    render(<MantineProvider><ReportView stocktake={stocktake} items={items} scans={scans} counts={stocktake.counts} online={false} onDevice /></MantineProvider>);
    const page = within(screen.getByTestId('stocktake-report'));
    expect(page.getByText('未知编码（1）')).toBeTruthy();
    expect(page.getAllByText('NOSUCH1')).toHaveLength(1);
    expect(page.getByText('位置变动（1）')).toBeTruthy();
    expect(page.getByText('EC-走廊')).toBeTruthy();
    expect(screen.queryByTestId('report-print-template')).toBeNull();

    fireEvent.click(screen.getByTestId('report-print'));
    const dialog = within(await screen.findByRole('dialog', { name: '十一月盘点 盘点报告' }));
    expect(await dialog.findByText('共 1 页')).toBeTruthy();
    const preview = within(dialog.getByRole('region', { name: '打印预览' }));
    expect(preview.getByText('十一月盘点')).toBeTruthy();
    expect(preview.getByText('ZC01')).toBeTruthy();
    expect(preview.queryByText('ZC03')).toBeNull();
    expect(preview.getAllByText('NOSUCH1')).toHaveLength(1);
  });

  it('cannot print a stocktake not on the device while offline', () => {
    render(<MantineProvider><ReportView stocktake={stocktake} items={items} scans={[]} counts={stocktake.counts} online={false} onDevice={false} /></MantineProvider>);
    expect(screen.getByTestId('report-print').hasAttribute('disabled')).toBe(true);
  });
});
