import { Box, Paper, Text } from '@mantine/core';
import { useRef } from 'react';
import { GRID_COLS, type PortalWidget } from '@/features/portal/contract';
import { move, place, resize, rowsOf } from '../grid/layout';
import { usePortalT } from '../i18n';
import { ROW_HEIGHT } from '../view/PortalView';

const GAP = 8;

interface Props {
  layout: PortalWidget[];
  selected: string | null;
  onSelect(i: string | null): void;
  onChange(layout: PortalWidget[]): void;
}

/**
 * The designer's canvas: 12 columns; a widget is dragged by its body and resized by its corner handle
 * (pointer events, snapped to the grid, neighbours pushed down), or with the keyboard once focused:
 * arrows move it, Shift+arrows resize it, Delete removes it.
 */
export function GridCanvas({ layout, selected, onSelect, onChange }: Props) {
  const t = usePortalT();
  const ref = useRef<HTMLDivElement>(null);
  const rows = Math.max(rowsOf(layout) + 4, 10);

  const cell = () => {
    const width = ref.current?.clientWidth ?? 1200;
    return { cw: (width + GAP) / GRID_COLS, rh: ROW_HEIGHT + GAP };
  };
  const drag = (e: React.PointerEvent, w: PortalWidget, mode: 'move' | 'resize') => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    onSelect(w.i);
    const { cw, rh } = cell();
    const start = { x: e.clientX, y: e.clientY };
    const base = layout;
    const target = e.currentTarget as HTMLElement;
    target.setPointerCapture?.(e.pointerId);
    const onMove = (ev: PointerEvent) => {
      const dx = Math.round((ev.clientX - start.x) / cw);
      const dy = Math.round((ev.clientY - start.y) / rh);
      onChange(mode === 'move' ? place(base, { ...w, x: w.x + dx, y: Math.max(0, w.y + dy) }) : resize(base, w.i, dx, dy));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };
  const onKey = (e: React.KeyboardEvent, w: PortalWidget) => {
    const d: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = d[e.key];
    if (step) {
      e.preventDefault();
      onChange(e.shiftKey ? resize(layout, w.i, step[0], step[1]) : move(layout, w.i, step[0], step[1]));
    } else if (e.key === 'Delete') {
      e.preventDefault();
      onChange(layout.filter((x) => x.i !== w.i));
      onSelect(null);
    }
  };

  return (
    <Box
      ref={ref} role="application" aria-roledescription={t('designer.canvas')} aria-label={t('designer.canvasHelp')} data-testid="portal-canvas"
      onPointerDown={() => onSelect(null)}
      style={{
        position: 'relative', display: 'grid', gridTemplateColumns: `repeat(${GRID_COLS}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, ${ROW_HEIGHT}px)`, gap: GAP,
        backgroundImage: 'linear-gradient(to right, var(--mantine-color-gray-light) 1px, transparent 1px)', backgroundSize: `calc((100% + ${GAP}px) / ${GRID_COLS}) 100%`,
      }}
    >
      {layout.map((w) => (
        <Paper
          key={w.i} withBorder shadow={selected === w.i ? 'md' : undefined} p="xs" tabIndex={0} role="button" aria-pressed={selected === w.i}
          aria-label={t('designer.widgetLabel', { title: w.title || t(`types.${w.type}`), x: w.x + 1, y: w.y + 1, w: w.w, h: w.h })}
          data-testid={`portal-canvas-${w.i}`} onFocus={() => onSelect(w.i)} onKeyDown={(e) => onKey(e, w)} onPointerDown={(e) => drag(e, w, 'move')}
          style={{
            gridColumn: `${w.x + 1} / span ${w.w}`, gridRow: `${w.y + 1} / span ${w.h}`, cursor: 'move', position: 'relative', touchAction: 'none',
            outline: selected === w.i ? '2px solid var(--mantine-primary-color-filled)' : undefined,
          }}
        >
          <Text size="sm" fw={600} lineClamp={1}>{w.title || t(`types.${w.type}`)}</Text>
          <Text size="xs" c="dimmed">{t(`types.${w.type}`)} · {w.w}×{w.h}</Text>
          <Box
            aria-hidden onPointerDown={(e) => drag(e, w, 'resize')} data-testid={`portal-resize-${w.i}`}
            style={{ position: 'absolute', right: 2, bottom: 2, width: 14, height: 14, cursor: 'nwse-resize', borderRight: '3px solid var(--mantine-color-gray-5)', borderBottom: '3px solid var(--mantine-color-gray-5)' }}
          />
        </Paper>
      ))}
    </Box>
  );
}
