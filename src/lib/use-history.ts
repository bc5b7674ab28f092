import { useCallback, useReducer } from 'react';

/** Most steps undo can go back. */
export const HISTORY_LIMIT = 50;

export interface History<T> { past: T[]; present: T; future: T[] }

type Action<T> = { type: 'set'; next: T } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; value: T };

export function historyReducer<T>(h: History<T>, a: Action<T>): History<T> {
  switch (a.type) {
    case 'set':
      if (a.next === h.present) return h;
      return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: a.next, future: [] };
    case 'undo': {
      if (h.past.length === 0) return h;
      return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] };
    }
    case 'redo': {
      if (h.future.length === 0) return h;
      return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) };
    }
    case 'reset':
      return { past: [], present: a.value, future: [] };
  }
}

/** A value with undo/redo: every `set` is one step; `reset` forgets the steps (a design just loaded). */
export function useHistory<T>(initial: T) {
  const [h, dispatch] = useReducer(historyReducer<T>, { past: [], present: initial, future: [] });
  const set = useCallback((next: T) => dispatch({ type: 'set', next }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((value: T) => dispatch({ type: 'reset', value }), []);
  return { value: h.present, set, undo, redo, reset, canUndo: h.past.length > 0, canRedo: h.future.length > 0 };
}
