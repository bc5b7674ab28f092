import { pageBody, type PrintElement, type PrintRecord, type PrintTemplateDoc, type TableElement } from '@/features/print/contract';

/** An element placed on one page of the body, in millimetres from the body's top-left. */
export type Placed =
  | { kind: 'element'; element: Exclude<PrintElement, TableElement>; y: number }
  /** A slice of a repeating table: its header row, then `rows` (the slice of the list starting at `first`). */
  | { kind: 'table'; element: TableElement; y: number; first: number; rows: PrintRecord[] };

export interface RenderedPage {
  /** 1-based, within one record's pages. */
  number: number;
  body: Placed[];
}

const rowsOf = (record: PrintRecord, field: string): PrintRecord[] => {
  const v = record[field];
  return Array.isArray(v) ? (v as PrintRecord[]) : [];
};

/** The body's height on one page: paper less margins, header and footer. */
export const bodyHeight = (doc: PrintTemplateDoc) => pageBody(doc).height;

/**
 * Lays one record's body out on pages. Elements keep their designed positions; a table grows to
 * hold its rows and pushes what lies below it down by as much. A table that reaches the bottom of
 * a page goes on at the top of the next with its header row repeated; an element that would cross
 * the bottom moves to the next page whole. Header and footer are not part of the flow: every page
 * gets both (the renderer draws them).
 */
export function paginate(doc: PrintTemplateDoc, record: PrintRecord): RenderedPage[] {
  const H = bodyHeight(doc);
  const pages: RenderedPage[] = [{ number: 1, body: [] }];
  const pageAt = (i: number) => {
    while (pages.length <= i) pages.push({ number: pages.length + 1, body: [] });
    return pages[i]!;
  };
  // Flow position (designed y plus growth of tables above, plus space skipped at page ends).
  let shift = 0;
  const sorted = [...doc.body.elements].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const el of sorted) {
    const top = el.y + shift;
    if (el.type !== 'table') {
      let page = Math.floor(top / H);
      let local = top - page * H;
      if (local + el.h > H + 0.001 && el.h <= H) {
        shift += (page + 1) * H - top;
        page += 1;
        local = 0;
      }
      pageAt(page).body.push({ kind: 'element', element: el, y: local });
      continue;
    }
    const rows = rowsOf(record, el.field);
    const rh = el.rowHeight;
    let page = Math.floor(top / H);
    let local = top - page * H;
    // Header plus at least one row (or the header alone for an empty list) must fit.
    if (local + rh * (rows.length ? 2 : 1) > H + 0.001) {
      shift += (page + 1) * H - top;
      page += 1;
      local = 0;
    }
    let slice: Placed & { kind: 'table' } = { kind: 'table', element: el, y: local, first: 0, rows: [] };
    pageAt(page).body.push(slice);
    let used = local + rh;
    for (const [i, row] of rows.entries()) {
      if (used + rh > H + 0.001) {
        // The rest of this page is skipped; the next page starts with the header again.
        page += 1;
        slice = { kind: 'table', element: el, y: 0, first: i, rows: [] };
        pageAt(page).body.push(slice);
        used = rh;
      }
      slice.rows.push(row);
      used += rh;
    }
    // What follows keeps its designed distance below the table's end (never moves up when the list is short).
    shift = Math.max(shift, page * H + used - (el.y + el.h));
  }
  return pages;
}

/** Page numbers in a text: {page} and {pages}. */
export const withPageNumbers = (text: string, page: number, pages: number) => text.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));

const pad = (n: number) => String(n).padStart(2, '0');
/** A field's value as printed: dates as yyyy-MM-dd (local), numbers and text as they are, nothing for null. */
export function formatValue(value: unknown, kind?: string): string {
  if (value === null || value === undefined) return '';
  if (kind === 'date' && typeof value === 'number') {
    const d = new Date(value);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  return String(value);
}
