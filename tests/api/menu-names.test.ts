import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { currentUser, type CurrentUser, type MenuNode } from '../../src/features/auth/contract';
import { syncModules } from '../../src/server/db/module-seeds';
import { featureRegistry } from '../../src/server/features';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
// Characters written differently in traditional Chinese that these menus would use.
const HAN_SIMPLIFIED_ONLY = /[资产计划记账数据盘点统织组岗权户线区务门录级]/u;

describe(`menu names per language (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const menus = async (account = 'admin') => {
    const res = await call<CurrentUser>(t, 'GET', '/api/oauth/CurrentUser', { token: await t.login(account) });
    expect(res.body.code).toBe(Code.OK);
    return flatten(currentUser.parse(res.body.data).menuList);
  };

  it('sends every menu with its zhtw and English name beside the simplified one', async () => {
    // Released 在线开发 models (model.*), reports (report.*), portals (portal.*) and data screens (screen.*) are named by whoever designs them, in one language.
    const all = (await menus()).filter((m) => !m.enCode.startsWith('model.') && !m.enCode.startsWith('report.') && !m.enCode.startsWith('portal.') && !m.enCode.startsWith('screen.'));
    expect(all.length).toBe(featureRegistry.menus.length);
    for (const m of all) {
      expect(m.fullNameZhtw, m.enCode).toBeTruthy();
      expect(m.fullNameEn, m.enCode).toMatch(/^[A-Za-z][A-Za-z ]+$/);
      expect(m.fullNameZhtw!, m.enCode).not.toMatch(HAN_SIMPLIFIED_ONLY);
    }
    const byCode = new Map(all.map((m) => [m.enCode, m]));
    expect(byCode.get('fixedAsset.storage')).toMatchObject({ fullName: '资产台账', fullNameZhtw: '資產台帳', fullNameEn: 'Asset register' });
    expect(byCode.get('system.dictionary')).toMatchObject({ fullName: '数据字典', fullNameZhtw: '數據字典', fullNameEn: 'Dictionaries' });
  });

  it('gives menus installed before names existed their names at the next start, keeping a name an administrator set', async () => {
    const db = t.db;
    await db.updateTable('baseModule').set({ fullNameZhtw: null, fullNameEn: null }).execute();
    await db.updateTable('baseModule').set({ fullNameEn: 'Asset ledger' }).where('enCode', '=', 'fixedAsset.storage').execute();
    await syncModules(db, featureRegistry.menus);
    const rows = await db.selectFrom('baseModule').select(['enCode', 'fullNameZhtw', 'fullNameEn']).where('enCode', 'not like', 'model.%').where('enCode', 'not like', 'report.%').where('enCode', 'not like', 'portal.%').where('enCode', 'not like', 'screen.%').execute();
    expect(rows.filter((r) => r.fullNameZhtw === null || r.fullNameEn === null)).toEqual([]);
    expect(rows.find((r) => r.enCode === 'fixedAsset.storage')).toMatchObject({ fullNameZhtw: '資產台帳', fullNameEn: 'Asset ledger' });
  });
});
