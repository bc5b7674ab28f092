import { describe, expect, it } from 'vitest';
import { newId } from './ids';

const UUID7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const msOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('newId', () => {
  it('makes UUIDv7 ids that only ever increase in one process, also many within one millisecond', () => {
    const before = Date.now();
    const ids = Array.from({ length: 20_000 }, () => newId());
    const after = Date.now();
    expect(ids.every((id) => UUID7.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(msOf(ids[0]!)).toBeGreaterThanOrEqual(before);
    // A millisecond that runs out of its 4,096 sequence numbers borrows the next one.
    expect(msOf(ids.at(-1)!)).toBeLessThanOrEqual(after + ids.length / 4096 + 1);
  });

  it('dates an id exactly when given a time, and leaves the clock sequence alone', () => {
    const a = newId();
    expect(msOf(newId(Date.UTC(2020, 0, 1)))).toBe(Date.UTC(2020, 0, 1));
    expect(UUID7.test(newId(0))).toBe(true);
    expect(newId() > a).toBe(true);
  });
});
