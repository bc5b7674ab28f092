import { describe, expect, it } from 'vitest';
import { parseRange } from './blob';

describe('byte ranges', () => {
  it('reads one range of bytes=, and calls the impossible ones bad', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    for (const bad of ['bytes=100-', 'bytes=9-1', 'bytes=-0', 'bytes=x', 'lines=1-2', 'bytes=-']) expect(parseRange(bad, 100), bad).toBe('bad');
    expect(parseRange('bytes=0-', 0)).toBe('bad');
  });
});
