import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it } from 'vitest';
import type { StocktakeDownload, StocktakeItemRow } from '@/features/stocktaking/contract';
import type { QingbanDb } from '@/sync/db';
import { freshDb } from '@/sync/testing';
import { thumbBlobId } from './keys';
import { cacheThumbnails, readDownloadMark, saveDownload, type DownloadProgress } from './local-store';

let db: QingbanDb;
afterEach(() => db?.close());

const item = (n: number, thumbUrl: string | null): StocktakeItemRow => ({
  id: `row${n}`, stocktakeId: 'st1', itemId: `fa${n}`, assetCode: `ZC${n}`, itemName: `物品${n}`, itemTypeName: null, expectedEntId: null, expectedEntName: null,
  expectedDeptId: null, expectedDeptName: null, expectedUserName: null, expectedLocation: null, thumbUrl,
  result: null, foundLocation: null, foundBy: null, foundByName: null, foundAt: null, firstScanId: null,
});
const download = (items: StocktakeItemRow[]): StocktakeDownload => ({
  stocktake: {
    id: 'st1', name: '盘点', scopeType: 'location', scopeId: null, scopeName: 'A', location: 'A', status: 'open', creatorId: 'a', creatorName: '王磊',
    createdAt: 1, completedAt: null, appliedAt: null, checkers: [], counts: { expected: items.length, found: 0, moved: 0, missing: items.length, unknown: 0 },
  },
  items, scans: [],
});

describe('下载到本机', () => {
  it('saves the rows with progress, then keeps the thumbnails that load as images (once per address)', async () => {
    db = await freshDb();
    const data = download([item(1, '/img/a.png'), item(2, '/img/a.png'), item(3, '/img/gone.png'), item(4, '/img/html'), item(5, '/img/offline'), item(6, null)]);
    const progress: DownloadProgress[] = [];
    await saveDownload(db, data, (p) => progress.push(p));
    expect(progress.at(-1)).toEqual({ phase: 'save', done: 6, total: 6 });
    expect(await readDownloadMark(db, 'st1')).toMatchObject({ items: 6, thumbs: 0 });

    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      if (url === '/img/offline') throw new TypeError('Failed to fetch');
      if (url === '/img/gone.png') return new Response('no', { status: 404 });
      if (url === '/img/html') return { ok: true, blob: async () => new NodeBlob(['<html>'], { type: 'text/html' }) } as unknown as Response;
      return { ok: true, blob: async () => new NodeBlob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) } as unknown as Response;
    }) as unknown as typeof fetch;
    expect(await cacheThumbnails(db, data, fetcher)).toBe(1);
    expect(asked.sort()).toEqual(['/img/a.png', '/img/gone.png', '/img/html', '/img/offline']);
    expect(await db.blobs.get(thumbBlobId('/img/a.png'))).toMatchObject({ type: 'image/png', size: 4, ownerId: null });
    expect(await readDownloadMark(db, 'st1')).toMatchObject({ thumbs: 1 });
    // A second download asks only for what is not on the device yet.
    asked.length = 0;
    await cacheThumbnails(db, data, fetcher);
    expect(asked.sort()).toEqual(['/img/gone.png', '/img/html', '/img/offline']);
  });
});
