import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/features/permission/contract/user';
import { containsText } from '../../src/server/db/query-helpers';
import { seedScale } from '../../src/server/db/scale-seed';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: UserRow[]; pagination: { total: number } };
const SORTS: { sidx?: 'account' | 'realName' | 'creatorTime' | 'sortCode'; sort: 'asc' | 'desc' }[] = [
  { sort: 'desc' }, { sidx: 'realName', sort: 'asc' }, { sidx: 'account', sort: 'desc' }, { sidx: 'creatorTime', sort: 'desc' }, { sidx: 'sortCode', sort: 'asc' },
];
// 1–3 characters (one index lookup), longer ones (trigrams, then checked), Chinese, digits, case,
// LIKE's own wildcards, a space, and words nothing matches.
const KEYWORDS = ['张', '王', '张敏', '秀英', 'a', 'WH', 'wh0', 'ZHANG', 'zhangmin', '8', '15', '138', '1380000', '0000', '%', '_', 'a_b', ' ', '鑫鑫', 'qxzqxz', '13800000007'];

describe(`user list keyword through the keyword index: same rows, same order (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;

  /** The list as it was answered before the index: contains on each column, the same order. */
  async function reference(keyword: string, s: (typeof SORTS)[number], offset: number, limit: number) {
    const where = sql<SqlBool>`(${sql.join(['base_user.account', 'base_user.real_name', 'base_user.mobile_phone'].map((c) => containsText(c, keyword)), sql` or `)})`;
    let q = t.db.selectFrom('baseUser').select('baseUser.id').where(where);
    q = s.sidx ? q.orderBy(`baseUser.${s.sidx}`, s.sort) : q.orderBy('baseUser.sortCode', 'asc').orderBy('baseUser.creatorTime', 'desc');
    const ids = (await q.orderBy('baseUser.id').execute()).map((r) => r.id);
    return { ids: ids.slice(offset, offset + limit), total: ids.length };
  }
  async function list(keyword: string, s: (typeof SORTS)[number], currentPage: number, pageSize: number) {
    const query: Record<string, string> = { keyword, currentPage: String(currentPage), pageSize: String(pageSize), sort: s.sort, ...(s.sidx ? { sidx: s.sidx } : {}) };
    const res = await call<Page>(t, 'GET', '/api/permission/Users', { token: admin, query });
    expect(res.body.code).toBe(200);
    return { ids: res.body.data.list.map((r) => r.id), total: res.body.data.pagination.total };
  }

  beforeAll(async () => {
    t = await startTestApp();
    await seedScale(t.database, 400);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('answers every keyword and sort with the rows and order of a plain contains query', async () => {
    for (const keyword of KEYWORDS) {
      for (const s of SORTS) {
        // Page size 1 walks the sort order (many matches), 20 sorts the index's hits (few).
        for (const [page, size] of [[1, 20], [2, 20], [1, 1], [3, 1]] as const) {
          const want = await reference(keyword, s, (page - 1) * size, size);
          expect({ keyword, s, page, size, ...(await list(keyword, s, page, size)) }).toEqual({ keyword, s, page, size, ...want });
        }
      }
    }
  });

  it('keeps the index and the totals right through create, rename and delete', async () => {
    const total = async (keyword: string) => (await list(keyword, SORTS[0]!, 1, 20)).total;
    expect(await total('琦琪')).toBe(0);
    const org = await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC02').executeTakeFirstOrThrow();
    const created = await call<{ id: string }>(t, 'POST', '/api/permission/Users', { token: admin, body: { account: 'qiqi01', realName: '李琦琪', organizeIds: org.id, positionIds: [], roleIds: [] } });
    expect(created.body.code).toBe(200);
    expect(await total('琦琪')).toBe(1);
    expect(await total('qiqi0')).toBe(1);
    const renamed = await call(t, 'PUT', `/api/permission/Users/${created.body.data.id}`, { token: admin, body: { account: 'qiqi01', realName: '李琪', organizeIds: org.id, positionIds: [], roleIds: [] } });
    expect(renamed.body.code).toBe(200);
    expect(await total('琦琪')).toBe(0);
    expect(await total('李琪')).toBe(1);
    await call(t, 'DELETE', `/api/permission/Users/${created.body.data.id}`, { token: admin });
    expect(await total('李琪')).toBe(0);
    expect(await total('qiqi0')).toBe(0);
  });

  it('sees a write made behind the server’s back (another process) in the next total', async () => {
    const before = (await list('张', SORTS[0]!, 1, 20)).total;
    await t.db.updateTable('baseUser').set({ realName: '张三丰' }).where('account', '=', 'nomenu').execute();
    expect((await list('张', SORTS[0]!, 1, 20)).total).toBe(before + 1);
    expect((await list('三丰', SORTS[0]!, 1, 20)).ids).toHaveLength(1);
  });
});
