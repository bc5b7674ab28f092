/**
 * A handheld barcode scanner in keyboard-wedge mode "types" the code a few milliseconds per
 * character and ends it with Enter. A person types far slower. The collector keeps the characters
 * of the current fast burst and hands out the code when Enter closes a burst long enough to be a scan.
 * Pure (time is passed in), so it is tested without a DOM or timers.
 */
export interface WedgeCollectorOptions {
  /** Longest pause between two characters of one scan (ms). */
  maxGap?: number;
  /** Longest pause between the last character and Enter (ms); scanners sometimes pause before it. */
  enterGap?: number;
  /** Shortest code taken as a scan; shorter bursts are ignored. */
  minLength?: number;
}

export const WEDGE_DEFAULTS = { maxGap: 50, enterGap: 200, minLength: 4 } as const;

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
  const enterGap = options.enterGap ?? WEDGE_DEFAULTS.enterGap;
  const minLength = options.minLength ?? WEDGE_DEFAULTS.minLength;
  let buffer = '';
  let last = -Infinity;

  return {
    key(key, t) {
      if (key === 'Enter') {
        const code = buffer;
        const inTime = t - last <= enterGap;
        buffer = '';
        last = -Infinity;
        return inTime && code.length >= minLength ? code : null;
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
      buffer = t - last <= maxGap ? buffer + key : key;
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
