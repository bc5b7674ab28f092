import { describe, expect, it } from 'vitest';
import { contractPage, daysLeft, NO_FILTERS, type LocalContract } from './local-contracts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 29);
const row = (id: string, extra: Partial<LocalContract> = {}): LocalContract => ({
  id, contractNo: `HT202611-${id}`, fullName: `合同${id}`, contractType: 'service', partyA: '甲', partyB: '乙方公司', amount: '100.00', signDate: NOW - DAY, startDate: NOW - DAY,
  endDate: NOW + 300 * DAY, ownerUserId: 'u1', organizeId: 'o1', files: '[]', description: '', status: 0, flowTaskId: null, creatorUserId: 'u1', creatorTime: NOW, lastModifyTime: null, ...extra,
});
const page = (rows: LocalContract[], q: Partial<Parameters<typeof contractPage>[1]> = {}) =>
  contractPage(rows, { currentPage: 1, pageSize: 20, ...NO_FILTERS, ...q }, NOW);

describe('contracts read on the device', () => {
  it('parses attachments kept as text and gives amounts two decimals, whichever database sent them', () => {
    const [r] = page([row('1', { files: '[{"fileId":"f","name":"扫描件.pdf"}]', amount: 1234.5 as unknown as string })]).list;
    expect(r!.files.map((f) => f.name)).toEqual(['扫描件.pdf']);
    expect(r!.amount).toBe('1234.50');
  });

  it('filters by keyword (name, number, party B), status, type, signing dates and the next 30 days', () => {
    const rows = [
      row('1', { fullName: '物业服务合同' }),
      row('2', { partyB: '杭州数联科技', status: 1, contractType: 'purchase' }),
      row('3', { status: 2, endDate: NOW + 10 * DAY, signDate: NOW - 40 * DAY }),
    ];
    expect(page(rows, { keyword: '物业' }).list.map((r) => r.id)).toEqual(['1']);
    expect(page(rows, { keyword: '数联' }).list.map((r) => r.id)).toEqual(['2']);
    expect(page(rows, { keyword: 'ht202611-3' }).list.map((r) => r.id)).toEqual(['3']);
    expect(page(rows, { status: 1 }).list.map((r) => r.id)).toEqual(['2']);
    expect(page(rows, { contractType: 'purchase' }).list.map((r) => r.id)).toEqual(['2']);
    expect(page(rows, { signTo: NOW - 30 * DAY }).list.map((r) => r.id)).toEqual(['3']);
    expect(page(rows, { expiring: true }).list.map((r) => r.id)).toEqual(['3']);
  });

  it('sorts by a column (amounts as numbers) and pages like the server', () => {
    const rows = [row('1', { amount: '900.00' }), row('2', { amount: '10000.00' }), row('3', { amount: '80.00' })];
    expect(page(rows, { sidx: 'amount', sort: 'desc' }).list.map((r) => r.id)).toEqual(['2', '1', '3']);
    const second = page(rows, { sidx: 'amount', sort: 'asc', pageSize: 2, currentPage: 2 });
    expect(second.list.map((r) => r.id)).toEqual(['2']);
    expect(second.pagination.total).toBe(3);
  });

  it('counts the days left to the end date', () => {
    expect(daysLeft(NOW + 7 * DAY, NOW)).toBe(7);
    expect(daysLeft(NOW - DAY, NOW)).toBe(-1);
  });
});
