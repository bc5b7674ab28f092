import { STORAGE_PREFIX } from '@/contract/limits';

/** Local settings and session live under `jnpf_` keys (SPEC §3), JSON-encoded. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/**
 * A text setting that other code (or a person in devtools) may have stored without JSON quotes:
 * `"zhtw"` and `zhtw` both read as zhtw.
 */
export function readStoredText(key: string): string | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the setting lasts for this visit only.
  }
}

export function removeStored(key: string): void {
  localStorage.removeItem(STORAGE_PREFIX + key);
}
