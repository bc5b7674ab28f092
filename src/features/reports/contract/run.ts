import { z } from 'zod';
import { REPORT_LIMITS, REPORT_MSG, type ReportColumn, type ReportParam } from './definition';

/** What 查询 sends: parameter values by name (text, a number, YYYY-MM-DD or a dictionary entry's enCode). */
export const runBody = z.object({
  values: z.record(z.string().max(40), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]), { error: '参数值不合法' }).default({}),
}).default({ values: {} });
export type RunBody = z.output<typeof runBody>;


export type ParamValue = string | number | null;
export type CheckedValues = { ok: true; values: Record<string, ParamValue> } | { ok: false; msg: string };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * Checks a run's values against the report's parameters: every name must be a parameter, every value
 * of its type (a number, a real date, a select's entry when `options` knows the dictionary), required
 * ones present after defaults. Answers the typed values to bind, or the first message. The same rules
 * run on the device (before a query) and on the server (which never trusts the device).
 */
export function checkRunValues(params: readonly ReportParam[], given: Record<string, unknown>, options?: (dictionary: string) => ReadonlySet<string> | undefined): CheckedValues {
  const byName = new Map(params.map((p) => [p.name, p]));
  const unknown = Object.keys(given).find((k) => !byName.has(k));
  if (unknown !== undefined) return { ok: false, msg: REPORT_MSG.valueUnknown(unknown) };
  const values: Record<string, ParamValue> = {};
  for (const p of params) {
    let raw = given[p.name];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) raw = p.defaultValue;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (p.required) return { ok: false, msg: REPORT_MSG.valueRequired(p.label) };
      values[p.name] = null;
      continue;
    }
    if (typeof raw === 'object' || typeof raw === 'boolean' && p.type !== 'text') return { ok: false, msg: typeMsg(p) };
    switch (p.type) {
      case 'number': {
        const n = typeof raw === 'number' ? raw : /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
        if (!Number.isFinite(n)) return { ok: false, msg: REPORT_MSG.valueNumber(p.label) };
        values[p.name] = n;
        break;
      }
      case 'date': {
        const s = String(raw).trim();
        if (!isDate(s)) return { ok: false, msg: REPORT_MSG.valueDate(p.label) };
        values[p.name] = s;
        break;
      }
      case 'select': {
        const s = String(raw);
        const allowed = p.dictionary ? options?.(p.dictionary) : undefined;
        if (s.length > REPORT_LIMITS.text || (allowed && !allowed.has(s))) return { ok: false, msg: REPORT_MSG.valueOption(p.label) };
        values[p.name] = s;
        break;
      }
      default: {
        const s = String(raw);
        if (s.length > REPORT_LIMITS.text) return { ok: false, msg: REPORT_MSG.valueText(p.label) };
        values[p.name] = s;
      }
    }
  }
  return { ok: true, values };
}

const typeMsg = (p: ReportParam) => (p.type === 'number' ? REPORT_MSG.valueNumber(p.label) : p.type === 'date' ? REPORT_MSG.valueDate(p.label) : REPORT_MSG.valueText(p.label));

export type Row = Record<string, unknown>;
/** A summary row's values by column field (null where the column has no summary). */
export type Summary = Record<string, number | null>;
export interface ReportGroup {
  /** The group-by field's value as text ('' for an empty one). */
  key: string;
  /** Index range of its rows in `rows` (rows are ordered group by group). */
  from: number;
  to: number;
  subtotal: Summary | null;
}
/** The table's data: rows ordered by group, the groups with their 小计, and the 合计. */
export interface ComputedTable {
  rows: Row[];
  groups: ReportGroup[];
  total: Summary | null;
}

export interface RunResult extends ComputedTable {
  /** The rows the interface answered (before grouping). */
  rowCount: number;
  /** The interface stopped at its row cap. */
  truncated: boolean;
  /** The values the run bound (defaults filled in). */
  values: Record<string, ParamValue>;
  /** When the server answered (ms). */
  fetchedAt: number;
}

/** A number from a database value ('12.50' from PostgreSQL's numeric, 3n, 7): null when it is none. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replaceAll(',', ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function summarise(rows: readonly Row[], columns: readonly ReportColumn[]): Summary {
  const out: Summary = {};
  for (const c of columns) {
    if (c.summary === 'none') {
      out[c.field] = null;
      continue;
    }
    if (c.summary === 'count') {
      out[c.field] = rows.filter((r) => r[c.field] !== null && r[c.field] !== undefined && r[c.field] !== '').length;
      continue;
    }
    const nums = rows.map((r) => toNumber(r[c.field])).filter((n): n is number => n !== null);
    // Sums in cents where values have at most two decimals, so 0.1 + 0.2 shows 0.30 and never drifts.
    const sum = nums.reduce((a, n) => a + n, 0);
    const exact = Math.round(sum * 1e6) / 1e6;
    out[c.field] = c.summary === 'sum' ? exact : nums.length ? Math.round((exact / nums.length) * 1e6) / 1e6 : null;
  }
  return out;
}

const keyOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * Groups rows by `groupBy` in the order each group first appears (the interface's order decides),
 * with a subtotal per group and the grand total over every row, as the layout asks.
 */
export function computeTable(rows: readonly Row[], layout: { columns: readonly ReportColumn[]; groupBy: string | null; subtotal: boolean; total: boolean }): ComputedTable {
  const total = layout.total ? summarise(rows, layout.columns) : null;
  if (!layout.groupBy) return { rows: [...rows], groups: [], total };
  const field = layout.groupBy;
  const order: string[] = [];
  const buckets = new Map<string, Row[]>();
  for (const r of rows) {
    const k = keyOf(r[field]);
    let list = buckets.get(k);
    if (!list) {
      list = [];
      buckets.set(k, list);
      order.push(k);
    }
    list.push(r);
  }
  const out: Row[] = [];
  const groups: ReportGroup[] = [];
  for (const k of order) {
    const list = buckets.get(k)!;
    groups.push({ key: k, from: out.length, to: out.length + list.length, subtotal: layout.subtotal ? summarise(list, layout.columns) : null });
    out.push(...list);
  }
  return { rows: out, groups, total };
}
