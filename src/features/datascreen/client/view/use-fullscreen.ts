import { useEffect, useState } from 'react';

/** The Fullscreen API for one element: whether it is full screen, and a toggle that says when the browser has none. */
export function useFullscreen(onUnsupported: () => void) {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = (el: HTMLElement | null) => {
    if (!document.fullscreenEnabled || !el?.requestFullscreen) return onUnsupported();
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen().catch(onUnsupported);
  };
  return { full, toggle };
}
