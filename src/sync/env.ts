/** What the engine needs from the page: events, online state, clocks. Tests pass their own. */
export interface EngineEnv {
  listen(type: string, fn: () => void): () => void;
  isOnline(): boolean;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export function browserEnv(): EngineEnv {
  return {
    listen(type, fn) {
      if (typeof window === 'undefined') return () => undefined;
      window.addEventListener(type, fn);
      return () => window.removeEventListener(type, fn);
    },
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  };
}
