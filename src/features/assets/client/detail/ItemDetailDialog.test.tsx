import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/components/dialogs/confirm';
import { AssetApi, type ItemDetail, type ItemLogRecord } from '@/features/assets/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { registerAssetLocales } from '../i18n';
import { imageProblem } from './ImageButton';
import { DETAIL_CLEAR_MS, ItemDetailDialog } from './ItemDetailDialog';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

const USER = 'item-detail-tester';
const record = (over: Partial<ItemLogRecord>): ItemLogRecord => ({
  id: 'l1', kind: 'receive', createAt: Date.UTC(2026, 0, 5, 2, 30), entName: '华东分公司', deptName: '仓储部', userName: '赵强', status: '2', remark: '仓库用', operatorName: '王磊', ...over,
});
const base = {
  nowEntId: 'e', nowEntName: '华东分公司', nowDeptId: 'd', nowDeptName: '仓储部', nowUserId: 'u', nowUserName: '赵强', status: '4', itemType: 'electronic', itemTypeName: '电子设备',
  itemName: '笔记本电脑', assetCode: 'ZC202601050001', brand: '联想', specification: 'E14', unitPrice: '1234567.5', storageTime: 0, location: '3F-301', attach: null,
};
const detail = (over: Partial<ItemDetail> = {}): ItemDetail => ({
  id: 'i1', baseInfo: base, applyInfo: null, storageInfos: [], useInfos: [record({})],
  changeInfos: [], damageInfos: [record({ id: 'l2', kind: 'damage', status: '4', remark: '屏幕碎裂' })], loseInfo: null, scrapInfo: null, canManage: false, ...over,
});

let answer: () => unknown;
let calls: string[];
function serve() {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === AssetApi.itemDetail) return new Response(JSON.stringify(answer()), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === AssetApi.restore) return new Response(JSON.stringify({ code: 200, msg: '重新入库成功', data: null }), { headers: { 'content-type': 'application/json' } });
    throw new TypeError('Failed to fetch');
  }));
}

function show(itemId: string | null, onClose = () => undefined) {
  const ui = (id: string | null) => (
    <MantineProvider>
      <ItemDetailDialog itemId={id} onClose={onClose} />
      <ConfirmHost />
    </MantineProvider>
  );
  const view = render(ui(itemId));
  return (next: string | null) => view.rerender(ui(next));
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  registerAssetLocales();
}, 30_000);
beforeEach(async () => {
  vi.setConfig({ testTimeout: 20_000 });
  serve();
  await openUserDb(USER);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notify.mockClear();
  await deleteUserDb(USER);
});

describe('物品详情', () => {
  it('a non-administrator sees the item, its money and logs, but no image or status actions', async () => {
    answer = () => ({ code: 200, msg: 'Success', data: detail() });
    show('i1');
    const dialog = await screen.findByRole('dialog', { name: '物品详情' });
    expect((await within(dialog).findByTestId('detail-asset-code')).textContent).toContain('ZC202601050001');
    expect(within(dialog).getByTestId('detail-basic').textContent).toContain('1,234,567.50元');
    expect(within(dialog).queryByTestId('detail-image-update')).toBeNull();
    expect(within(dialog).queryByTestId('detail-status-change')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('detail-damage-count'));
    const damage = await screen.findByRole('dialog', { name: '物品损坏详情' });
    expect(within(damage).getByTestId('log-damage-row').textContent).toContain('屏幕碎裂');
    expect(within(damage).getByTestId('log-damage-row').textContent).toContain('2026-01-05');
    // No change records: the count is plain text, nothing to open.
    expect(within(dialog).queryByTestId('detail-change-count')).toBeNull();
  });

  it('an asset administrator may update the image and re-store after the confirmation', async () => {
    answer = () => ({ code: 200, msg: 'Success', data: detail({ canManage: true }) });
    show('i1');
    const dialog = await screen.findByRole('dialog', { name: '物品详情' });
    expect(await within(dialog).findByTestId('detail-image-update')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('detail-status-change'));
    const status = await screen.findByRole('dialog', { name: '物品状态变更' });
    fireEvent.click(within(status).getByTestId('status-submit'));
    expect(await screen.findByText('确定要重新入库吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls).toContain(`POST ${AssetApi.restore}`));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '重新入库成功'));
  });

  it('offline, opens the item from the device store with the 离线数据 note and no actions', async () => {
    const db = await openUserDb(USER);
    await db.assets.put({ id: 'i1', ...base, planId: null, planDtlId: null, creatorTime: 1, lastModifyTime: null, _version: 1 });
    answer = () => {
      throw new TypeError('offline');
    };
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    show('i1');
    const dialog = await screen.findByRole('dialog', { name: '物品详情' });
    expect((await within(dialog).findByTestId('offline-note')).textContent).toContain('离线数据');
    expect(within(dialog).getByTestId('detail-asset-code').textContent).toContain('ZC202601050001');
    expect(within(dialog).getByTestId('item-status').textContent).toBe('损坏');
    expect(within(dialog).queryByTestId('detail-image-update')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps its data while closing and clears it 500 ms after', async () => {
    answer = () => ({ code: 200, msg: 'Success', data: detail() });
    const rerender = show('i1');
    await screen.findByTestId('detail-asset-code');
    vi.useFakeTimers();
    rerender(null);
    act(() => vi.advanceTimersByTime(DETAIL_CLEAR_MS - 50));
    expect(screen.queryByTestId('detail-asset-code')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('detail-asset-code')).toBeNull();
  });

  it('checks an image before uploading: images only, within the size limit', () => {
    expect(imageProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('请上传图片');
    expect(imageProblem(new File([new Uint8Array(6 * 1024 * 1024)], 'a.png', { type: 'image/png' }), 5)).toBe('图片大小超过5MB');
    expect(imageProblem(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }), 5)).toBeNull();
  });
});
