import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SCREEN_HEIGHT, SCREEN_WIDTH, isImageUrl, type ScreenDef } from '@/features/datascreen/contract';
import { fitScale, type Fit } from './scale';

/** The box's size as it changes (ResizeObserver; the window's size where there is none). */
export function useBoxFit(): [React.RefObject<HTMLDivElement | null>, Fit] {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit>({ scale: 0, left: 0, top: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setFit(fitScale(el.clientWidth, el.clientHeight));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, fit];
}

export const backgroundOf = (screen: ScreenDef): React.CSSProperties => ({
  backgroundColor: screen.background.color,
  ...(isImageUrl(screen.background.image) ? { backgroundImage: `url("${encodeURI(screen.background.image)}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
});

interface Props {
  screen: ScreenDef;
  children: ReactNode;
  testId: string;
  label: string;
  /** The box's own background around the canvas (the letterbox bars). */
  barColor?: string;
  /** Given the current fit (the designer maps pointer moves back to canvas pixels). */
  onFit?(fit: Fit): void;
  canvasProps?: React.HTMLAttributes<HTMLDivElement>;
}

/**
 * The 1920×1080 canvas drawn at the scale that fits its box whole (CSS transform), centred with
 * bars where the box is not 16:9. Widgets inside are placed in canvas pixels.
 */
export function ScreenStage({ screen, children, testId, label, barColor = '#000', onFit, canvasProps }: Props) {
  const [ref, fit] = useBoxFit();
  useEffect(() => onFit?.(fit), [fit, onFit]);
  return (
    <div ref={ref} style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', background: barColor }}>
      <div
        {...canvasProps}
        role="region" data-testid={testId} aria-label={label} data-scale={fit.scale.toFixed(4)}
        style={{
          position: 'absolute', left: fit.left, top: fit.top, width: SCREEN_WIDTH, height: SCREEN_HEIGHT, transform: `scale(${fit.scale})`, transformOrigin: '0 0',
          overflow: 'hidden', visibility: fit.scale > 0 ? 'visible' : 'hidden', ...backgroundOf(screen), ...canvasProps?.style,
        }}
      >
        {children}
      </div>
    </div>
  );
}
