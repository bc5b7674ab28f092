import { useEffect, useMemo, useState } from 'react';
import { aggregateOf, chartOption, EChart } from '@/components/charts';
import type { ScreenWidget } from '@/features/datascreen/contract';
import { formatCell, type Row } from '@/features/reports/contract';
import { useScreenT } from '../i18n';

const muted = { color: 'rgba(230, 241, 255, 0.55)', fontSize: 18 } as const;

export function NoData({ text }: { text: string }) {
  return <div style={{ ...muted, display: 'grid', placeItems: 'center', height: '100%' }}>{text}</div>;
}

/** A chart over its rows through the shared ECharts loader, dark theme on a transparent ground. */
export function ChartBody({ w, rows }: { w: ScreenWidget; rows: readonly Row[] }) {
  const t = useScreenT();
  const chart = w.options.chart;
  const option = useMemo(() => (mapName?: string) => (chart ? { ...chartOption(chart, rows, { label: (f) => f, mapName }), backgroundColor: 'transparent' } : {}), [chart, rows]);
  if (!chart) return null;
  if (rows.length === 0) return <NoData text={t('view.noData')} />;
  return <EChart option={option} mapId={chart.type === 'map' ? chart.mapId : null} height="100%" theme="dark" label={t('view.chartLabel', { title: w.title || chart.title })} />;
}

/** A number card: the rows folded by the mapping's aggregate, in its number format. */
export function CardBody({ w, rows }: { w: ScreenWidget; rows: readonly Row[] }) {
  const chart = w.options.chart;
  const value = chart ? aggregateOf(rows, chart.valueFields[0] ?? '', chart.aggregate) : null;
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <span data-testid="screen-card-value" style={{ fontSize: Math.max(w.options.fontSize, 40), fontWeight: 700, color: w.options.color, fontVariantNumeric: 'tabular-nums', letterSpacing: 1 }}>
        {value === null || !chart ? '—' : formatCell(value, chart.format)}
      </span>
    </div>
  );
}

/** A table that shows `rows` rows at a time and scrolls on by one every 3 seconds when there are more. */
export function TableBody({ w, rows }: { w: ScreenWidget; rows: readonly Row[] }) {
  const t = useScreenT();
  const { columns, rows: visible, fontSize } = w.options;
  const [start, setStart] = useState(0);
  const scrolls = rows.length > visible;
  useEffect(() => {
    setStart(0);
    if (!scrolls) return;
    const timer = setInterval(() => setStart((s) => (s + 1) % rows.length), 3000);
    return () => clearInterval(timer);
  }, [scrolls, rows.length]);
  if (rows.length === 0) return <NoData text={t('view.noData')} />;
  const shown = scrolls ? Array.from({ length: visible }, (_, i) => rows[(start + i) % rows.length]!) : rows;
  const cell = { padding: '6px 10px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: Math.min(fontSize, 28), color: '#e6f1ff' }} aria-label={w.title || t('types.table')}>
      <thead>
        <tr style={{ background: 'rgba(47, 155, 255, 0.25)' }}>
          {columns.map((c) => <th key={c.field} scope="col" style={{ ...cell, textAlign: 'left', color: '#7fd3ff' }}>{c.title || c.field}</th>)}
        </tr>
      </thead>
      <tbody>
        {shown.map((r, i) => (
          <tr key={`${start}-${i}`} style={{ background: i % 2 ? 'rgba(255, 255, 255, 0.04)' : 'transparent' }}>
            {columns.map((c) => <td key={c.field} style={cell}>{typeof r[c.field] === 'number' ? formatCell(r[c.field], 'integer') : String(r[c.field] ?? '')}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const two = (n: number) => String(n).padStart(2, '0');
/** The clock's text for a moment (local time). */
export function clockText(d: Date, format: ScreenWidget['options']['clockFormat']): string {
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  return format === 'date' ? date : format === 'time' ? time : `${date} ${time}`;
}

export function ClockBody({ w }: { w: ScreenWidget }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const o = w.options;
  return <time dateTime={now.toISOString()} style={{ display: 'block', fontSize: o.fontSize, color: o.color, textAlign: o.align, fontVariantNumeric: 'tabular-nums', lineHeight: 1.4 }}>{clockText(now, o.clockFormat)}</time>;
}

export function TextBody({ w }: { w: ScreenWidget }) {
  const o = w.options;
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: o.align === 'left' ? 'flex-start' : o.align === 'right' ? 'flex-end' : 'center', height: '100%', fontSize: o.fontSize, color: o.color, fontWeight: 700, letterSpacing: 2, whiteSpace: 'pre-wrap' }}>
      {o.text}
    </div>
  );
}

export function ImageBody({ w }: { w: ScreenWidget }) {
  return <img src={w.options.url} alt={w.title} referrerPolicy="no-referrer" style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />;
}
