import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newId } from '../../src/contract/ids';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

/** A demo-seeded app whose uploads go to a temp dir, with the ids and tokens the asset tests use. */
export async function startAssetApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-assets-'));
  const t = await startTestApp({ config: { dataDir } });
  const orgs = new Map((await t.db.selectFrom('baseOrganize').select(['id', 'enCode']).execute()).map((o) => [o.enCode, o.id]));
  const users = new Map((await t.db.selectFrom('baseUser').select(['id', 'account']).execute()).map((u) => [u.account, u.id]));
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    if (!tokens.has(account)) tokens.set(account, await t.login(account));
    return tokens.get(account)!;
  };
  return {
    ...t,
    dataDir,
    org: (code: string) => orgs.get(code)!,
    user: (account: string) => users.get(account)!,
    token,
    /** A staff member (not a demo account) of a department. */
    async staffOf(deptCode: string) {
      const row = await t.db.selectFrom('baseUserRelation as r').innerJoin('baseUser as u', 'u.id', 'r.userId')
        .select(['u.id', 'u.account']).where('r.objectId', '=', orgs.get(deptCode)!).where('r.objectType', '=', 'Organize')
        .where('u.account', 'not in', ['admin', 'sysadmin', 'assetadmin', 'office', 'wh01', 'wh02', 'logviewer', 'nomenu']).orderBy('u.sortCode').executeTakeFirstOrThrow();
      return row;
    },
    as: async <T = unknown>(account: string, method: 'GET' | 'POST', url: string, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
      call<T>(t, method, url, { token: await token(account), ...opts }),
    async closeAll() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type AssetApp = Awaited<ReturnType<typeof startAssetApp>>;
export type { TestApp };

/** Authorises one user directly for a menu and some of its buttons (what an administrator could do). */
export async function grantToUser(t: AssetApp, account: string, moduleEnCode: string, buttons: string[]) {
  const module = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', moduleEnCode).executeTakeFirstOrThrow();
  const parent = await t.db.selectFrom('baseModule').select('parentId').where('id', '=', module.id).executeTakeFirstOrThrow();
  const btns = await t.db.selectFrom('baseModuleButton').select(['id', 'enCode']).where('moduleId', '=', module.id).execute();
  const items = [
    { itemType: 'module' as const, itemId: module.id }, { itemType: 'module' as const, itemId: parent.parentId },
    ...btns.filter((b) => buttons.includes(b.enCode)).map((b) => ({ itemType: 'button' as const, itemId: b.id })),
  ];
  for (const it of items) {
    await t.db.insertInto('baseAuthorize').values({ id: newId(), ...it, objectType: 'User', objectId: t.user(account), creatorTime: Date.now() }).execute();
  }
}

/** Grants a user a data-permission scheme of a menu (all, company, department, self…). */
export async function grantScheme(t: AssetApp, account: string, moduleEnCode: string, scopeType: string) {
  const module = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', moduleEnCode).executeTakeFirstOrThrow();
  const id = newId();
  await t.db.insertInto('baseModuleDataScheme').values({
    id, moduleId: module.id, enCode: `s_${id.slice(-6)}`, fullName: `测试方案${id.slice(-4)}`, scopeType, conditionJson: null, description: null, creatorTime: Date.now(),
  }).execute();
  await t.db.insertInto('baseAuthorize').values({ id: newId(), itemType: 'resource', itemId: id, objectType: 'User', objectId: t.user(account), creatorTime: Date.now() }).execute();
}

/** Counts rows of a table (what a refused call must not have changed). */
export async function countRows(t: AssetApp, table: 'faPlan' | 'faPlanDtl' | 'faPlanLog' | 'faItem' | 'faItemLog') {
  const r = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
