import { Box, Text } from '@mantine/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { pageBody, type PrintElement, type PrintTemplateDoc } from '@/features/print/contract';
import { bandSize, BANDS, moveElement, resizeElement, type Band } from './model/designer';
import { usePrintT } from './i18n';

/** Pixels per millimetre on the canvas. */
export const SCALE = 3;

const label = (e: PrintElement) => {
  switch (e.type) {
    case 'text': return e.text;
    case 'field': return `${e.label ? `${e.label}：` : ''}{${e.field}}`;
    case 'table': return `▦ {${e.field}} ${e.columns.map((c) => c.title).join(' | ')}`;
    case 'qrcode': return `QR {${e.field ?? e.text}}`;
    case 'barcode': return `||| {${e.field ?? e.text}}`;
    case 'image': return '🖼';
    default: return '';
  }
};

interface Props {
  doc: PrintTemplateDoc;
  selected: string | null;
  onSelect(id: string | null): void;
  onChange(doc: PrintTemplateDoc): void;
}

/** The paper at SCALE px/mm: header, body and footer bands; drag to move, the corner to resize, arrows move 1 mm. */
export function DesignerCanvas({ doc, selected, onSelect, onChange }: Props) {
  const t = usePrintT();
  const drag = useRef<{ id: string; mode: 'move' | 'resize'; x: number; y: number; start: PrintTemplateDoc; el: PrintElement } | null>(null);
  const { margin } = doc.paper;

  const down = (e: PointerEvent, el: PrintElement, mode: 'move' | 'resize') => {
    e.stopPropagation();
    onSelect(el.id);
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { id: el.id, mode, x: e.clientX, y: e.clientY, start: doc, el };
  };
  const move = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = (e.clientX - d.x) / SCALE;
    const dy = (e.clientY - d.y) / SCALE;
    onChange(d.mode === 'move' ? moveElement(d.start, d.id, dx, dy) : resizeElement(d.start, d.id, d.el.w + dx, d.el.h + dy));
  };
  const up = () => { drag.current = null; };
  const key = (e: KeyboardEvent, el: PrintElement) => {
    const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const s = step[e.key];
    if (!s) return;
    e.preventDefault();
    onChange(moveElement(doc, el.id, s[0], s[1]));
  };

  const band = (b: Band) => {
    const size = bandSize(doc, b);
    const els = b === 'body' ? doc.body.elements : doc[b].elements;
    const grid = b === 'body' ? doc.labels : null;
    const area = (
      <Box key={b} pos="relative" style={{ width: size.width * SCALE, height: Math.max(size.height, 0) * SCALE, outline: grid ? '1px solid #1c7ed6' : '1px dashed #adb5bd', marginLeft: grid ? 0 : margin.left * SCALE }} data-band={b}>
        {!grid && <Text size="xs" c="dimmed" pos="absolute" style={{ left: -margin.left * SCALE + 2, top: 0 }}>{t(`designer.bands.${b}`)}</Text>}
        {els.map((el) => (
          <Box
            key={el.id}
            role="button"
            tabIndex={0}
            aria-label={`${t(`designer.types.${el.type}`)} ${el.id}`}
            aria-pressed={selected === el.id}
            data-element={el.id}
            onPointerDown={(e) => down(e, el, 'move')}
            onPointerMove={move}
            onPointerUp={up}
            onKeyDown={(e) => key(e, el)}
            onFocus={() => onSelect(el.id)}
            pos="absolute"
            style={{
              left: el.x * SCALE, top: el.y * SCALE, width: el.w * SCALE, height: el.h * SCALE, cursor: 'move', overflow: 'hidden', fontSize: 11, lineHeight: 1.2,
              outline: selected === el.id ? '2px solid #1c7ed6' : '1px solid #ced4da', background: el.type === 'line' ? '#495057' : 'rgba(231,245,255,0.6)', touchAction: 'none', userSelect: 'none',
            }}
          >
            {label(el)}
            {selected === el.id && (
              <Box aria-hidden onPointerDown={(e) => down(e, el, 'resize')} onPointerMove={move} onPointerUp={up} pos="absolute" style={{ right: 0, bottom: 0, width: 8, height: 8, background: '#1c7ed6', cursor: 'nwse-resize' }} data-resize={el.id} />
            )}
          </Box>
        ))}
      </Box>
    );
    if (!grid) return area;
    // 每页标签: the body is the first label; the rest of the sheet's labels are outlines to see the grid by.
    const body = pageBody(doc);
    const ghosts = Array.from({ length: grid.columns * grid.rows - 1 }, (_, i) => i + 1);
    return (
      <Box key={b} pos="relative" style={{ width: body.width * SCALE, height: Math.max(body.height, 0) * SCALE, marginLeft: margin.left * SCALE }} data-band="labels">
        <Text size="xs" c="dimmed" pos="absolute" style={{ left: -margin.left * SCALE + 2, top: 0 }}>{t('designer.bands.body')}</Text>
        {ghosts.map((k) => (
          <Box key={k} aria-hidden pos="absolute" data-ghost={k}
            style={{ left: (k % grid.columns) * (size.width + grid.gapX) * SCALE, top: Math.floor(k / grid.columns) * (size.height + grid.gapY) * SCALE, width: size.width * SCALE, height: size.height * SCALE, outline: '1px dashed #dee2e6' }} />
        ))}
        {area}
      </Box>
    );
  };

  return (
    <Box role="region" aria-label={t('designer.canvas')} bg="white" onPointerDown={() => onSelect(null)}
      style={{ width: doc.paper.width * SCALE, minHeight: doc.paper.height * SCALE, paddingTop: margin.top * SCALE, boxShadow: '0 1px 4px rgba(0,0,0,0.2)', margin: '0 auto' }}>
      {BANDS.map(band)}
    </Box>
  );
}
