/** A small line of recent values (0..max), drawn as SVG; described in text by its label. */
export function Sparkline({ values, max, color, label }: { values: (number | null)[]; max: number; color: string; label: string }) {
  const w = 240;
  const h = 40;
  const points = values.map((v, i) => (v === null ? null : `${(i / Math.max(1, values.length - 1)) * w},${h - (Math.min(v, max) / max) * (h - 2) - 1}`)).filter(Boolean);
  return (
    <svg width="100%" height={h} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" role="img" aria-label={label}>
      <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
