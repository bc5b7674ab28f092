import { describe, expect, it } from 'vitest';
import { NO_FILTERS, normalise, purchasePage, type LocalPurchase } from './local-purchases';

const row = (id: string, extra: Partial<LocalPurchase> = {}): LocalPurchase => ({
  id, purchaseNo: `CG261201-00${id}`, applEntId: 'c', applDeptId: 'd', useUserId: 'u', reason: '办公设备', expectedDate: null,
  items: JSON.stringify([{ id: `${id}-1`, itemName: '打印机', itemType: 'office', itemNum: 1, unitPrice: '100.00', remark: '' }]),
  totalAmount: '100', files: '[]', description: '', status: 0, flowTaskId: null, assetPlanId: null, creatorUserId: 'u', creatorTime: Number(id), lastModifyTime: null, ...extra,
});
const q = { currentPage: 1, pageSize: 20, keyword: '', sidx: undefined, sort: 'desc' as const, ...NO_FILTERS };

describe('purchase requests on the device', () => {
  it('parses the rows and attachments the collection carries as text, and writes the total with two decimals', () => {
    const r = normalise(row('1'));
    expect(r.items[0]!.itemName).toBe('打印机');
    expect(r.files).toEqual([]);
    expect(r.totalAmount).toBe('100.00');
    expect(normalise(row('2', { items: [], files: [] })).items).toEqual([]);
  });

  it('searches number, reason and item names; filters by status and date; newest first', () => {
    const rows = [row('1'), row('2', { reason: '会议室', items: '[{"id":"x","itemName":"投影仪","itemType":"office","itemNum":1,"unitPrice":"1.00","remark":""}]', status: 1 }), row('3', { status: 2 })];
    expect(purchasePage(rows, q).list.map((r) => r.id)).toEqual(['3', '2', '1']);
    expect(purchasePage(rows, { ...q, keyword: '投影' }).list.map((r) => r.id)).toEqual(['2']);
    expect(purchasePage(rows, { ...q, keyword: 'cg261201-003' }).list.map((r) => r.id)).toEqual(['3']);
    expect(purchasePage(rows, { ...q, status: 1 }).list.map((r) => r.id)).toEqual(['2']);
    expect(purchasePage(rows, { ...q, from: 2, to: 2 }).list.map((r) => r.id)).toEqual(['2']);
    expect(purchasePage(rows, { ...q, sidx: 'purchaseNo', sort: 'asc' }).list.map((r) => r.id)).toEqual(['1', '2', '3']);
  });
});
