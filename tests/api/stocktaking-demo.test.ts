import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import type { ListPage } from '../../src/contract/envelope';
import { EXPECTED_ITEM_STATUSES, type StocktakeDownload, type StocktakeInfo } from '../../src/features/stocktaking/contract';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

const API = '/api/business/stocktake';

describe(`the demo holds one open stocktake of the EC-仓库A shelves for wh01 (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is listed for wh01 and assetadmin, and wh01 can download every item on those shelves', async () => {
    const wh01 = await t.login('wh01');
    const list = await call<ListPage<StocktakeInfo>>(t, 'GET', API, { token: wh01 });
    expect(list.body.code).toBe(Code.OK);
    expect(list.body.data.list).toHaveLength(1);
    const [demo] = list.body.data.list;
    expect(demo).toMatchObject({ name: '华东仓库A 季度盘点', status: 'open', scopeType: 'location', location: 'EC-仓库A', creatorName: '王磊' });
    expect(demo!.checkers.map((c) => c.account)).toEqual(['wh01']);

    const onShelves = await t.db.selectFrom('faItem').select('id').where('location', '=', 'EC-仓库A').where('status', 'in', [...EXPECTED_ITEM_STATUSES]).execute();
    expect(onShelves.length).toBeGreaterThanOrEqual(50);
    const download = await call<StocktakeDownload>(t, 'GET', `${API}/${demo!.id}/download`, { token: wh01 });
    expect(download.body.data.items.map((i) => i.itemId).sort()).toEqual(onShelves.map((i) => i.id).sort());
    expect(download.body.data.scans).toEqual([]);

    const admin = await t.login('assetadmin');
    const adminList = await call<ListPage<StocktakeInfo>>(t, 'GET', API, { token: admin });
    expect(adminList.body.data.list.map((r) => r.id)).toContain(demo!.id);
  });
});
