import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Counts rows of a table (what a refused call must not have changed). */
export async function countRows(t: AssetApp, table: 'faPlan' | 'faPlanDtl' | 'faPlanLog' | 'faItem' | 'faItemLog') {
  const r = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
