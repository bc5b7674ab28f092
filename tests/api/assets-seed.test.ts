import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CODE_RE, ITEM_STATUS_CODES } from '../../src/features/assets/contract';
import { startTestApp } from '../helpers/test-app';
import { countRows, startAssetApp, type AssetApp } from './assets-fixtures';

let t: AssetApp;
beforeAll(async () => {
  t = await startAssetApp();
});
afterAll(async () => t.closeAll());

describe('demo asset register', () => {
  it('holds a few hundred items from about 20 plans, in every status, with unique codes', async () => {
    const items = await t.db.selectFrom('faItem').selectAll().execute();
    expect(items.length).toBeGreaterThanOrEqual(250);
    expect(items.length).toBeLessThanOrEqual(400);
    // 20 of the register's own, and the one the demo's approved purchase request registered.
    expect(await countRows(t, 'faPlan')).toBe(21);
    for (const s of ITEM_STATUS_CODES) expect(items.filter((i) => i.status === s).length, `status ${s}`).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.assetCode)).size).toBe(items.length);
    for (const i of items) expect(i.assetCode).toMatch(ASSET_CODE_RE);
    const units = new Set(items.map((i) => i.nowEntId));
    expect(units.size).toBe(4);
  });

  it('puts 60+ items on the EC 仓储部 shelves (EC-仓库A)', async () => {
    const shelf = await t.db.selectFrom('faItem').select('id').where('nowDeptId', '=', t.org('EC02')).where('location', '=', 'EC-仓库A').execute();
    expect(shelf.length).toBeGreaterThanOrEqual(60);
  });

  it('writes the log rows each history implies: one storage row first, the last row matching the item', async () => {
    const items = await t.db.selectFrom('faItem').selectAll().execute();
    const logs = await t.db.selectFrom('faItemLog').selectAll().orderBy('createAt').execute();
    for (const item of items) {
      const mine = logs.filter((l) => l.itemId === item.id);
      expect(mine[0]?.kind).toBe('storage');
      expect(mine.filter((l) => l.kind === 'storage')).toHaveLength(1);
      const last = mine.at(-1)!;
      expect(last.status).toBe(item.status);
      expect(last.userId).toBe(item.nowUserId);
      if (item.status === '2') expect(mine.some((l) => l.kind === 'receive')).toBe(true);
      if (item.status === '6') expect(last.kind).toBe('scrap');
    }
  });

  it('keeps plan rows consistent with what was stored, some rows partly purchased', async () => {
    const rows = await t.db.selectFrom('faPlanDtl').selectAll().execute();
    const items = await t.db.selectFrom('faItem').select(['planDtlId']).execute();
    for (const r of rows) expect(items.filter((i) => i.planDtlId === r.id).length).toBe(r.hasApplNum);
    expect(rows.some((r) => r.hasApplNum > 0 && r.hasApplNum < r.itemNum)).toBe(true);
    expect(rows.some((r) => r.hasApplNum === 0)).toBe(true);
    expect(await countRows(t, 'faPlanLog')).toBeGreaterThan(20);
  });

  it('lets the asset demo accounts into the web client (menu list not empty)', async () => {
    for (const account of ['office', 'assetadmin', 'wh01', 'wh02']) {
      const res = await t.as<{ menuList: { enCode: string; children?: { enCode: string }[] }[] }>(account, 'GET', '/api/oauth/CurrentUser');
      expect(res.body.code, account).toBe(200);
      const asset = res.body.data.menuList.find((m) => m.enCode === 'fixedAsset');
      expect(asset, account).toBeTruthy();
    }
  });
});

describe('SEED=none', () => {
  it('has the asset menus but no register', async () => {
    const bare = await startTestApp({ seed: 'none' });
    try {
      expect(await bare.db.selectFrom('faItem').select('id').execute()).toHaveLength(0);
      expect(await bare.db.selectFrom('faPlan').select('id').execute()).toHaveLength(0);
      expect(await bare.db.selectFrom('baseModule').select('id').where('enCode', '=', 'fixedAsset.storage').execute()).toHaveLength(1);
    } finally {
      await bare.close();
    }
  });
});
