import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the form rests before a change is saved (the draft, through the outbox). */
export const AUTOSAVE_DELAY_MS = 1500;

export type AutosaveState = 'idle' | 'saved' | 'savedOnDevice';

interface Options<V> {
  /** Off while the dialog is closed or sending. */
  enabled: boolean;
  /** Nothing worth a draft yet (a new mail with nothing typed). */
  isEmpty(value: V): boolean;
  /** Whether the save reached only the device (offline). */
  offline(): boolean;
  delay?: number;
}

/**
 * Saves a value some time after it last changed, and only when it differs from what was saved
 * last (or what the form opened with). `flush` saves at once (closing, 存草稿); `reset` takes a new
 * starting point (a new dialog). The saved value is compared as JSON.
 */
export function useAutosave<V>(value: V, save: (value: V) => Promise<void>, { enabled, isEmpty, offline, delay = AUTOSAVE_DELAY_MS }: Options<V>) {
  const saved = useRef(JSON.stringify(value));
  const latest = useRef(value);
  latest.current = value;
  const saveRef = useRef(save);
  saveRef.current = save;
  const [state, setState] = useState<AutosaveState>('idle');

  const flush = useCallback(async (): Promise<boolean> => {
    const v = latest.current;
    const key = JSON.stringify(v);
    if (key === saved.current || isEmpty(v)) return false;
    saved.current = key;
    try {
      await saveRef.current(v);
    } catch (error) {
      saved.current = '';
      throw error;
    }
    setState(offline() ? 'savedOnDevice' : 'saved');
    return true;
  }, [isEmpty, offline]);

  const key = JSON.stringify(value);
  useEffect(() => {
    if (!enabled || key === saved.current) return;
    const timer = setTimeout(() => void flush().catch(() => setState('idle')), delay);
    return () => clearTimeout(timer);
  }, [enabled, key, delay, flush]);

  const reset = useCallback((start: V) => {
    saved.current = JSON.stringify(start);
    setState('idle');
  }, []);
  return { state, flush, reset };
}
