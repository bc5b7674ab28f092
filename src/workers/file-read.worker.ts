/**
 * Reads a Blob's slices on a thread of its own for the hashing worker, so reading the next slices
 * and hashing this one go on at once (both on one thread, each waits for the other: the browser
 * hands a file's bytes over on the thread that asked for them). Each slice is transferred, not
 * copied; at most `ahead` slices wait unhashed.
 */
type Message = { type: 'read'; blob: Blob; block: number; ahead: number } | { type: 'credit' };

let credit = 0;
let wake: (() => void) | null = null;

self.onmessage = async (event: MessageEvent<Message>) => {
  const msg = event.data;
  if (msg.type === 'credit') {
    credit += 1;
    wake?.();
    return;
  }
  credit = msg.ahead;
  try {
    for (let offset = 0; offset < msg.blob.size; offset += msg.block) {
      while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
      credit -= 1;
      const buffer = await msg.blob.slice(offset, Math.min(offset + msg.block, msg.blob.size)).arrayBuffer();
      self.postMessage({ type: 'slice', buffer }, { transfer: [buffer] });
    }
    self.postMessage({ type: 'done' });
  } catch (error) {
    self.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
