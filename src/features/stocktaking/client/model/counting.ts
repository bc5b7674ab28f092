import type { ItemResult, ScanResult, StocktakeCounts, StocktakeItemRow, StocktakeScanRow } from '@/features/stocktaking/contract';

/**
 * The device's reading of a stocktake, the same rules the server applies when the scans arrive:
 * an item counts once, for its first found/moved scan (undone scans do not count); an unknown code
 * counts once however often it is scanned. Pure, so the page, the tests and the bench share it.
 */
export type LocalItem = Pick<StocktakeItemRow, 'id' | 'itemId' | 'assetCode' | 'expectedLocation' | 'result' | 'firstScanId'> & Partial<StocktakeItemRow>;
export type LocalScan = Pick<StocktakeScanRow, 'id' | 'code' | 'itemId' | 'result' | 'location' | 'scannedAt' | 'undone'> & Partial<StocktakeScanRow>;

/** Places are compared trimmed and case-blind, as the server compares them. */
export const normalise = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();
/** The codes a scanned text may match: as sent, and upper case (asset codes are; a scanner may send lower case). */
export const codeVariants = (code: string): string[] => [...new Set([code.trim(), code.trim().toUpperCase()])];

/**
 * found or moved for a known item: the checker's own verdict when given, else `moved` when both the
 * checker's place and the item's expected place are known and differ.
 */
export function decideResult(item: Pick<LocalItem, 'expectedLocation'> | null, location: string, verdict?: ItemResult): ScanResult {
  if (!item) return 'unknown';
  if (verdict) return verdict;
  const here = normalise(location);
  const expected = normalise(item.expectedLocation);
  return here !== '' && expected !== '' && here !== expected ? 'moved' : 'found';
}

const byTime = (a: LocalScan, b: LocalScan) => a.scannedAt - b.scannedAt || a.id.localeCompare(b.id);

/** The scan that wins an item: its earliest found/moved scan that is not undone, or none. */
export function winningScan(itemId: string, scans: readonly LocalScan[]): LocalScan | null {
  const candidates = scans.filter((s) => s.itemId === itemId && !s.undone && (s.result === 'found' || s.result === 'moved'));
  return candidates.sort(byTime)[0] ?? null;
}

/** Codes scanned that match no item of the stocktake (distinct as sent, trimmed; undone scans left out). */
export function unknownCodes(scans: readonly LocalScan[]): string[] {
  return [...new Set(scans.filter((s) => s.result === 'unknown' && !s.undone).map((s) => s.code.trim()))];
}

export function countsOf(items: readonly Pick<LocalItem, 'result'>[], scans: readonly LocalScan[]): StocktakeCounts {
  const found = items.filter((i) => i.result === 'found').length;
  const moved = items.filter((i) => i.result === 'moved').length;
  return { expected: items.length, found, moved, missing: items.length - found - moved, unknown: unknownCodes(scans).length };
}

/**
 * A scan that adds nothing to the counts: its item already had a winning scan, or its unknown code
 * was scanned before. Such a scan is kept (the log shows every scan) and warned about.
 */
export function isDuplicate(scan: LocalScan, items: ReadonlyMap<string, Pick<LocalItem, 'firstScanId'>>, scans: readonly LocalScan[]): boolean {
  if (scan.undone) return false;
  if (scan.result === 'unknown') {
    const code = scan.code.trim();
    const first = scans.filter((s) => s.result === 'unknown' && !s.undone && s.code.trim() === code).sort(byTime)[0];
    return first !== undefined && first.id !== scan.id;
  }
  const item = scan.itemId ? items.get(scan.itemId) : undefined;
  return Boolean(item?.firstScanId && item.firstScanId !== scan.id);
}

/** The ids of every duplicate scan (isDuplicate of each), in one pass instead of one per scan. */
export function duplicateScanIds(scans: readonly LocalScan[], items: ReadonlyMap<string, Pick<LocalItem, 'firstScanId'>>): Set<string> {
  const firstUnknown = new Map<string, LocalScan>();
  for (const scan of scans) {
    if (scan.undone || scan.result !== 'unknown') continue;
    const code = scan.code.trim();
    const first = firstUnknown.get(code);
    if (!first || byTime(scan, first) < 0) firstUnknown.set(code, scan);
  }
  const out = new Set<string>();
  for (const scan of scans) {
    if (scan.undone) continue;
    if (scan.result === 'unknown') {
      if (firstUnknown.get(scan.code.trim())!.id !== scan.id) out.add(scan.id);
      continue;
    }
    const item = scan.itemId ? items.get(scan.itemId) : undefined;
    if (item?.firstScanId && item.firstScanId !== scan.id) out.add(scan.id);
  }
  return out;
}
