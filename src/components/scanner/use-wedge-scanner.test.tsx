import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWedgeScanner } from './use-wedge-scanner';
import { createWedgeCollector } from './wedge-collector';

afterEach(cleanup);

/** Presses `text` then Enter on `target`, `gap` ms apart on the fake clock. */
function type(target: Element | Document, text: string, clock: { t: number }, gap: number, enter = true) {
  for (const ch of text) {
    clock.t += gap;
    fireEvent.keyDown(target, { key: ch });
  }
  if (enter) {
    clock.t += gap;
    return fireEvent.keyDown(target, { key: 'Enter' });
  }
  return true;
}

describe('createWedgeCollector', () => {
  it('returns the code of a fast burst ended by Enter, and nothing for slow typing', () => {
    const c = createWedgeCollector();
    let t = 0;
    for (const ch of 'ZC202611210001') expect(c.key(ch, (t += 8))).toBeNull();
    expect(c.key('Enter', (t += 8))).toBe('ZC202611210001');
    for (const ch of 'ZC20') c.key(ch, (t += 180));
    expect(c.key('Enter', t + 180)).toBeNull();
  });

  it('starts a new burst after a pause, keeps capitals across Shift, ignores too short codes', () => {
    const c = createWedgeCollector({ minLength: 4 });
    let t = 0;
    c.key('x', (t += 10));
    c.key('y', (t += 500)); // a person typed x, then the scanner starts later
    for (const ch of 'AB') {
      c.key('Shift', (t += 5));
      c.key(ch, (t += 5));
    }
    c.key('1', (t += 5));
    expect(c.pending).toBe('yAB1');
    expect(c.key('Enter', (t += 5))).toBe('yAB1');
    for (const ch of 'AB1') c.key(ch, (t += 5));
    expect(c.key('Enter', t + 5)).toBeNull();
  });

  it('a late key in a scan (jitter) keeps the burst; a person typing 60 ms a key is no scan', () => {
    const c = createWedgeCollector();
    let t = 0;
    for (const [i, ch] of [...'ZC202611210001'].entries()) c.key(ch, (t += i === 5 ? 90 : 8));
    expect(c.key('Enter', (t += 10))).toBe('ZC202611210001');
    for (const ch of 'ZC2026') c.key(ch, (t += 60));
    expect(c.key('Enter', t + 60)).toBeNull();
  });

  it('a Tab or arrow key breaks the burst', () => {
    const c = createWedgeCollector();
    let t = 0;
    for (const ch of 'ZC20') c.key(ch, (t += 5));
    c.key('Tab', (t += 5));
    expect(c.key('Enter', t + 5)).toBeNull();
  });
});

describe('useWedgeScanner (window)', () => {
  it('calls onScan for a fast burst on the page and swallows its Enter', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    renderHook(() => useWedgeScanner(onScan, { now: () => clock.t }));
    const notCancelled = type(document.body, 'ZC202611210001', clock, 10);
    expect(onScan).toHaveBeenCalledWith('ZC202611210001');
    expect(notCancelled).toBe(false);
  });

  it('ignores slow typing and leaves its Enter alone', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    renderHook(() => useWedgeScanner(onScan, { now: () => clock.t }));
    expect(type(document.body, 'ZC202611210001', clock, 150)).toBe(true);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('ignores keys typed into other fields unless includeFields, and nothing when disabled', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    const note = document.createElement('input');
    document.body.appendChild(note);
    const { rerender } = renderHook((p: { include: boolean; enabled: boolean }) => useWedgeScanner(onScan, { now: () => clock.t, includeFields: p.include, enabled: p.enabled }), {
      initialProps: { include: false, enabled: true },
    });
    type(note, 'ZC202611210001', clock, 5);
    expect(onScan).not.toHaveBeenCalled();
    rerender({ include: true, enabled: true });
    type(note, 'ZC202611210002', clock, 5);
    expect(onScan).toHaveBeenLastCalledWith('ZC202611210002');
    rerender({ include: true, enabled: false });
    type(document.body, 'ZC202611210003', clock, 5);
    expect(onScan).toHaveBeenCalledTimes(1);
    note.remove();
  });
});

describe('useWedgeScanner (bound to an input)', () => {
  function ScanInput({ onScan, clock }: { onScan(code: string): void; clock: { t: number } }) {
    const ref = useRef<HTMLInputElement>(null);
    useWedgeScanner(onScan, { target: ref, now: () => clock.t });
    return <input ref={ref} aria-label="scan" />;
  }

  it('takes fast bursts typed into the bound input, not keys elsewhere or slow ones', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    const { getByLabelText } = render(<ScanInput onScan={onScan} clock={clock} />);
    type(document.body, 'ZC202611210009', clock, 5);
    expect(onScan).not.toHaveBeenCalled();
    type(getByLabelText('scan'), 'ZC202611210009', clock, 120);
    expect(onScan).not.toHaveBeenCalled();
    type(getByLabelText('scan'), 'ZC202611210010', clock, 5);
    expect(onScan).toHaveBeenCalledWith('ZC202611210010');
  });
});
