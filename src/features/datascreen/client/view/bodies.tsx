import { useEffect, useMemo, useState } from 'react';
import { aggregateOf, chartOption, EChart } from '@/components/charts';
import type { ScreenWidget } from '@/features/datascreen/contract';
import { formatCell, type Row } from '@/features/reports/contract';
import { useScreenT } from '../i18n';

const muted = { color: 'rgba(230, 241, 255, 0.55)', fontSize: 18 } as const;

export function NoData({ text }: { text: string }) {
  return <div style={{ ...muted, display: 'grid', placeItems: 'center', height: '100%' }}>{text}</div>;
}

const SCREEN_FONT = 16;
type Option = Record<string, unknown>;
const withFont = (part: unknown, key: string): unknown =>
  part && typeof part === 'object' && !Array.isArray(part) ? { ...(part as Option), [key]: { ...((part as Option)[key] as Option | undefined), fontSize: SCREEN_FONT } } : part;

/** Text sized for a wall (the canvas is 1920 wide and usually shown smaller), on a transparent ground. */
export function forScreen(option: Option): Option {
  return {
    ...option,
    backgroundColor: 'transparent',
    textStyle: { fontSize: SCREEN_FONT },
    xAxis: withFont(option.xAxis, 'axisLabel'),
    yAxis: withFont(option.yAxis, 'axisLabel'),
    legend: withFont(option.legend, 'textStyle'),
    series: Array.isArray(option.series) ? option.series.map((s) => withFont(s, 'label')) : option.series,
  };
}

/** A chart over its rows through the shared ECharts loader, dark theme on a transparent ground. */
export function ChartBody({ w, rows }: { w: ScreenWidget; rows: readonly Row[] }) {
  const t = useScreenT();
  const chart = w.options.chart;
  const option = useMemo(() => (mapName?: string) => (chart ? forScreen(chartOption(chart, rows, { label: (f) => f, mapName })) : {}), [chart, rows]);
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

/** The height of a table widget's rows: its body (less frame padding and title) over the header and its visible rows. */
export function tableRowHeight(w: ScreenWidget): number {
  const body = w.h - (w.border === 'none' ? 0 : 24) - (w.title ? 38 : 0);
  return Math.max(14, Math.floor(body / (w.options.rows + 1)));
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
  // The header and `visible` rows share the body's height; the text is no taller than a row allows.
  const rowHeight = tableRowHeight(w);
  const cell = { padding: '0 10px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: Math.max(10, Math.min(fontSize, Math.floor(rowHeight / 1.7))), color: '#e6f1ff' }} aria-label={w.title || t('types.table')}>
      <thead>
        <tr style={{ background: 'rgba(47, 155, 255, 0.25)', height: rowHeight }}>
          {columns.map((c) => <th key={c.field} scope="col" style={{ ...cell, textAlign: c.format === 'text' ? 'left' : 'right', color: '#7fd3ff' }}>{c.title || c.field}</th>)}
        </tr>
      </thead>
      <tbody>
        {shown.map((r, i) => (
          <tr key={`${start}-${i}`} style={{ background: i % 2 ? 'rgba(255, 255, 255, 0.04)' : 'transparent', height: rowHeight }}>
            {columns.map((c) => <td key={c.field} style={{ ...cell, textAlign: c.format === 'text' ? 'left' : 'right' }}>{formatCell(r[c.field], c.format)}</td>)}
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
