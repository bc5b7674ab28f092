import { labelCell, type PrintRecord, type PrintTemplateDoc } from '@/features/print/contract';
import { paginate, type Placed } from './paginate';

/** One record's share of a sheet: its body laid out in a box at (x, y) mm from the body's top-left. */
export interface SheetPart {
  record: PrintRecord;
  /** Position in the whole run of records (0-based). */
  index: number;
  x: number;
  y: number;
  body: Placed[];
}

/** One printed page: header and footer around its parts; `number` of `pages` for {page} and {pages}. */
export interface Sheet {
  number: number;
  pages: number;
  parts: SheetPart[];
}

/**
 * The printed pages of a template filled with records. A document template gives each record its
 * own pages (`paginate`; page numbers count within the record). A label template (每页标签) puts one
 * record in each label, row by row, `columns × rows` a page, so N records take
 * ceil(N / (columns × rows)) pages, numbered across the run.
 */
export function layoutSheets(doc: PrintTemplateDoc, records: readonly PrintRecord[]): Sheet[] {
  const cell = labelCell(doc);
  const grid = doc.labels;
  if (!cell || !grid) {
    return records.flatMap((record, index) => {
      const pages = paginate(doc, record);
      return pages.map((p) => ({ number: p.number, pages: pages.length, parts: [{ record, index, x: 0, y: 0, body: p.body }] }));
    });
  }
  const perPage = grid.columns * grid.rows;
  const body = labelBody(doc);
  const count = Math.ceil(records.length / perPage);
  return Array.from({ length: count }, (_, p) => ({
    number: p + 1,
    pages: count,
    parts: records.slice(p * perPage, (p + 1) * perPage).map((record, k) => ({
      record,
      index: p * perPage + k,
      x: (k % grid.columns) * (cell.width + grid.gapX),
      y: Math.floor(k / grid.columns) * (cell.height + grid.gapY),
      body,
    })),
  }));
}

/** A label's elements where they were designed (a label holds no table, so nothing flows). */
const labelBody = (doc: PrintTemplateDoc): Placed[] =>
  doc.body.elements.flatMap((element) => (element.type === 'table' ? [] : [{ kind: 'element' as const, element, y: element.y }]));
