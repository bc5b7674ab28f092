import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsText } from '../../src/server/db/query-helpers';
import { seedScale } from '../../src/server/db/scale-seed';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: { id: string }[]; pagination: { total: number } };
const contains = (columns: string[], keyword: string) => sql<SqlBool>`(${sql.join(columns.map((c) => containsText(c, keyword)), sql` or `)})`;
const PAGES = [[1, 20], [2, 20], [1, 1], [4, 1]] as const;

/**
 * The asset register, the system log and a flat dictionary answer keywords through their keyword
 * index (ADR list-search): the same rows in the same order as the plain contains query before.
 */
describe(`other lists through the keyword index: same rows, same order (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp();
    await seedScale(t.database, 300);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('asset register', async () => {
    const codes = await t.db.selectFrom('faItem').select('assetCode').orderBy('assetCode').limit(1).execute();
    const keywords = ['电脑', '联', 'i5/16G', 'zc', codes[0]!.assetCode, codes[0]!.assetCode.slice(4, 9), '27英寸', '火箭', '%'];
    const sorts = [{ sort: 'desc' as const }, { sidx: 'itemName', sort: 'asc' as const }, { sidx: 'assetCode', sort: 'desc' as const }];
    for (const keyword of keywords) {
      for (const s of sorts) {
        for (const [page, size] of PAGES) {
          const res = await call<Page>(t, 'POST', '/api/business/fixedAsset-storage/page', { token: admin, body: { keyword, currentPage: page, pageSize: size, ...s } });
          const all = await t.db.selectFrom('faItem').select('id').where(contains(['fa_item.asset_code', 'fa_item.item_name', 'fa_item.brand', 'fa_item.specification'], keyword))
            .orderBy(sql.ref(`fa_item.${s.sidx ?? 'storageTime'}`), s.sort).orderBy('assetCode', s.sort).execute();
          expect({ keyword, s, page, size, ids: ids(res.body.data.list), total: res.body.data.pagination.total })
            .toEqual({ keyword, s, page, size, ids: ids(all).slice((page - 1) * size, page * size), total: all.length });
        }
      }
    }
  });

  it('system log', async () => {
    const one = await t.db.selectFrom('baseLoginLog').select(['account', 'ip']).where('userId', 'is not', null).orderBy('creatorTime', 'desc').executeTakeFirstOrThrow();
    const keywords = ['10.', '1', one.account, one.account.slice(0, 3), one.ip!, '管理员', 'admin', 'qxzqxz'];
    for (const keyword of keywords) {
      for (const s of [{ sort: 'desc' as const }, { sidx: 'account', sort: 'asc' as const }]) {
        for (const [page, size] of PAGES) {
          const query = { keyword, currentPage: String(page), pageSize: String(size), sort: s.sort, ...(s.sidx ? { sidx: s.sidx } : {}) };
          const res = await call<Page>(t, 'GET', '/api/system/Log', { token: admin, query });
          const all = await t.db.selectFrom('baseLoginLog').select('id').where(contains(['account', 'user_name', 'ip'], keyword))
            .orderBy(sql.ref(s.sidx ?? 'creatorTime'), s.sort).orderBy('id', s.sort).execute();
          expect({ keyword, s, page, size, ids: ids(res.body.data.list), total: res.body.data.pagination.total })
            .toEqual({ keyword, s, page, size, ids: ids(all).slice((page - 1) * size, page * size), total: all.length });
        }
      }
    }
  });

  it('a flat dictionary of many rows, paged in SQL', async () => {
    const type = await t.db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', 'scaleMaterial1').executeTakeFirstOrThrow();
    for (const keyword of ['', '钢材', '特级', 'M00001', 'm0000', '2', '火箭']) {
      for (const s of [{ sort: 'asc' as const }, { sidx: 'fullName', sort: 'desc' as const }]) {
        for (const [page, size] of PAGES) {
          const query = { keyword, currentPage: String(page), pageSize: String(size), sort: s.sort, ...(s.sidx ? { sidx: s.sidx } : {}) };
          const res = await call<Page>(t, 'GET', '/api/system/DictionaryData/scaleMaterial1', { token: admin, query });
          let q = t.db.selectFrom('baseDictionaryData').select('id').where('dictionaryTypeId', '=', type.id);
          if (keyword) q = q.where(contains(['full_name', 'en_code'], keyword));
          const all = await q.orderBy(sql.ref(s.sidx ?? 'sortCode'), s.sidx ? s.sort : 'asc').orderBy('enCode', 'asc').execute();
          expect({ keyword, s, page, size, ids: ids(res.body.data.list), total: res.body.data.pagination.total })
            .toEqual({ keyword, s, page, size, ids: ids(all).slice((page - 1) * size, page * size), total: all.length });
        }
      }
    }
  });

  it('sees a new log row in the next total (the sign-in wrote it)', async () => {
    const total = async () => (await call<Page>(t, 'GET', '/api/system/Log', { token: admin, query: { keyword: 'office' } })).body.data.pagination.total;
    const before = await total();
    await t.login('office');
    expect(await total()).toBe(before + 1);
  });
});
