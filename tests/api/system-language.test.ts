import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { ICONS } from '../../src/contract/icons';
import { LANGUAGE_MSG, type IconUsage, type LangOverrides, type LangRow } from '../../src/features/system/contract';
import { featureRegistry } from '../../src/server/features';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

type Page = { list: LangRow[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe(`翻译管理 and 图标管理 (${testDialect})`, () => {
  let t: TestApp;
  let sysadmin: string;
  let wh01: string;
  const list = (query: Record<string, string>, token = sysadmin) => call<Page>(t, 'GET', '/api/system/BaseLang', { token, query });
  const save = (body: Record<string, unknown>, token = sysadmin) => call<null>(t, 'PUT', '/api/system/BaseLang', { token, body });
  const reset = (keys: string[], token = sysadmin) => call<{ removed: number }>(t, 'POST', '/api/system/BaseLang/Actions/Reset', { token, body: { keys } });
  const served = (version?: number, token = wh01) => call<LangOverrides>(t, 'GET', '/api/system/BaseLang/Overrides', { token, query: version === undefined ? undefined : { version: String(version) } });

  beforeAll(async () => {
    t = await startTestApp();
    sysadmin = await t.login('sysadmin');
    wh01 = await t.login('wh01');
  });
  afterAll(() => t.close());

  it('lists every string of the bundles with its three texts, searchable by key or text', async () => {
    const res = await list({ keyword: '欢迎登录' });
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.list).toContainEqual({
      key: 'translation:login.welcome', ns: 'translation', path: 'login.welcome',
      defaults: { zh: '欢迎登录', zhtw: expect.any(String), en: expect.any(String) }, overrides: { zh: null, zhtw: null, en: null }, lastModifyTime: null,
    });
    const area = await list({ ns: 'system-area', pageSize: '5' });
    expect(area.body.data.pagination).toMatchObject({ pageSize: 5, total: expect.any(Number) });
    expect(area.body.data.pagination.total).toBeGreaterThan(10);
    expect(area.body.data.list.every((r) => r.key.startsWith('system-area:'))).toBe(true);
    const all = (await list({ pageSize: '10000' })).body.data;
    expect(new Set(all.list.map((r) => r.ns))).toEqual(new Set((await call<string[]>(t, 'GET', '/api/system/BaseLang/Namespaces', { token: sysadmin })).body.data));
    expect(all.list.length).toBeGreaterThan(1000);
    expect((await list({ keyword: 'x' }, wh01)).body.code).toBe(Code.FORBIDDEN);
  });

  it('overrides texts per language, serves them to every signed-in client with a version, and resets them', async () => {
    const start = (await served()).body.data;
    expect(start.strings).toEqual({ zh: {}, zhtw: {}, en: {} });
    expect((await served(start.version)).body.data).toEqual({ version: start.version, strings: null });

    expect((await save({ key: 'translation:login.welcome', zh: '欢迎使用轻办', zhtw: '', en: 'Welcome to Qingban' })).body).toMatchObject({ code: Code.OK, msg: Msg.updated });
    expect((await save({ key: 'translation:login.resendIn', zh: '{{seconds}} 秒后可重发' })).body.code).toBe(Code.OK);
    const next = (await served(start.version)).body.data;
    expect(next.version).toBeGreaterThan(start.version);
    expect(next.strings).toEqual({ zh: { translation: { 'login.welcome': '欢迎使用轻办', 'login.resendIn': '{{seconds}} 秒后可重发' } }, zhtw: {}, en: { translation: { 'login.welcome': 'Welcome to Qingban' } } });
    const row = (await list({ keyword: 'login.welcome' })).body.data.list.find((r) => r.key === 'translation:login.welcome')!;
    expect(row.overrides).toEqual({ zh: '欢迎使用轻办', zhtw: null, en: 'Welcome to Qingban' });
    expect(row.lastModifyTime).toEqual(expect.any(Number));
    expect((await list({ overridden: '1' })).body.data.list.map((r) => r.key).sort()).toEqual(['translation:login.resendIn', 'translation:login.welcome']);

    const refusals: [Record<string, unknown>, string][] = [
      [{ key: 'translation:no.such.key', zh: '无' }, LANGUAGE_MSG.keyUnknown],
      [{ key: 'bad key', zh: '无' }, LANGUAGE_MSG.keyUnknown],
      [{ key: 'translation:login.resendIn', zh: '{{minutes}}分钟后重发' }, LANGUAGE_MSG.placeholderUnknown],
      [{ key: 'translation:login.welcome', en: 'x'.repeat(2001) }, LANGUAGE_MSG.textTooLong],
    ];
    for (const [body, msg] of refusals) expect((await save(body)).body, msg).toMatchObject({ code: Code.BAD_REQUEST, msg });
    expect((await save({ key: 'translation:login.welcome', zh: '改' }, wh01)).body.code).toBe(Code.FORBIDDEN);
    expect((await reset(['translation:login.welcome'], wh01)).body.code).toBe(Code.FORBIDDEN);
    expect((await served(next.version)).body.data.strings).toBeNull();

    // Emptying every language removes the override, as 恢复默认 does.
    await save({ key: 'translation:login.resendIn', zh: '' });
    expect((await reset(['translation:login.welcome', 'translation:login.submit'])).body).toMatchObject({ code: Code.OK, data: { removed: 1 } });
    const last = (await served(next.version)).body.data;
    expect(last.strings).toEqual({ zh: {}, zhtw: {}, en: {} });
    expect((await list({ overridden: '1' })).body.data.pagination.total).toBe(0);
    expect((await call(t, 'GET', '/api/system/BaseLang/Overrides')).body.code).toBe(Code.TOKEN_INVALID);
  });

  it('lists the icon library with the menus using each icon; every seeded menu icon is in the library', async () => {
    const res = await call<{ list: IconUsage[] }>(t, 'GET', '/api/system/Icon', { token: sysadmin });
    expect(res.body.data.list).toHaveLength(ICONS.length);
    const settings = res.body.data.list.find((i) => i.name === 'settings')!;
    expect(settings).toMatchObject({ category: 'system', words: expect.stringContaining('设置') });
    expect(settings.menus.map((m) => m.enCode)).toContain('system');
    expect((await call<{ list: IconUsage[] }>(t, 'GET', '/api/system/Icon', { token: sysadmin, query: { keyword: '仓库' } })).body.data.list.map((i) => i.name)).toEqual(['building-warehouse']);
    expect((await call(t, 'GET', '/api/system/Icon', { token: wh01 })).body.code).toBe(Code.FORBIDDEN);
    const names = new Set(ICONS.map((i) => i.name as string));
    for (const seed of featureRegistry.menus) if (seed.icon) expect(names.has(seed.icon), `${seed.enCode}: ${seed.icon}`).toBe(true);
  });
});
