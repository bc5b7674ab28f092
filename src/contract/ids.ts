/**
 * UUIDv7 (RFC 9562): time-ordered, generated where the record is born so a record made offline
 * keeps its id. Works in browsers, workers and Node (Web Crypto).
 */
const POOL_SIZE = 4096;
let pool = new Uint8Array(0);
let offset = 0;

/** 16 random bytes taken from a pool filled 4 KiB at a time: one Web Crypto call per id dominated bulk inserts. */
function randomBytes16(): Uint8Array {
  if (offset + 16 > pool.length) {
    pool = new Uint8Array(POOL_SIZE);
    crypto.getRandomValues(pool);
    offset = 0;
  }
  const bytes = pool.slice(offset, offset + 16);
  offset += 16;
  return bytes;
}

/** The last clock id's millisecond and its 12-bit sequence (RFC 9562 §6.2, method 1). */
let lastMs = -1;
let sequence = 0;

/**
 * A new id. Without `now` (the clock) ids made by one process only ever increase, also within one
 * millisecond: the 12 bits after the version count up from a random start, and a millisecond that
 * runs out of them borrows the next. Lists ordered by time then id then keep the order things
 * happened. With `now` (a record dated on purpose, e.g. demo history) the time is exactly that.
 */
export function newId(now?: number): string {
  const bytes = randomBytes16();
  let ms = now ?? Date.now();
  if (now === undefined) {
    if (ms > lastMs) {
      lastMs = ms;
      sequence = ((bytes[6]! & 0x07) << 8) | bytes[7]!;
    } else if (++sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
    ms = lastMs;
    bytes[6] = sequence >> 8;
    bytes[7] = sequence & 0xff;
  }
  let ts = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts % 256;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
