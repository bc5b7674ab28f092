export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 60 s, each drawn from the upper half
 * of its window so a fleet of devices coming back online does not retry in step.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS): number {
  const exp = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
