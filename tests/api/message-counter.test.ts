import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { readConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { featureRegistry } from '../../src/server/features';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { messageApi } from './message-fixtures';

describe(`the per-user counters behind totals and the bell stay equal to the records (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
  });
  afterAll(() => t.close());

  /** Users whose counter differs from counting their records. */
  async function drift() {
    const counted = await t.db.selectFrom('baseMessageReceive').select(['userId', sql<number>`count(*)`.as('total'), sql<number>`sum(1 - is_read)`.as('unread')]).groupBy('userId').execute();
    const counters = new Map((await t.db.selectFrom('baseMessageCounter').selectAll().execute()).map((c) => [c.userId, c]));
    const wrong = counted.filter((c) => counters.get(c.userId)?.total !== Number(c.total) || counters.get(c.userId)?.unread !== Number(c.unread)).map((c) => c.userId);
    const extra = [...counters.values()].filter((c) => (c.total !== 0 || c.unread !== 0) && !counted.some((x) => x.userId === c.userId)).map((c) => c.userId);
    return [...wrong, ...extra];
  }

  it('matches after the demo, concurrent releases, reads, read-alls, deletions and a withdrawal', async () => {
    expect(await drift()).toEqual([]);
    const sysadmin = await t.login('sysadmin');
    const tokens = await Promise.all(['wh01', 'wh02', 'office', 'assetadmin'].map((a) => t.login(a)));
    const ids = await Promise.all(['全员通知一', '全员通知二', '全员通知三'].map(async (title) => (await api.createNotice(sysadmin, { title, recipients: { all: true } })).body.data.id));
    const released = await Promise.all(ids.map((id) => api.release(sysadmin, id)));
    expect(released.map((r) => r.body.code)).toEqual([Code.OK, Code.OK, Code.OK]);
    expect(await drift()).toEqual([]);

    const [wh01, wh02, office, assetadmin] = tokens as [string, string, string, string];
    const before = await api.unread(wh01);
    // The same message opened twice at once drops the count by one.
    await Promise.all([api.readInfo(wh01, ids[0]!), api.readInfo(wh01, ids[0]!)]);
    expect(await api.unread(wh01)).toBe(before - 1);
    await Promise.all([
      call(t, 'POST', '/api/message/Actions/ReadAll', { token: wh02 }),
      call(t, 'DELETE', '/api/message/Record', { token: office, body: { ids: [ids[1]!, ids[2]!] } }),
      api.readInfo(assetadmin, ids[2]!),
      api.withdraw(sysadmin, ids[1]!),
    ]);
    expect(await drift()).toEqual([]);
    expect(await api.unread(wh02)).toBe(0);
    expect((await api.list(wh02)).body.data.pagination.total).toBe(await t.db.selectFrom('baseMessageReceive').select('id').where('userId', '=', await api.userId('wh02')).execute().then((r) => r.length));
  });

  it('counts notifications other features send', async () => {
    const ctx = createContext(readConfig({}), t.database, t.app.log, featureRegistry);
    const to = await Promise.all(['wh01', 'nomenu'].map((a) => api.userId(a)));
    await Promise.all([1, 2, 3].map((n) => ctx.notify.send({ toUserIds: to, type: 1, title: `提醒${n}` })));
    expect(await drift()).toEqual([]);
  });
});
