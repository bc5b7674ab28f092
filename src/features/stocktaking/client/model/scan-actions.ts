import { newId } from '@/contract/ids';
import type { ItemResult, ScanResult } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { getDeviceId } from '@/sync/device';
import { mutate } from '@/sync/mutations';
import type { LocalRow } from '@/sync/types';
import { codeVariants, decideResult } from './counting';
import { scanMutation, undoScanMutation, type LocalScanArgs } from './mutations';

export interface ScanInput {
  stocktakeId: string;
  code: string;
  /** Where the checker is (the session's place); '' when not said. */
  location: string;
  /** The checker's own verdict (tick-off by hand), else decided by the place. */
  verdict?: ItemResult;
  note?: string | null;
  /** The checker's name, shown on the scan row until the server's row arrives. */
  byName: string;
}

export interface ScanReport {
  id: string;
  code: string;
  result: ScanResult;
  /** Nothing was counted: the item (or unknown code) had been scanned before. */
  duplicate: boolean;
  item: LocalRow | null;
}

/** The snapshot item of this stocktake a code names (as the server matches: the code, or its upper case). */
export async function findItem(db: QingbanDb, stocktakeId: string, code: string): Promise<LocalRow | undefined> {
  return db.stocktakeItems.where('assetCode').anyOf(codeVariants(code)).filter((r) => r.stocktakeId === stocktakeId).first();
}

async function seenUnknown(db: QingbanDb, stocktakeId: string, code: string): Promise<boolean> {
  const hit = await db.stocktakeScans.where('code').equals(code).filter((s) => s.stocktakeId === stocktakeId && s.result === 'unknown' && !s.undone).first();
  return hit !== undefined;
}

/** One scan (scanner, camera, typed code or tick-off): written locally and queued for the server. */
export async function recordScan(db: QingbanDb, input: ScanInput): Promise<ScanReport> {
  const code = input.code.trim();
  const item = (await findItem(db, input.stocktakeId, code)) ?? null;
  const result = decideResult(item ? { expectedLocation: (item.expectedLocation as string | null) ?? null } : null, input.location, input.verdict);
  const duplicate = item ? Boolean(item.result) : await seenUnknown(db, input.stocktakeId, code);
  const now = Date.now();
  const id = newId(now);
  const args: LocalScanArgs = {
    id, stocktakeId: input.stocktakeId, code, location: input.location.trim(), scannedAt: now, deviceId: await getDeviceId(db),
    ...(input.verdict ? { result: input.verdict } : {}), ...(input.note?.trim() ? { note: input.note.trim() } : {}),
    itemKey: item?.id ?? null, byName: input.byName,
  };
  await mutate(scanMutation.name, args, {}, db);
  return { id, code, result, duplicate, item };
}

/** Takes a mis-scan back: the scan stays in the log as undone; its item falls back to the next scan, if any. */
export async function undoScan(db: QingbanDb, scanId: string): Promise<void> {
  const scan = await db.stocktakeScans.get(scanId);
  if (!scan || scan.undone) return;
  const item = scan.itemId ? await db.stocktakeItems.where('itemId').equals(scan.itemId as string).filter((r) => r.stocktakeId === scan.stocktakeId).first() : undefined;
  await mutate(undoScanMutation.name, { id: scanId, itemKey: item?.id ?? null }, {}, db);
}
