import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { STOCKTAKE_MSG as MSG, type AttachPhotoArgs, type ItemResult, type ScanArgs, type ScanOutcome, type StocktakeItemRow, type UndoScanArgs } from '../contract';
import type { Viewer } from './access';
import { stocktakeRepository } from './repository';

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/**
 * found or moved: the checker's own verdict if given; else moved when the place the checker is in
 * (location text, unit, department) is said and differs from the item's expected one.
 */
export function verdict(item: Pick<StocktakeItemRow, 'expectedLocation' | 'expectedEntId' | 'expectedDeptId'>, args: Pick<ScanArgs, 'result' | 'location' | 'entId' | 'deptId'>): ItemResult {
  if (args.result) return args.result;
  if (norm(args.location) && norm(item.expectedLocation) && norm(args.location) !== norm(item.expectedLocation)) return 'moved';
  if (args.entId && item.expectedEntId && args.entId !== item.expectedEntId) return 'moved';
  if (args.deptId && item.expectedDeptId && args.deptId !== item.expectedDeptId) return 'moved';
  return 'found';
}

/**
 * The scan mutations, inside the push's transaction. Every write first takes the stocktake row (shared)
 * and then the item row (exclusive) on PostgreSQL, in that order, before the sync triggers take their
 * lock: two devices scanning one item take turns, and the second finds it already counted.
 */
export function scanWrites(tx: Kysely<DB>) {
  const repo = stocktakeRepository(tx);

  async function reachable(stocktakeId: string, viewer: Viewer) {
    const stocktake = await repo.find(stocktakeId, 'share');
    if (!stocktake) throw fail.notFound(MSG.notFound);
    if (!viewer.admin && !(await repo.isChecker(stocktakeId, viewer.userId))) throw fail.forbidden(MSG.notChecker);
    return stocktake;
  }

  async function open(stocktakeId: string, viewer: Viewer) {
    const stocktake = await reachable(stocktakeId, viewer);
    if (stocktake.status !== 'open') throw fail.badRequest(MSG.notOpen);
    return stocktake;
  }

  async function outcome(scanId: string, duplicateScan: boolean): Promise<ScanOutcome> {
    const scan = (await repo.scan(scanId))!;
    return { scan, item: scan.itemId ? await repo.item(scan.stocktakeId, scan.itemId) : null, duplicateScan, counts: await repo.counts(scan.stocktakeId) };
  }

  /** Hands the item to its first remaining found/moved scan, or back to not found. */
  async function rewin(stocktakeId: string, itemId: string) {
    const next = await repo.winner(stocktakeId, itemId);
    await tx
      .updateTable('stStocktakeItem')
      .set({
        result: next?.result === 'moved' ? 'moved' : next ? 'found' : null,
        foundLocation: next?.location || null,
        foundBy: next?.scannedBy ?? null,
        foundByName: next?.scannedByName ?? null,
        foundAt: next?.scannedAt ?? null,
        firstScanId: next?.id ?? null,
      })
      .where('stocktakeId', '=', stocktakeId)
      .where('itemId', '=', itemId)
      .execute();
  }

  return {
    async scan(args: ScanArgs, viewer: Viewer): Promise<ScanOutcome> {
      await open(args.stocktakeId, viewer);
      const existing = await repo.scan(args.id);
      if (existing) {
        // The same scan sent again under another mutation id (e.g. after the device lost its outbox record).
        if (existing.scannedBy !== viewer.userId || existing.stocktakeId !== args.stocktakeId || existing.code !== args.code) throw fail.conflict(MSG.scanIdExists);
        return outcome(existing.id, existing.itemId !== null && (await repo.item(existing.stocktakeId, existing.itemId)).firstScanId !== existing.id);
      }
      const match = await repo.itemByCode(args.stocktakeId, args.code);
      const item = match ? await repo.lockItem(args.stocktakeId, match.itemId) : undefined;
      const result = item ? verdict(item, args) : 'unknown';
      await tx
        .insertInto('stStocktakeScan')
        .values({
          id: args.id, stocktakeId: args.stocktakeId, code: args.code, itemId: item?.itemId ?? null, result,
          location: args.location || null, entId: args.entId ?? null, deptId: args.deptId ?? null, note: args.note || null, photoUrl: null,
          scannedBy: viewer.userId, scannedByName: viewer.realName, scannedAt: args.scannedAt, deviceId: args.deviceId ?? null, undone: 0, createdAt: Date.now(),
        })
        .execute();
      if (!item || result === 'unknown') return outcome(args.id, false);
      const won = await tx
        .updateTable('stStocktakeItem')
        .set({ result, foundLocation: args.location || null, foundBy: viewer.userId, foundByName: viewer.realName, foundAt: args.scannedAt, firstScanId: args.id })
        .where('id', '=', item.id)
        .where('result', 'is', null)
        .executeTakeFirst();
      return outcome(args.id, Number(won.numUpdatedRows) === 0);
    },

    async undo({ id }: UndoScanArgs, viewer: Viewer): Promise<ScanOutcome> {
      const scan = await repo.scan(id);
      if (!scan) throw fail.notFound(MSG.scanMissing);
      await open(scan.stocktakeId, viewer);
      if (!viewer.admin && scan.scannedBy !== viewer.userId) throw fail.forbidden(MSG.scanNotOwn);
      const item = scan.itemId ? await repo.lockItem(scan.stocktakeId, scan.itemId) : undefined;
      if (scan.undone === 1) return outcome(id, false);
      await tx.updateTable('stStocktakeScan').set({ undone: 1 }).where('id', '=', id).execute();
      if (item && item.firstScanId === id) await rewin(scan.stocktakeId, item.itemId);
      return outcome(id, false);
    },

    /** A photo may still arrive after completion (it changes no count). */
    async attachPhoto({ id, photoUrl }: AttachPhotoArgs, viewer: Viewer) {
      const scan = await repo.scan(id);
      if (!scan) throw fail.notFound(MSG.scanMissing);
      await reachable(scan.stocktakeId, viewer);
      if (!viewer.admin && scan.scannedBy !== viewer.userId) throw fail.forbidden(MSG.scanNotOwn);
      await tx.updateTable('stStocktakeScan').set({ photoUrl }).where('id', '=', id).execute();
      return { scan: (await repo.scan(id))! };
    },
  };
}
