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

export function newId(now: number = Date.now()): string {
  const bytes = randomBytes16();
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts % 256;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
