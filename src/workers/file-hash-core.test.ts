import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASH_BLOCK } from '@/contract/limits';
import { HashCancelled, md5OfBlob } from './file-hash-core';

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) % 251);
const nodeMd5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

describe('md5OfBlob', () => {
  it('hashes slice by slice to the same digest as md5 over the whole file, reporting each slice', async () => {
    const data = bytes(1000);
    const progress: number[] = [];
    const digest = await md5OfBlob(new Blob([data]), { block: 300, onProgress: (loaded, total) => progress.push(loaded / total) });
    expect(digest).toBe(nodeMd5(data));
    expect(progress).toEqual([0.3, 0.6, 0.9, 1]);
  });

  it('reads 10,240,000-byte slices by default and hashes an empty file', async () => {
    expect(HASH_BLOCK).toBe(10_240_000);
    const data = bytes(HASH_BLOCK + 5);
    const loaded: number[] = [];
    expect(await md5OfBlob(new Blob([data]), { onProgress: (l) => loaded.push(l) })).toBe(nodeMd5(data));
    expect(loaded).toEqual([HASH_BLOCK, HASH_BLOCK + 5]);
    expect(await md5OfBlob(new Blob([]))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('stops between slices when cancelled', async () => {
    let slices = 0;
    const run = md5OfBlob(new Blob([bytes(1000)]), { block: 100, onProgress: () => void (slices += 1), isCancelled: () => slices >= 3 });
    await expect(run).rejects.toBeInstanceOf(HashCancelled);
    expect(slices).toBe(3);
  });
});
