import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

type Listener = (el: Element) => void;
const listeners = new WeakMap<Element, Listener>();
let observer: ResizeObserver | null = null;

/** One observer for every truncated cell of every table (a 500-row page has thousands). */
function observe(el: Element, onResize: Listener): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  observer ??= new ResizeObserver((entries) => entries.forEach((e) => listeners.get(e.target)?.(e.target)));
  listeners.set(el, onResize);
  observer.observe(el);
  return () => {
    listeners.delete(el);
    observer?.unobserve(el);
  };
}

const isOverflowing = (el: Element) => el.scrollWidth > el.clientWidth + 1;

/**
 * Text kept on one line and cut with an ellipsis; when it is cut, the full text shows in a tooltip
 * on hover and on keyboard focus (the element joins the tab order only then).
 */
export function TruncatedText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setCut(isOverflowing(el));
    return observe(el, (target) => setCut(isOverflowing(target)));
  }, [text]);
  return (
    <Tooltip label={text} disabled={!cut} events={{ hover: true, focus: true, touch: true }} multiline maw={420} openDelay={200} withinPortal>
      <span ref={ref} className="qb-truncate" tabIndex={cut ? 0 : undefined} data-truncated={cut || undefined}>{text}</span>
    </Tooltip>
  );
}
