/**
 * A handheld barcode scanner in keyboard-wedge mode "types" the code a few milliseconds per
 * character and ends it with Enter. A person types far slower. The collector keeps the characters
 * of the current burst (no pause over maxGap) and hands out the code when Enter closes a burst long
 * enough and fast enough on average (avgGap) to be a scan — one late key (a busy device, Bluetooth
 * jitter) does not lose the scan.
 * Pure (time is passed in), so it is tested without a DOM or timers.
 */
export interface WedgeCollectorOptions {
  /** Longest pause between two characters of one scan (ms); a longer one starts a new burst. */
  maxGap?: number;
  /** Longest average pause per character of a scan (ms): a scanner's burst, jitter and all, stays under it. */
  avgGap?: number;
  /** Longest pause between the last character and Enter (ms); scanners sometimes pause before it. */
  enterGap?: number;
  /** Shortest code taken as a scan; shorter bursts are ignored. */
  minLength?: number;
}

export const WEDGE_DEFAULTS = { maxGap: 100, avgGap: 35, enterGap: 200, minLength: 4 } as const;

export interface WedgeCollector {
  /** Feeds one key (KeyboardEvent.key) pressed at time `t` (ms). Returns the code when Enter ends a scan. */
  key(key: string, t: number): string | null;
  /** Forgets the current burst. */
  reset(): void;
  /** Characters collected so far in the current burst (for tests and debugging). */
  readonly pending: string;
}

export function createWedgeCollector(options: WedgeCollectorOptions = {}): WedgeCollector {
  const maxGap = options.maxGap ?? WEDGE_DEFAULTS.maxGap;
  const avgGap = options.avgGap ?? WEDGE_DEFAULTS.avgGap;
  const enterGap = options.enterGap ?? WEDGE_DEFAULTS.enterGap;
  const minLength = options.minLength ?? WEDGE_DEFAULTS.minLength;
  let buffer = '';
  let first = -Infinity;
  let last = -Infinity;

  return {
    key(key, t) {
      if (key === 'Enter') {
        const code = buffer;
        const inTime = t - last <= enterGap;
        const fast = code.length < 2 || (last - first) / (code.length - 1) <= avgGap;
        buffer = '';
        last = -Infinity;
        return inTime && fast && code.length >= minLength ? code : null;
      }
      // Shift, Tab, arrows…: not part of a code; a burst survives Shift (scanners press it for capitals).
      if (key.length !== 1) {
        if (key !== 'Shift') {
          buffer = '';
          last = -Infinity;
        }
        return null;
      }
      // A slow key starts a new burst: the earlier characters were typed by a person.
      if (t - last <= maxGap) buffer += key;
      else {
        buffer = key;
        first = t;
      }
      last = t;
      return null;
    },
    reset() {
      buffer = '';
      last = -Infinity;
    },
    get pending() {
      return buffer;
    },
  };
}
