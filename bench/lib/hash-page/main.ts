/* The bench page (bench/client-hash.ts): the app's hashing worker and, as a baseline, the same hash on the main thread. */
import { md5OfBlob } from '@/workers/file-hash-core';
import { hashFile } from '@/workers/file-hash-client';

const longTasks: number[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });

interface Outcome { digest: string; ms: number; longTasks: number[]; progress: number; maxGap: number }

/** Hashes the chosen file; also watches the main thread with a 10 ms timer (its worst gap is how long the page could not answer). */
async function bench(mode: 'worker' | 'main' | 'read'): Promise<Outcome> {
  const file = (document.getElementById('f') as HTMLInputElement).files![0]!;
  if (mode === 'worker') await hashFile(new Blob(['warm up the worker and its wasm']));
  await new Promise((r) => setTimeout(r, 200));
  longTasks.length = 0;
  let progress = 0;
  let last = performance.now();
  let maxGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  const onProgress = () => void (progress += 1);
  const digest = mode === 'worker' ? await hashFile(file, { onProgress }) : mode === 'main' ? await md5OfBlob(file, { onProgress }) : await readOnly(file);
  const ms = performance.now() - started;
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 300));
  return { digest, ms, longTasks: [...longTasks], progress, maxGap };
}

/** The browser's own reading of the file, as the hash reads it, without hashing: the ceiling any hash here can reach. */
async function readOnly(file: Blob): Promise<string> {
  for (let offset = 0; offset < file.size; offset += 10_240_000) {
    const reader = file.slice(offset, offset + 10_240_000).stream().getReader();
    while (!(await reader.read()).done);
  }
  return '';
}

(window as unknown as { bench: typeof bench }).bench = bench;
