import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useWorkflowT } from '../i18n';

const WIDTH = 480;
const HEIGHT = 180;
/** The contract's limit on `signImg` (a PNG data URL). */
export const SIGNATURE_MAX_CHARS = 200_000;

/**
 * A handwritten signature drawn with a mouse, pen or finger. After each stroke it hands over the
 * drawing as a PNG data URL, or null when cleared (or when the drawing would exceed the limit).
 */
export function SignaturePad({ onChange, onTooLarge }: { onChange(dataUrl: string | null): void; onTooLarge?(): void }) {
  const t = useWorkflowT();
  const hintId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const drawn = useRef(false);

  const paper = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    // White paper, so the signature reads on a dark theme too.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  };
  useEffect(paper, []);

  // The canvas is scaled by CSS to fit the dialog: map the pointer to its own pixels.
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) * WIDTH) / (r.width || WIDTH), y: ((e.clientY - r.top) * HEIGHT) / (r.height || HEIGHT) };
  };
  const line = (to: { x: number; y: number }) => {
    const ctx = canvas.current?.getContext('2d');
    const from = last.current;
    if (!ctx || !from) return;
    ctx.strokeStyle = '#1a1b1e';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    last.current = to;
    drawn.current = true;
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    last.current = at(e);
    // A tap leaves a dot.
    line({ x: last.current.x + 0.1, y: last.current.y + 0.1 });
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (last.current) line(at(e));
  };
  const up = () => {
    if (!last.current) return;
    last.current = null;
    const url = drawn.current ? (canvas.current?.toDataURL('image/png') ?? null) : null;
    if (url && url.length > SIGNATURE_MAX_CHARS) {
      onTooLarge?.();
      onChange(null);
    } else onChange(url);
  };
  const clear = () => {
    paper();
    drawn.current = false;
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <canvas
        ref={canvas} width={WIDTH} height={HEIGHT} role="img" aria-label={t('sign.pad')} aria-describedby={hintId} data-testid="signature-pad"
        style={{ width: '100%', maxWidth: WIDTH, aspectRatio: `${WIDTH} / ${HEIGHT}`, border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 4, touchAction: 'none', cursor: 'crosshair' }}
        onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={up} onLostPointerCapture={up}
      />
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={clear} data-testid="signature-clear">{t('detail.clearSignature')}</Button>
        <Text size="xs" c="dimmed" id={hintId}>{t('sign.hint')}</Text>
      </Group>
    </Stack>
  );
}
