import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../../src/server/db/scale-seed';
import { SCALE_MARK } from '../../src/server/identity/scale-seed';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { messageApi } from './message-fixtures';

const N = 60;

describe(`seed --scale: notifications for the message-centre bench (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;
  let admin: string;
  let before: number;

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
    admin = await t.login('admin');
    before = (await api.list(admin)).body.data.pagination.total;
    expect((await seedScale(t.database, N)).messages).toBe(N);
  });
  afterAll(() => t.close());

  it('gives admin N more messages of several types, newest first, a third of them read', async () => {
    const page = (await api.list(admin, { pageSize: '100' })).body.data;
    expect(page.pagination.total).toBe(before + N);
    const generated = page.list.filter((m) => /第\d+号/.test(m.title));
    expect(new Set(generated.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(generated.map((m) => m.releaseTime)).toEqual([...generated.map((m) => m.releaseTime)].sort((a, b) => b - a));
    expect(generated.filter((m) => m.isRead === '1')).toHaveLength(N / 3);
    expect((await api.list(admin, { keyword: '第7号' })).body.data.list.map((m) => m.title)).toEqual([expect.stringContaining('第7号')]);
  });

  it('gives each also to one generated person', async () => {
    const people = await t.db.selectFrom('baseUser').select('id').where('description', '=', SCALE_MARK).execute();
    const records = await t.db.selectFrom('baseMessageReceive').select('userId').where('userId', 'in', people.map((p) => p.id)).execute();
    expect(records).toHaveLength(N);
  });
});
