import { type RefObject, useEffect, useRef } from 'react';
import { createWedgeCollector, type WedgeCollectorOptions } from './wedge-collector';

export interface WedgeScannerOptions extends WedgeCollectorOptions {
  /** Listen at all (default true): turn off while a dialog that owns the keyboard is open. */
  enabled?: boolean;
  /**
   * Bind to one element (e.g. the scan input) instead of the whole window. Its keystrokes are then
   * the only ones watched, and a fast burst typed into it is still a scan.
   */
  target?: RefObject<HTMLElement | null>;
  /**
   * Window mode only: also take fast bursts typed into other text fields (default false — what is
   * typed into a note or search field belongs to that field).
   */
  includeFields?: boolean;
  /** Clock (ms); tests pass their own. */
  now?: () => number;
}

/** True for inputs, textareas, selects and contenteditable elements. */
export function isEditable(node: EventTarget | null): boolean {
  if (!(node instanceof HTMLElement)) return false;
  if (node.isContentEditable) return true;
  const tag = node.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (node as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(type);
}

/**
 * Handheld scanner acting as a keyboard: calls `onScan(code)` when keystrokes arrive fast (no pause
 * over maxGap, on average ≤ avgGap ms apart) and end with Enter. Slow typing — a person — is
 * ignored. The Enter that ends a scan is swallowed (preventDefault) so it neither submits a form nor
 * clicks the focused button.
 */
export function useWedgeScanner(onScan: (code: string) => void, options: WedgeScannerOptions = {}): void {
  const { enabled = true, target, includeFields = false, maxGap, avgGap, enterGap, minLength, now } = options;
  const onScanRef = useRef(onScan);
  const nowRef = useRef(now);
  useEffect(() => {
    onScanRef.current = onScan;
    nowRef.current = now;
  });

  useEffect(() => {
    if (!enabled) return;
    const el: HTMLElement | Window | null = target ? target.current : window;
    if (!el) return;
    const collector = createWedgeCollector({ maxGap, avgGap, enterGap, minLength });
    const clock = () => (nowRef.current ? nowRef.current() : performance.now());

    const onKeyDown = (event: Event) => {
      const e = event as KeyboardEvent;
      if (e.isComposing || e.ctrlKey || e.altKey || e.metaKey) {
        collector.reset();
        return;
      }
      if (!target && !includeFields && isEditable(e.target)) {
        collector.reset();
        return;
      }
      const code = collector.key(e.key, clock());
      if (code !== null) {
        e.preventDefault();
        e.stopPropagation();
        onScanRef.current(code);
      }
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [enabled, target, includeFields, maxGap, avgGap, enterGap, minLength]);
}
