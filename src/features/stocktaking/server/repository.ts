import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { StocktakeChecker, StocktakeCounts, StocktakeListQuery } from '../contract';
import type { Viewer } from './access';

export const STOCKTAKE_COLUMNS = ['id', 'name', 'scopeType', 'scopeId', 'scopeName', 'location', 'status', 'creatorId', 'creatorName', 'createdAt', 'completedAt', 'appliedAt'] as const;
export const ITEM_COLUMNS = [
  'id', 'stocktakeId', 'itemId', 'assetCode', 'itemName', 'itemTypeName', 'expectedEntId', 'expectedEntName', 'expectedDeptId', 'expectedDeptName',
  'expectedUserName', 'expectedLocation', 'thumbUrl', 'result', 'foundLocation', 'foundBy', 'foundByName', 'foundAt', 'firstScanId',
] as const;
export const SCAN_COLUMNS = [
  'id', 'stocktakeId', 'code', 'itemId', 'result', 'location', 'entId', 'deptId', 'note', 'photoUrl', 'scannedBy', 'scannedByName', 'scannedAt', 'deviceId', 'undone', 'createdAt',
] as const;

const SORT_COLUMN = { createdAt: 'stStocktake.createdAt', name: 'stStocktake.name', status: 'stStocktake.status' } as const;
const zeroCounts = (): StocktakeCounts => ({ expected: 0, found: 0, moved: 0, missing: 0, unknown: 0 });

/** Every query of the stocktaking tables (and the reads it makes of users). One query per table per call. */
export function stocktakeRepository(db: Kysely<DB>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    /** Row locks exist on PostgreSQL only; SQLite has one writer and needs none. */
    isPostgres,

    async find(id: string, lock?: 'share' | 'update') {
      let q = db.selectFrom('stStocktake').select([...STOCKTAKE_COLUMNS]).where('id', '=', id);
      if (isPostgres && lock === 'share') q = q.forShare();
      if (isPostgres && lock === 'update') q = q.forUpdate();
      return q.executeTakeFirst();
    },

    async isChecker(stocktakeId: string, userId: string) {
      const row = await db.selectFrom('stStocktakeChecker').select('userId').where('stocktakeId', '=', stocktakeId).where('userId', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    async page(query: StocktakeListQuery, viewer: Viewer) {
      let q = db.selectFrom('stStocktake');
      if (!viewer.admin) {
        q = q.where((eb) => eb.exists(eb.selectFrom('stStocktakeChecker as c').select('c.userId').whereRef('c.stocktakeId', '=', 'stStocktake.id').where('c.userId', '=', viewer.userId)));
      }
      if (query.keyword) q = q.where(containsText('stStocktake.name', query.keyword));
      if (query.status) q = q.where('stStocktake.status', '=', query.status);
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(STOCKTAKE_COLUMNS.map((c) => `stStocktake.${c}` as const))
        .orderBy(SORT_COLUMN[query.sidx ?? 'createdAt'], query.sort)
        .orderBy('stStocktake.id', query.sort)
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize)
        .execute();
      return { rows, total: Number(total.n) };
    },

    async checkersOf(ids: string[]) {
      const map = new Map<string, StocktakeChecker[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('stStocktakeChecker as c')
        .innerJoin('baseUser as u', 'u.id', 'c.userId')
        .select(['c.stocktakeId', 'c.userId', 'u.realName', 'u.account'])
        .where('c.stocktakeId', 'in', ids)
        .orderBy('u.account')
        .execute();
      for (const r of rows) map.get(r.stocktakeId)?.push({ userId: r.userId, realName: r.realName, account: r.account });
      return map;
    },

    /** expected = snapshot size; missing = expected − found − moved; unknown = distinct unknown codes not undone. */
    async countsOf(ids: string[]) {
      const map = new Map<string, StocktakeCounts>(ids.map((id) => [id, zeroCounts()]));
      if (ids.length === 0) return map;
      const items = await db
        .selectFrom('stStocktakeItem')
        .select(['stocktakeId', (eb) => eb.fn.countAll<number>().as('expected')])
        .select(sql<number>`sum(case when result = 'found' then 1 else 0 end)`.as('found'))
        .select(sql<number>`sum(case when result = 'moved' then 1 else 0 end)`.as('moved'))
        .where('stocktakeId', 'in', ids)
        .groupBy('stocktakeId')
        .execute();
      const unknown = await db
        .selectFrom('stStocktakeScan')
        .select(['stocktakeId', sql<number>`count(distinct code)`.as('n')])
        .where('stocktakeId', 'in', ids)
        .where('result', '=', 'unknown')
        .where('undone', '=', 0)
        .groupBy('stocktakeId')
        .execute();
      for (const r of items) {
        const [expected, found, moved] = [Number(r.expected), Number(r.found ?? 0), Number(r.moved ?? 0)];
        map.set(r.stocktakeId, { expected, found, moved, missing: expected - found - moved, unknown: 0 });
      }
      for (const r of unknown) map.get(r.stocktakeId)!.unknown = Number(r.n);
      return map;
    },

    async counts(id: string) {
      return (await this.countsOf([id])).get(id)!;
    },

    items: (stocktakeId: string) => db.selectFrom('stStocktakeItem').select([...ITEM_COLUMNS]).where('stocktakeId', '=', stocktakeId).orderBy('assetCode').execute(),

    scans: (stocktakeId: string) => db.selectFrom('stStocktakeScan').select([...SCAN_COLUMNS]).where('stocktakeId', '=', stocktakeId).orderBy('createdAt').orderBy('id').execute(),

    /** The snapshot item of a code (asset codes are upper case; a scanner may send lower case). */
    async itemByCode(stocktakeId: string, code: string) {
      const codes = [...new Set([code, code.toUpperCase()])];
      return db.selectFrom('stStocktakeItem').select(['id', 'itemId']).where('stocktakeId', '=', stocktakeId).where('assetCode', 'in', codes).executeTakeFirst();
    },

    /** Locks the item row on PostgreSQL: scans and undos of one item take turns, so it is counted once. */
    async lockItem(stocktakeId: string, itemId: string) {
      let q = db.selectFrom('stStocktakeItem').select([...ITEM_COLUMNS]).where('stocktakeId', '=', stocktakeId).where('itemId', '=', itemId);
      if (isPostgres) q = q.forUpdate();
      return q.executeTakeFirstOrThrow();
    },

    item: (stocktakeId: string, itemId: string) =>
      db.selectFrom('stStocktakeItem').select([...ITEM_COLUMNS]).where('stocktakeId', '=', stocktakeId).where('itemId', '=', itemId).executeTakeFirstOrThrow(),
    scan: (id: string) => db.selectFrom('stStocktakeScan').select([...SCAN_COLUMNS]).where('id', '=', id).executeTakeFirst(),

    /** The scan that wins an item now: its first found/moved scan, in the order the server received them, not undone. */
    winner: (stocktakeId: string, itemId: string) =>
      db
        .selectFrom('stStocktakeScan')
        .select([...SCAN_COLUMNS])
        .where('stocktakeId', '=', stocktakeId)
        .where('itemId', '=', itemId)
        .where('undone', '=', 0)
        .where('result', 'in', ['found', 'moved'])
        .orderBy('createdAt')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),
  };
}
export type StocktakeRepository = ReturnType<typeof stocktakeRepository>;
