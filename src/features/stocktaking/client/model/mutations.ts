import { z } from 'zod';
import {
  attachPhotoArgs, scanArgs, scanOutcome, STOCKTAKE_MUTATIONS, undoScanArgs, type AttachPhotoArgs, type ScanArgs,
} from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { rebase } from '@/sync/local-apply';
import { defineMutation } from '@/sync/mutations';
import type { LocalRow, RowKey } from '@/sync/types';
import { decideResult, winningScan, type LocalScan } from './counting';
import { itemKey, scanKey } from './keys';

/**
 * The three stocktake writes as the device makes them. Local arguments carry what applyLocal needs
 * beyond the server's (the snapshot row the code matched, the checker's name); toRequest strips them.
 * Every applyLocal sets fields (never adds), so it may run again when a pull replaces the rows.
 */
const local = { itemKey: z.string().nullable(), byName: z.string() };
export const localScanArgs = scanArgs.extend(local);
export type LocalScanArgs = z.infer<typeof localScanArgs>;
export const localUndoArgs = undoScanArgs.extend({ itemKey: z.string().nullable() });
export type LocalUndoArgs = z.infer<typeof localUndoArgs>;

const touchesScan = (args: { id: string; itemKey: string | null }): RowKey[] => [scanKey(args.id), ...(args.itemKey ? [itemKey(args.itemKey)] : [])];

function toServerScan({ itemKey: _k, byName: _n, ...args }: LocalScanArgs): ScanArgs {
  return args;
}

/** Makes `scan` the item's winning scan (its result, place, who and when). */
type Winner = Pick<LocalScan, 'id' | 'result' | 'location' | 'scannedAt'> & { scannedBy?: string | null; scannedByName?: string | null };
const winnerFields = (scan: Winner | null) => ({
  result: scan ? scan.result : null,
  foundLocation: scan ? (scan.location ?? null) : null,
  foundBy: scan?.scannedBy ?? null,
  foundByName: scan?.scannedByName ?? null,
  foundAt: scan ? scan.scannedAt : null,
  firstScanId: scan ? scan.id : null,
});

export const scanMutation = defineMutation<LocalScanArgs>(STOCKTAKE_MUTATIONS.scan, {
  schema: localScanArgs,
  touches: touchesScan,
  toRequest: toServerScan,
  applyLocal: async (db, args, ctx) => {
    const item = args.itemKey ? await db.stocktakeItems.get(args.itemKey) : undefined;
    const result = decideResult(item ? { expectedLocation: (item.expectedLocation as string | null) ?? null } : null, args.location, args.result);
    const existing = await db.stocktakeScans.get(args.id);
    const scan: LocalRow = {
      photoUrl: null, undone: 0, createdAt: ctx.now, _version: 0, ...existing, deviceId: args.deviceId ?? null,
      id: args.id, stocktakeId: args.stocktakeId, code: args.code, itemId: item ? (item.itemId as string) : null, result,
      location: args.location || null, entId: args.entId ?? null, deptId: args.deptId ?? null, note: args.note ?? null,
      scannedBy: ctx.userId, scannedByName: args.byName, scannedAt: args.scannedAt,
    };
    await db.stocktakeScans.put(scan);
    if (!item || result === 'unknown') return;
    if (item.result && item.firstScanId !== args.id) return; // first found wins: this one is a duplicate
    const winner: Winner = { id: args.id, result, location: args.location || null, scannedAt: args.scannedAt, scannedBy: ctx.userId, scannedByName: args.byName };
    await db.stocktakeItems.put({ ...item, ...winnerFields(winner) });
  },
  onResult: (db, args, result) => takeServerRows(db, result, [scanKey(args.id), ...(args.itemKey ? [itemKey(args.itemKey)] : [])]),
});

export const undoScanMutation = defineMutation<LocalUndoArgs>(STOCKTAKE_MUTATIONS.undoScan, {
  schema: localUndoArgs,
  touches: touchesScan,
  toRequest: ({ id }) => ({ id }),
  applyLocal: async (db, args) => {
    const scan = await db.stocktakeScans.get(args.id);
    if (!scan) return;
    await db.stocktakeScans.put({ ...scan, undone: 1 });
    const item = args.itemKey ? await db.stocktakeItems.get(args.itemKey) : undefined;
    if (!item || (item.firstScanId && item.firstScanId !== args.id)) return;
    const scans = (await db.stocktakeScans.where('itemId').equals(item.itemId as string).toArray()) as unknown as LocalScan[];
    await db.stocktakeItems.put({ ...item, ...winnerFields(winningScan(item.itemId as string, scans.filter((s) => s.stocktakeId === item.stocktakeId))) });
  },
  onResult: (db, args, result) => takeServerRows(db, result, [scanKey(args.id), ...(args.itemKey ? [itemKey(args.itemKey)] : [])]),
});

export const attachPhotoMutation = defineMutation<AttachPhotoArgs>(STOCKTAKE_MUTATIONS.attachPhoto, {
  schema: attachPhotoArgs,
  touches: (args) => [scanKey(args.id)],
  applyLocal: async (db, args) => {
    const scan = await db.stocktakeScans.get(args.id);
    if (scan) await db.stocktakeScans.put({ ...scan, photoUrl: args.photoUrl });
  },
});

/**
 * The server's answer holds the scan and its item as it has them now (another device may have found
 * the item first): they replace the local rows, and writes still waiting are applied on top again.
 */
async function takeServerRows(db: QingbanDb, result: unknown, keys: RowKey[]): Promise<void> {
  const parsed = scanOutcome.safeParse(result);
  if (!parsed.success) return;
  const { scan, item } = parsed.data;
  const mine = await db.stocktakeScans.get(scan.id);
  await db.stocktakeScans.put({ ...scan, _version: mine?._version ?? 0 });
  if (item) {
    const localItem = await db.stocktakeItems.get(item.id);
    await db.stocktakeItems.put({ ...item, _version: localItem?._version ?? 0 });
  }
  await rebase(db, new Set(keys));
}
