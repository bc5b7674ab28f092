import { performance } from 'node:perf_hooks';
import { summarise, type Summary } from './stats';

export interface LoadOptions {
  /** Requests kept in flight at once. */
  concurrency: number;
  /** Stop after this many measured requests … */
  maxRequests: number;
  /** … or after this long, whichever comes first. */
  maxMs: number;
  /** Requests sent first and not measured (JIT, connection set-up, caches). */
  warmup?: number;
}

export interface LoadResult extends Summary {
  firstError?: string;
}

async function pool(concurrency: number, next: () => boolean, one: () => Promise<void>) {
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next()) await one();
  }));
}

/**
 * A closed loop over loopback: `concurrency` workers each send a request, wait for the whole
 * answer, and send the next. `send` throws when the answer is wrong; such requests count as errors
 * and not as latencies.
 */
export async function runLoad(options: LoadOptions, send: () => Promise<void>): Promise<LoadResult> {
  let warm = options.warmup ?? 0;
  await pool(Math.min(options.concurrency, Math.max(1, warm)), () => warm-- > 0, async () => {
    await send().catch(() => undefined);
  });

  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let issued = 0;
  const start = performance.now();
  const deadline = start + options.maxMs;
  await pool(options.concurrency, () => issued < options.maxRequests && performance.now() < deadline && ++issued > 0, async () => {
    const t0 = performance.now();
    try {
      await send();
      latencies.push(performance.now() - t0);
    } catch (error) {
      errors++;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  });
  return { ...summarise(latencies, performance.now() - start, errors), firstError };
}
