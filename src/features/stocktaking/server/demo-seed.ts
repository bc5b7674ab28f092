import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { insertStocktake } from './service';

/** The shelves the demo register fills for wh01's warehouse (the asset demo seed's EC_WAREHOUSE). */
const DEMO_SHELF = 'EC-仓库A';
const DAY = 86_400_000;

/**
 * One open stocktake in the demo, so 资产盘点 has something true to show: assetadmin snapshots the
 * EC-仓库A shelves and assigns wh01, who can download it and scan. Runs after the asset demo seed.
 */
export async function seedStocktakeDemo(tx: Kysely<DB>): Promise<void> {
  const people = await tx.selectFrom('baseUser').select(['id', 'account', 'realName']).where('account', 'in', ['assetadmin', 'wh01']).execute();
  const admin = people.find((p) => p.account === 'assetadmin');
  const checker = people.find((p) => p.account === 'wh01');
  if (!admin || !checker) return;
  await insertStocktake(
    tx,
    { id: admin.id, name: admin.realName },
    { name: '华东仓库A 季度盘点', scopeType: 'location', location: DEMO_SHELF, checkerIds: [checker.id] },
    Date.now() - DAY,
  );
}
