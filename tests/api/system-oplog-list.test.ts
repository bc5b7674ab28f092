import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import type { OplogRow } from '../../src/features/system/contract';
import { insertInBatches } from '../../src/server/db/batch-insert';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: OplogRow[]; pagination: { total: number } };
interface Entry { id: string; account: string; userName: string; url: string; ip: string; code: number | null; reference: string | null; module: string; creatorTime: number; duration: number }

/**
 * ADR 0032: the operation list through its indexes (keyword grams, name, outcome, IP) and cached
 * totals answers exactly what a plain scan of the same entries answers — totals, pages and order —
 * for the filters and keywords that take the walked, the sorted-hits and the plain paths.
 */
describe(`operation log list at scale answers what a scan answers (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const entries: Entry[] = [];
  const N = 3000;
  const base = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    for (let i = 0; i < N; i++) {
      const at = base + i * 1000 + (i % 7);
      entries.push({
        id: newId(at), account: `acct${String(i % 40).padStart(2, '0')}`, userName: i % 13 === 0 ? '王小明' : `名${i % 40}`,
        url: `/api/zz/${i % 3 ? 'Position' : 'Group'}/${i}`, ip: `10.1.${i % 9}.${i % 5}`, code: i % 10 === 0 ? 400 : i % 97 === 0 ? null : i % 250 === 0 ? 500 : 200,
        reference: i % 250 === 0 ? `Z${String(i).padStart(7, '0')}` : null, module: i % 2 ? 'zz.one' : 'zz.two', creatorTime: at, duration: i % 17,
      });
    }
    await insertInBatches(t.db, 'baseOperationLog', entries.map((e) => ({
      ...e, category: 'operation', userId: null, userAgent: null, method: 'PUT', action: 'btn_edit', summary: null, httpStatus: 200, msg: null, error: null, changes: null, changeCount: 0,
    })));
  });
  afterAll(() => t.close());

  const ours = (e: Entry) => e.creatorTime >= base && e.creatorTime < base + N * 1000 + 10;
  async function check(query: Record<string, string>, keep: (e: Entry) => boolean, sort: (a: Entry, b: Entry) => number = (a, b) => b.creatorTime - a.creatorTime || (b.id < a.id ? -1 : 1)) {
    const expected = entries.filter(keep).sort(sort);
    for (const currentPage of [1, 2, 7]) {
      const q = { startTime: String(base), endTime: String(base + N * 1000 + 10), pageSize: '20', currentPage: String(currentPage), ...query };
      const res = await call<Page>(t, 'GET', '/api/system/Log/operation', { token: admin, query: q });
      expect(res.body.code, JSON.stringify(query)).toBe(200);
      expect(res.body.data.pagination.total, JSON.stringify(query)).toBe(expected.length);
      expect(res.body.data.list.map((r) => r.id), `${JSON.stringify(query)} page ${currentPage}`).toEqual(expected.slice((currentPage - 1) * 20, currentPage * 20).map((e) => e.id));
    }
  }
  const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

  it('filters by user (account or name), module and outcome', async () => {
    await check({}, ours);
    await check({ user: 'acct07' }, (e) => e.account === 'acct07');
    await check({ user: '王小明' }, (e) => e.userName === '王小明');
    await check({ module: 'zz.one' }, (e) => e.module === 'zz.one');
    await check({ outcome: 'failure' }, (e) => e.code !== 200);
    await check({ outcome: 'success', user: 'acct10' }, (e) => e.code === 200 && e.account === 'acct10');
  });

  it('finds keywords in account, name and address (short and long, many and few matches), IP and reference', async () => {
    await check({ keyword: 'Position' }, (e) => has(e.url, 'Position'));
    await check({ keyword: 'group/2' }, (e) => has(e.url, 'group/2'));
    await check({ keyword: 'ct0' }, (e) => has(e.account, 'ct0') || has(e.url, 'ct0'));
    await check({ keyword: '王' }, (e) => has(e.userName, '王'));
    await check({ keyword: 'acct3' }, (e) => has(e.account, 'acct3'));
    await check({ keyword: '10.1.3.4' }, (e) => e.ip === '10.1.3.4');
    await check({ keyword: 'z0000500' }, (e) => e.reference === 'Z0000500');
    await check({ keyword: '不存在的' }, () => false);
  });

  it('sorts by duration with the id as the tie-break', async () => {
    await check({ sidx: 'duration', sort: 'desc' }, ours, (a, b) => b.duration - a.duration || (b.id < a.id ? -1 : 1));
    await check({ sidx: 'duration', sort: 'asc', keyword: 'Group' }, (e) => has(e.url, 'Group'), (a, b) => a.duration - b.duration || (a.id < b.id ? -1 : 1));
  });

  it('counts a new entry at once (the cached total follows the log generation)', async () => {
    const q = { user: 'acct01', pageSize: '20', startTime: String(base), endTime: String(base + N * 1000 + 10) };
    const before = (await call<Page>(t, 'GET', '/api/system/Log/operation', { token: admin, query: q })).body.data.pagination.total;
    await insertInBatches(t.db, 'baseOperationLog', [{
      id: newId(base + 5), category: 'operation', userId: null, account: 'acct01', userName: '名1', ip: null, userAgent: null, method: 'PUT', url: '/api/zz/x', module: 'zz.one',
      action: 'btn_edit', summary: null, httpStatus: 200, code: 200, msg: null, duration: 0, reference: null, error: null, changes: null, changeCount: 0, creatorTime: base + 5,
    }]);
    expect((await call<Page>(t, 'GET', '/api/system/Log/operation', { token: admin, query: q })).body.data.pagination.total).toBe(before + 1);
  });
});
