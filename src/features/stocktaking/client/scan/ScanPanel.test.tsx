import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/components/dialogs/confirm';
import type { StocktakeItemRow } from '@/features/stocktaking/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb, type QingbanDb } from '@/sync/db';
import { CompleteButton } from '../detail/CompleteButton';
import { CountsBar } from '../detail/CountsBar';
import { completeBlock } from '../detail/completion';
import { registerStocktakingLocales } from '../i18n';
import { useLocalStocktake } from '../model/hooks';
import { saveDownload } from '../model/local-store';
import { ScanLog } from './ScanLog';
import { ScanPanel } from './ScanPanel';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const USER = 'scan-panel-tester';
const item = (n: number): StocktakeItemRow => ({
  id: `row${n}`, stocktakeId: 'st1', itemId: `fa${n}`, assetCode: `ZC0${n}`, itemName: `笔记本电脑${n}`, itemTypeName: null,
  expectedEntId: null, expectedEntName: null, expectedDeptId: null, expectedDeptName: '仓储部', expectedUserName: null, expectedLocation: 'EC-仓库A',
  thumbUrl: null, result: null, foundLocation: null, foundBy: null, foundByName: null, foundAt: null, firstScanId: null,
});
let db: QingbanDb;

function Harness() {
  const view = useLocalStocktake('st1');
  if (!view?.stocktake) return null;
  return (
    <>
      <CountsBar counts={view.counts} />
      <ScanPanel stocktakeId="st1" defaultLocation="EC-仓库A" byName="赵强" />
      <ScanLog scans={view.scans} items={view.items} pending={new Set(view.scans.map((s) => s.id))} editable userId={USER} />
    </>
  );
}

const renderHarness = () => render(<MantineProvider><Harness /><ConfirmHost /></MantineProvider>);
const count = (key: string) => screen.getByTestId(`count-${key}`).textContent;
async function type(code: string) {
  const input = screen.getByTestId('scan-input');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  registerStocktakingLocales();
});
beforeEach(async () => {
  localStorage.clear();
  db = await openUserDb(USER);
  await saveDownload(db, {
    stocktake: {
      id: 'st1', name: '十一月盘点', scopeType: 'location', scopeId: null, scopeName: 'EC-仓库A', location: 'EC-仓库A', status: 'open', creatorId: 'a', creatorName: '王磊',
      createdAt: 1, completedAt: null, appliedAt: null, checkers: [], counts: { expected: 3, found: 0, moved: 0, missing: 3, unknown: 0 },
    },
    items: [item(1), item(2), item(3)], scans: [],
  });
});
afterEach(async () => {
  cleanup();
  await deleteUserDb(USER);
});

describe('the scan bar', () => {
  it('records a typed code on Enter, counts it live, keeps the focus, and warns about a duplicate', async () => {
    renderHarness();
    await screen.findByTestId('scan-input');
    expect(count('expected')).toBe('3');
    await type('ZC01');
    await waitFor(() => expect(count('found')).toBe('1'));
    expect(screen.getByTestId('scan-feedback').textContent).toContain('已找到：ZC01');
    expect(document.activeElement).toBe(screen.getByTestId('scan-input'));
    expect((screen.getByTestId('scan-input') as HTMLInputElement).value).toBe('');

    await type('ZC01');
    await waitFor(() => expect(screen.getByTestId('scan-feedback').textContent).toContain('重复扫描，不重复计数：ZC01'));
    expect(count('found')).toBe('1');
    await waitFor(() => expect(screen.getAllByTestId('duplicate-mark')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('scan-location'), { target: { value: 'EC-仓库B' } });
    await type('ZC02');
    await waitFor(() => expect(count('moved')).toBe('1'));
    await type('NOT-A-CODE');
    await waitFor(() => expect(count('unknown')).toBe('1'));
    expect(count('missing')).toBe('1');
    expect(screen.getAllByTestId('pending-mark')).toHaveLength(4);
    expect(await db.outbox.count()).toBe(4);
  });

  it('undoes a scan after confirmation: the count goes back', async () => {
    renderHarness();
    await screen.findByTestId('scan-input');
    await type('ZC03');
    await waitFor(() => expect(count('found')).toBe('1'));
    fireEvent.click(screen.getByTestId('scan-undo'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(count('found')).toBe('0'));
    expect(screen.getByTestId('scan-row').getAttribute('data-undone')).toBe('1');
  });

  it('refuses an empty code', async () => {
    renderHarness();
    await screen.findByTestId('scan-input');
    await type('   ');
    expect(await screen.findByText('请输入资产编码')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('完成盘点 on the device', () => {
  it('is refused offline and while scans or photos wait to sync, with the reason shown', async () => {
    expect(completeBlock(false, 0, 0)).toEqual({ kind: 'offline' });
    expect(completeBlock(true, 2, 1)).toEqual({ kind: 'unsynced', count: 3 });
    expect(completeBlock(true, 0, 0)).toBeNull();
    const counts = { expected: 3, found: 1, moved: 0, missing: 2, unknown: 0 };
    const { rerender } = render(<MantineProvider><CompleteButton id="st1" allowed online={false} unsynced={0} waitingPhotos={0} counts={counts} onDone={() => undefined} /><ConfirmHost /></MantineProvider>);
    fireEvent.click(screen.getByTestId('stocktake-complete'));
    expect((await screen.findByTestId('complete-refused')).textContent).toContain('当前离线，不能完成盘点');
    rerender(<MantineProvider><CompleteButton id="st1" allowed online unsynced={2} waitingPhotos={0} counts={counts} onDone={() => undefined} /><ConfirmHost /></MantineProvider>);
    fireEvent.click(screen.getByTestId('stocktake-complete'));
    await waitFor(() => expect(screen.getByTestId('complete-refused').textContent).toContain('还有 2 条扫描或照片未同步'));
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
    rerender(<MantineProvider><CompleteButton id="st1" allowed={false} online unsynced={0} waitingPhotos={0} counts={counts} onDone={() => undefined} /><ConfirmHost /></MantineProvider>);
    fireEvent.click(screen.getByTestId('stocktake-complete'));
    await waitFor(() => expect(screen.getByTestId('complete-refused').textContent).toContain('全部扫描已同步'));
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
  });
});
