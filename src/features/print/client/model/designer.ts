import type { ElementType, LabelGrid, PrintElement, PrintField, PrintTemplateDoc } from '@/features/print/contract';
import { bodyArea, ELEMENT_TYPES, LABEL_LIMITS, labelCell, labelGrid, pageBody, printElement } from '@/features/print/contract';

/** The designer's edits as pure functions of the template document (ADR 0031); the page only draws. */
export type Band = 'header' | 'body' | 'footer';
export const BANDS: readonly Band[] = ['header', 'body', 'footer'];

const round = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), Math.max(lo, hi));
/** Clamped and rounded to 0.1 mm, never rounded past `hi` (a label's size is seldom a round number). */
const within = (n: number, lo: number, hi: number) => {
  const r = round(clamp(n, lo, hi));
  return r > hi && hi >= lo ? Math.floor(hi * 10) / 10 : r;
};

/** A number input's value as a number (an emptied input is 0). */
export const toNumber = (v: string | number) => (typeof v === 'number' ? v : Number(v) || 0);

/**
 * A band's drawing area in mm: the paper's inner width and the band's height; the body takes what
 * is left, or, for a label template, is one label.
 */
export function bandSize(doc: PrintTemplateDoc, band: Band) {
  if (band === 'body') return bodyArea(doc);
  return { width: pageBody(doc).width, height: band === 'header' ? doc.header.height : doc.footer.height };
}

const elementsOf = (doc: PrintTemplateDoc, band: Band) => (band === 'body' ? doc.body.elements : doc[band].elements);
function withElements(doc: PrintTemplateDoc, band: Band, elements: PrintElement[]): PrintTemplateDoc {
  return band === 'body' ? { ...doc, body: { elements } } : { ...doc, [band]: { ...doc[band], elements } };
}

export function findElement(doc: PrintTemplateDoc, id: string): { band: Band; element: PrintElement } | null {
  for (const band of BANDS) {
    const element = elementsOf(doc, band).find((e) => e.id === id);
    if (element) return { band, element };
  }
  return null;
}

function replace(doc: PrintTemplateDoc, id: string, change: (e: PrintElement, size: { width: number; height: number }) => PrintElement): PrintTemplateDoc {
  const found = findElement(doc, id);
  if (!found) return doc;
  const size = bandSize(doc, found.band);
  return withElements(doc, found.band, elementsOf(doc, found.band).map((e) => (e.id === id ? change(e, size) : e)));
}

const nextId = (doc: PrintTemplateDoc, type: ElementType) => {
  const taken = new Set(BANDS.flatMap((b) => elementsOf(doc, b).map((e) => e.id)));
  let i = 1;
  while (taken.has(`${type}${i}`)) i++;
  return `${type}${i}`;
};

const DEFAULT_SIZE: Record<ElementType, { w: number; h: number }> = {
  text: { w: 60, h: 7 }, field: { w: 60, h: 7 }, table: { w: 120, h: 16 }, image: { w: 30, h: 30 }, qrcode: { w: 20, h: 20 }, barcode: { w: 60, h: 15 }, line: { w: 100, h: 1 },
};

/** Adds an element of `type` at the band's top-left (fitted into the band), bound to the first suitable field. */
export function addElement(doc: PrintTemplateDoc, band: Band, type: ElementType, fields: readonly PrintField[] = []): { doc: PrintTemplateDoc; id: string } {
  const id = nextId(doc, type);
  const size = bandSize(doc, band);
  const w = Math.min(DEFAULT_SIZE[type].w, size.width);
  const h = Math.min(DEFAULT_SIZE[type].h, Math.max(size.height, 1));
  const base = { id, x: 0, y: 0, w, h };
  const list = fields.find((f) => f.kind === 'list');
  const scalar = fields.find((f) => f.kind !== 'list');
  const raw: Record<ElementType, unknown> = {
    text: { ...base, type, text: '文本' },
    field: { ...base, type, field: scalar?.field ?? 'id', label: scalar?.label ?? '' },
    table: { ...base, type, field: list?.field ?? 'rows', columns: columnsFor(list, w) },
    image: { ...base, type, src: '' },
    qrcode: { ...base, type, text: '', ...(scalar ? { field: scalar.field } : { text: 'Qingban' }) },
    barcode: { ...base, type, text: '', ...(scalar ? { field: scalar.field } : { text: 'QB001' }) },
    line: { ...base, type },
  };
  const element = printElement.parse(raw[type]);
  return { doc: withElements(doc, band, [...elementsOf(doc, band), element]), id };
}

/** A list field's children as columns sharing `width`. */
function columnsFor(list: PrintField | undefined, width: number) {
  const children = list?.children?.length ? list.children : [{ field: 'name', label: '名称', kind: 'text' as const }];
  const each = round(width / children.length);
  return children.map((c) => ({ field: c.field, title: c.label, width: each }));
}

/** Moves by (dx, dy) mm, kept inside its band. */
export const moveElement = (doc: PrintTemplateDoc, id: string, dx: number, dy: number) =>
  replace(doc, id, (e, s) => ({ ...e, x: within(e.x + dx, 0, s.width - e.w), y: within(e.y + dy, 0, s.height - e.h) }));

/** Sets the size (mm), at least 1 mm and never past the band's right or bottom edge. */
export const resizeElement = (doc: PrintTemplateDoc, id: string, w: number, h: number) =>
  replace(doc, id, (e, s) => ({ ...e, w: within(w, 1, s.width - e.x), h: within(h, 1, s.height - e.y) }));

/**
 * Binds an element to a field. A table binds to a list field and takes its rows' fields as columns;
 * a field, QR code, barcode or image to a value field. Binding something unsuitable changes nothing.
 */
export function bindField(doc: PrintTemplateDoc, id: string, field: string, fields: readonly PrintField[]): PrintTemplateDoc {
  const f = fields.find((x) => x.field === field);
  if (!f) return doc;
  return replace(doc, id, (e) => {
    if (e.type === 'table') return f.kind === 'list' ? { ...e, field, columns: columnsFor(f, e.w) } : e;
    if (f.kind === 'list') return e;
    if (e.type === 'field') return { ...e, field, label: e.label || f.label };
    if (e.type === 'qrcode' || e.type === 'barcode' || e.type === 'image') return { ...e, field };
    return e;
  });
}

/** Any other change of one element (text, style, columns …), checked by the contract's element schema. */
export const updateElement = (doc: PrintTemplateDoc, id: string, patch: Partial<PrintElement>) =>
  replace(doc, id, (e) => {
    const next = printElement.safeParse({ ...e, ...patch });
    return next.success ? next.data : e;
  });

/** The grid a template gets when 每页标签 is switched on: 3 × 8 with 2 mm gaps, or one label when the paper is too small for that. */
export function defaultLabelGrid(doc: PrintTemplateDoc): LabelGrid {
  const grid: LabelGrid = { columns: 3, rows: 8, gapX: 2, gapY: 2, border: true };
  return labelTooSmall({ ...doc, labels: grid }) ? { ...grid, columns: 1, rows: 1, gapX: 0, gapY: 0 } : grid;
}

/**
 * Sets the label grid (null: one document per record again) and fits the body's elements into the
 * new label, moving them in and shrinking them as needed. A grid the contract's grid schema refuses
 * changes nothing; one whose labels are too small is kept (the designer says so, saving is refused)
 * without crushing the elements into it.
 */
export function setLabelGrid(doc: PrintTemplateDoc, grid: LabelGrid | null): PrintTemplateDoc {
  let labels: LabelGrid | null = null;
  if (grid) {
    const parsed = labelGrid.safeParse(grid);
    if (!parsed.success) return doc;
    labels = parsed.data;
  }
  const next = { ...doc, labels };
  const area = bodyArea(next);
  if (labelTooSmall(next)) return next;
  const fit = (e: PrintElement): PrintElement => {
    const w = within(e.w, 1, area.width);
    const h = within(e.h, 1, area.height);
    return { ...e, w, h, x: within(e.x, 0, area.width - w), y: within(e.y, 0, area.height - h) };
  };
  return { ...next, body: { elements: next.body.elements.map(fit) } };
}

/** The grid leaves labels smaller than the least a label may be. */
export function labelTooSmall(doc: PrintTemplateDoc): boolean {
  const cell = labelCell(doc);
  return cell !== null && (cell.width < LABEL_LIMITS.labelMin || cell.height < LABEL_LIMITS.labelMin);
}

/** The element types the add menu offers in a band: no table in a label, which cannot grow. */
export const addableTypes = (doc: PrintTemplateDoc, band: Band): ElementType[] => ELEMENT_TYPES.filter((type) => !(type === 'table' && band === 'body' && doc.labels));

export const removeElement = (doc: PrintTemplateDoc, id: string): PrintTemplateDoc => {
  const found = findElement(doc, id);
  return found ? withElements(doc, found.band, elementsOf(doc, found.band).filter((e) => e.id !== id)) : doc;
};
