import { useCallback, useRef } from 'react';
import type { ScreenDef, ScreenWidget } from '@/features/datascreen/contract';
import { ScreenStage } from '../canvas/ScreenStage';
import type { Fit } from '../canvas/scale';
import { useScreenT } from '../i18n';
import { ScreenWidgetView } from '../view/ScreenWidgetView';
import { byLayer, dragTo, nudge, removeWidget, resizeTo } from './editing';

interface Props {
  screen: ScreenDef;
  selected: string | null;
  onSelect(id: string | null): void;
  onChange(widgets: ScreenWidget[]): void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The designer's 1920×1080 canvas, scaled to fit the editor: drag a widget to move it, its corner to
 * resize it (pointer events, snapped to 10 px); a focused widget moves with the arrows (1 px, Shift
 * 10 px) and Delete removes it. Locked widgets stay put; hidden ones show faintly.
 */
export function DesignerCanvas({ screen, selected, onSelect, onChange }: Props) {
  const t = useScreenT();
  const fit = useRef<Fit>({ scale: 1, left: 0, top: 0 });
  const onFit = useCallback((f: Fit) => { fit.current = f; }, []);
  const placeholder = { rows: null, fetchedAt: null, error: t('designer.dataInPreview') };

  const drag = (e: React.PointerEvent, w: ScreenWidget, mode: 'move' | 'resize') => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    onSelect(w.id);
    (e.currentTarget as HTMLElement).focus?.();
    if (w.locked) return;
    const start = { x: e.clientX, y: e.clientY };
    const base = screen.widgets;
    const onMove = (ev: PointerEvent) => {
      const scale = fit.current.scale || 1;
      const dx = (ev.clientX - start.x) / scale;
      const dy = (ev.clientY - start.y) / scale;
      onChange(mode === 'move' ? dragTo(base, w, dx, dy) : resizeTo(base, w, dx, dy));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };
  const onKey = (e: React.KeyboardEvent, w: ScreenWidget) => {
    const step = ARROWS[e.key];
    if (step) {
      e.preventDefault();
      const by = e.shiftKey ? 10 : 1;
      onChange(nudge(screen.widgets, w.id, step[0] * by, step[1] * by));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onChange(removeWidget(screen.widgets, w.id));
      onSelect(null);
    }
  };

  return (
    <ScreenStage
      screen={screen} testId="screen-designer-canvas" label={t('designer.canvasHelp')} barColor="var(--mantine-color-gray-light)" onFit={onFit}
      canvasProps={{
        role: 'application', 'aria-roledescription': t('designer.canvas'), onPointerDown: () => onSelect(null),
        style: { outline: '1px solid var(--mantine-color-gray-5)' },
      }}
    >
      <div aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none', backgroundImage: 'linear-gradient(rgba(255,255,255,.05) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,.05) 1px, transparent 1px)', backgroundSize: '40px 40px' }} />
      {byLayer(screen.widgets).map((w) => (
        <div key={w.id} style={{ opacity: w.hidden ? 0.3 : 1 }}>
          <ScreenWidgetView w={w} state={placeholder} />
          <div
            tabIndex={0} role="button" aria-pressed={selected === w.id} data-testid={`screen-designer-widget-${w.id}`}
            aria-label={t('designer.widgetLabel', { title: w.title || t(`types.${w.type}`), x: w.x, y: w.y, w: w.w, h: w.h })}
            onPointerDown={(e) => drag(e, w, 'move')} onKeyDown={(e) => onKey(e, w)} onFocus={() => onSelect(w.id)}
            style={{
              position: 'absolute', left: w.x, top: w.y, width: w.w, height: w.h, zIndex: w.z, cursor: w.locked ? 'not-allowed' : 'move', touchAction: 'none',
              outline: selected === w.id ? '3px solid #ffd43b' : w.hidden ? '2px dashed rgba(255,255,255,.4)' : '1px dashed rgba(255,255,255,.25)', outlineOffset: -1,
            }}
          >
            {selected === w.id && !w.locked && (
              <div
                aria-hidden data-testid={`screen-designer-resize-${w.id}`} onPointerDown={(e) => drag(e, w, 'resize')}
                style={{ position: 'absolute', right: -8, bottom: -8, width: 20, height: 20, background: '#ffd43b', borderRadius: 3, cursor: 'nwse-resize' }}
              />
            )}
          </div>
        </div>
      ))}
    </ScreenStage>
  );
}
