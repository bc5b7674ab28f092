import type { LoadResult } from './load';

export interface Row {
  name: string;
  result: LoadResult;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '—');

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

/** name · requests · req/s · p50 · p95 · p99 · p50 ÷ baseline p50. */
export function formatTable(rows: readonly Row[], baselineP50: number): string {
  const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '×base p50'];
  const body = rows.map(({ name, result: r }) => [
    name,
    r.errors ? `${r.requests} (+${r.errors} err)` : String(r.requests),
    r.perSecond.toFixed(0),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    Number.isFinite(r.p50 / baselineP50) ? `${(r.p50 / baselineP50).toFixed(1)}×` : '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [pad(header, widths), rule, ...body.map((b) => pad(b, widths))].join('\n');
}
