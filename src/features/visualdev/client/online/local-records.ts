import type { ListPage } from '@/contract/envelope';
import { collectFields, FIELD_KINDS, isPickedKind, isTableNode, type FieldNode, type OnlineModelRow, type OnlineRecordRow, type SearchField } from '@/features/visualdev/contract';
import type { ListRequest } from '@/components/list-page/use-list-data';

/** A list row: the record's values flat, plus who/when (the list's own columns); a tree list's rows carry their children. */
export type OnlineListRow = Record<string, unknown> & { id: string; _version?: number; children?: OnlineListRow[] };

export type SearchValues = Record<string, unknown>;
export type OnlineQuery = ListRequest & { query: SearchValues };

const textOf = (v: unknown): string => (v === null || v === undefined ? '' : Array.isArray(v) ? v.map(textOf).join(' ') : typeof v === 'object' ? '' : String(v));

/** The main form's fields by name (sub-tables left out: they are not list columns). */
export function fieldsByName(model: OnlineModelRow): Map<string, FieldNode> {
  const out = new Map<string, FieldNode>();
  for (const f of collectFields(model.formData.fields)) if (!isTableNode(f)) out.set(f.vModel, f);
  return out;
}

function matches(search: SearchField, field: FieldNode | undefined, value: unknown, wanted: unknown): boolean {
  if (wanted === undefined || wanted === null || wanted === '' || (Array.isArray(wanted) && wanted.every((w) => w === null || w === ''))) return true;
  if (search.searchType === 3 && Array.isArray(wanted)) {
    const [from, to] = wanted as [unknown, unknown];
    const n = typeof value === 'number' ? value : Number(value);
    if (value === null || value === undefined || !Number.isFinite(n)) return false;
    return (from === null || from === '' || n >= Number(from)) && (to === null || to === '' || n <= Number(to));
  }
  const have = Array.isArray(value) ? value.map(String) : [textOf(value)];
  if (search.searchType === 1 || (field && isPickedKind(field.jnpfKey))) return have.includes(String(wanted));
  return have.some((h) => h.toLowerCase().includes(String(wanted).toLowerCase()));
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return textOf(a).localeCompare(textOf(b), 'zh-CN');
}

/**
 * One page of a released model's records from the device: keyword over the list's text columns,
 * the search fields, sort by a list column (newest first by default), paging as the server does.
 */
export function recordPage(model: OnlineModelRow, records: readonly OnlineRecordRow[], q: OnlineQuery): ListPage<OnlineListRow> {
  const fields = fieldsByName(model);
  const { columnList, searchList, defaultSidx, sort } = model.columnData;
  const keyword = q.keyword?.trim().toLowerCase();
  const keywordProps = columnList.map((c) => c.prop).filter((p) => fields.get(p) && FIELD_KINDS[fields.get(p)!.jnpfKey].shape === 'text');
  let rows = records.filter((r) => r.modelId === model.id);
  if (keyword) rows = rows.filter((r) => keywordProps.some((p) => textOf(r.data[p]).toLowerCase().includes(keyword)));
  for (const s of searchList) rows = rows.filter((r) => matches(s, fields.get(s.prop), r.data[s.prop], q.query[s.prop]));
  const chosen = q.sidx && fields.has(q.sidx) ? q.sidx : null;
  const sidx = chosen ?? (defaultSidx && fields.has(defaultSidx) ? defaultSidx : null);
  const order = (chosen ? q.sort : sort) === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => (sidx ? compare(a.data[sidx], b.data[sidx]) * order : 0) || compare(b.creatorTime, a.creatorTime) || compare(b.id, a.id));
  const start = (q.currentPage - 1) * q.pageSize;
  const asRow = (r: OnlineRecordRow): OnlineListRow => ({ ...r.data, id: r.id, _version: (r as { _version?: number })._version, creatorUserId: r.creatorUserId, creatorTime: r.creatorTime, lastModifyTime: r.lastModifyTime });
  const { type, parentField } = model.columnData;
  // A tree list pages over its top rows; each carries the matching rows below it.
  const shown = type === 2 && parentField ? nest(sorted.map(asRow), parentField) : sorted.map(asRow);
  return { list: shown.slice(start, start + q.pageSize), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: shown.length } };
}

/** The id a parent field holds: an id, or the first of a list (a multiple relation). */
const idIn = (v: unknown): string | null => (typeof v === 'string' && v ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : null);

/**
 * Rows nested under the row their `parentField` names, in the order given. A row whose parent is not
 * among them, or whose chain of parents comes back to itself, is a top row: no row is ever lost.
 */
export function nest(rows: readonly OnlineListRow[], parentField: string): OnlineListRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parentOf = (r: OnlineListRow) => { const p = idIn(r[parentField]); return p && p !== r.id && byId.has(p) ? p : null; };
  const reachesTop = (r: OnlineListRow) => {
    const seen = new Set([r.id]);
    for (let p = parentOf(r); p; p = parentOf(byId.get(p)!)) {
      if (seen.has(p)) return false;
      seen.add(p);
    }
    return true;
  };
  const children = new Map<string, OnlineListRow[]>();
  const top: OnlineListRow[] = [];
  for (const r of rows) {
    const p = parentOf(r);
    if (p && reachesTop(r)) children.set(p, [...(children.get(p) ?? []), r]);
    else top.push(r);
  }
  const withChildren = (r: OnlineListRow): OnlineListRow => {
    const below = children.get(r.id);
    return below ? { ...r, children: below.map(withChildren) } : r;
  };
  return top.map(withChildren);
}
