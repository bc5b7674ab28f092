import { z } from 'zod';

/**
 * The print template document (打印模板, ADR 0031): paper in millimetres, a header and a footer band
 * repeated on every page, and the body's elements. One schema, used by the designer, the server
 * (create, update, import) and the renderer. Text may hold {page} and {pages}.
 */
export const PAPER_SIZES = { A4: { width: 210, height: 297 }, A5: { width: 148, height: 210 } } as const;
export const ELEMENT_TYPES = ['text', 'field', 'table', 'image', 'qrcode', 'barcode', 'line'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const BARCODE_FORMATS = ['CODE128', 'CODE39', 'EAN13'] as const;

export const PRINT_LIMITS = { elements: 200, columns: 20, text: 2000, imageChars: 300_000, templateChars: 1_000_000, paperMin: 20, paperMax: 1000 } as const;
/** 每页标签: at most this many columns and rows; a label at least `labelMin` mm each way. */
export const LABEL_LIMITS = { columns: 20, rows: 50, gap: 50, labelMin: 5 } as const;

export const TEMPLATE_MSG = {
  invalid: '模板内容不合法',
  paperSize: `纸张宽高须在${PRINT_LIMITS.paperMin}～${PRINT_LIMITS.paperMax}毫米之间`,
  margins: '页边距与页眉页脚过大，正文没有空间',
  outside: '元素超出了纸张范围',
  tooMany: `元素不能超过${PRINT_LIMITS.elements}个`,
  fieldRequired: '请选择绑定的字段',
  columnsRequired: '表格至少需要一列',
  duplicateId: '元素编号重复',
  imageInvalid: '图片须为 data:image 或 /api/ 开头的地址',
  labelNoRoom: `每页标签的行列或间距过大，每个标签至少需要${LABEL_LIMITS.labelMin}×${LABEL_LIMITS.labelMin}毫米`,
  labelTable: '每页多个标签时，标签内不能放表格',
  labelGrid: `每页标签须为1～${LABEL_LIMITS.columns}列、1～${LABEL_LIMITS.rows}行，间距0～${LABEL_LIMITS.gap}毫米`,
} as const;

const mm = z.number({ error: TEMPLATE_MSG.invalid }).min(0, { error: TEMPLATE_MSG.outside }).max(PRINT_LIMITS.paperMax, { error: TEMPLATE_MSG.outside });
const size = z.number({ error: TEMPLATE_MSG.invalid }).min(1, { error: TEMPLATE_MSG.invalid }).max(PRINT_LIMITS.paperMax, { error: TEMPLATE_MSG.outside });
const fieldName = z.string({ error: TEMPLATE_MSG.fieldRequired }).min(1, { error: TEMPLATE_MSG.fieldRequired }).max(64).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: TEMPLATE_MSG.invalid });
const style = {
  fontSize: z.number().min(4).max(72).default(10),
  bold: z.boolean().default(false),
  align: z.enum(['left', 'center', 'right']).default('left'),
};
const box = { id: z.string().min(1).max(40), x: mm, y: mm, w: size, h: size };

export const textElement = z.object({ ...box, type: z.literal('text'), text: z.string().max(PRINT_LIMITS.text), ...style });
export const fieldElement = z.object({ ...box, type: z.literal('field'), field: fieldName, label: z.string().max(50).default(''), ...style });
export const tableColumn = z.object({ field: fieldName, title: z.string().max(50), width: z.number().min(1).max(PRINT_LIMITS.paperMax) });
export const tableElement = z.object({
  ...box, type: z.literal('table'), field: fieldName,
  columns: z.array(tableColumn).min(1, { error: TEMPLATE_MSG.columnsRequired }).max(PRINT_LIMITS.columns),
  fontSize: style.fontSize, rowHeight: z.number().min(3).max(50).default(7),
});
export const imageElement = z.object({
  ...box, type: z.literal('image'),
  src: z.string().max(PRINT_LIMITS.imageChars).refine((s) => s === '' || s.startsWith('data:image/') || s.startsWith('/api/'), { error: TEMPLATE_MSG.imageInvalid }),
  field: fieldName.optional(),
});
/** A code holds the fixed `text`, or the bound `field`'s value when one is set. */
export const qrcodeElement = z.object({ ...box, type: z.literal('qrcode'), text: z.string().max(500).default(''), field: fieldName.optional() });
export const barcodeElement = z.object({ ...box, type: z.literal('barcode'), text: z.string().max(100).default(''), field: fieldName.optional(), format: z.enum(BARCODE_FORMATS).default('CODE128'), showText: z.boolean().default(true) });
export const lineElement = z.object({ ...box, type: z.literal('line'), direction: z.enum(['horizontal', 'vertical']).default('horizontal'), thickness: z.number().min(0.1).max(5).default(0.3) });

export const printElement = z.discriminatedUnion('type', [textElement, fieldElement, tableElement, imageElement, qrcodeElement, barcodeElement, lineElement], { error: TEMPLATE_MSG.invalid });
export type PrintElement = z.infer<typeof printElement>;
export type PrintElementInput = z.input<typeof printElement>;
export type TableElement = z.infer<typeof tableElement>;

export const paperSchema = z.object({
  size: z.enum(['A4', 'A5', 'custom']),
  width: z.number().min(PRINT_LIMITS.paperMin, { error: TEMPLATE_MSG.paperSize }).max(PRINT_LIMITS.paperMax, { error: TEMPLATE_MSG.paperSize }),
  height: z.number().min(PRINT_LIMITS.paperMin, { error: TEMPLATE_MSG.paperSize }).max(PRINT_LIMITS.paperMax, { error: TEMPLATE_MSG.paperSize }),
  margin: z.object({ top: mm, right: mm, bottom: mm, left: mm }),
});
export type Paper = z.infer<typeof paperSchema>;

const band = z.object({ height: z.number().min(0).max(PRINT_LIMITS.paperMax), elements: z.array(printElement) });

/**
 * 每页标签: the body holds a grid of labels, `columns` × `rows` a page with the gaps between them
 * (the paper's margins, header and footer around the grid). The body's elements are one label,
 * filled from one record; the records fill the labels row by row, page after page.
 */
const gridInt = (max: number) => z.number({ error: TEMPLATE_MSG.labelGrid }).int({ error: TEMPLATE_MSG.labelGrid }).min(1, { error: TEMPLATE_MSG.labelGrid }).max(max, { error: TEMPLATE_MSG.labelGrid });
const gap = z.number({ error: TEMPLATE_MSG.labelGrid }).min(0, { error: TEMPLATE_MSG.labelGrid }).max(LABEL_LIMITS.gap, { error: TEMPLATE_MSG.labelGrid }).default(0);
export const labelGrid = z.object({
  columns: gridInt(LABEL_LIMITS.columns),
  rows: gridInt(LABEL_LIMITS.rows),
  gapX: gap,
  gapY: gap,
  /** A thin dashed outline around each label, to cut plain paper by. */
  border: z.boolean().default(false),
});
export type LabelGrid = z.infer<typeof labelGrid>;

interface Area { width: number; height: number }
type DocShape = { paper: Paper; header: { height: number }; footer: { height: number }; labels?: LabelGrid | null };

/** The page's body in mm: the paper less its margins, header and footer. */
export function pageBody(doc: DocShape): Area {
  const { paper } = doc;
  return { width: paper.width - paper.margin.left - paper.margin.right, height: paper.height - paper.margin.top - paper.margin.bottom - doc.header.height - doc.footer.height };
}

/** One label of a label template (mm): the page's body shared by the grid, less the gaps; null without a grid. */
export function labelCell(doc: DocShape): Area | null {
  const g = doc.labels;
  if (!g) return null;
  const body = pageBody(doc);
  return { width: (body.width - (g.columns - 1) * g.gapX) / g.columns, height: (body.height - (g.rows - 1) * g.gapY) / g.rows };
}

/** Where the body's elements are designed: one label of a label template, else the page's body. */
export const bodyArea = (doc: DocShape): Area => labelCell(doc) ?? pageBody(doc);

export const printTemplateDoc = z
  .object({
    version: z.literal(1).default(1), paper: paperSchema, header: band, body: z.object({ elements: z.array(printElement) }), footer: band,
    /** Templates saved before label grids existed have none: one record's document, paginated. */
    labels: labelGrid.nullable().default(null),
  })
  .superRefine((doc, c) => {
    const { width: innerW, height: bodyH } = pageBody(doc);
    if (innerW <= 0 || bodyH <= 5) c.addIssue({ code: 'custom', message: TEMPLATE_MSG.margins, path: ['paper'] });
    const cell = labelCell(doc);
    if (cell && (cell.width < LABEL_LIMITS.labelMin || cell.height < LABEL_LIMITS.labelMin)) c.addIssue({ code: 'custom', message: TEMPLATE_MSG.labelNoRoom, path: ['labels'] });
    if (cell && doc.body.elements.some((e) => e.type === 'table')) c.addIssue({ code: 'custom', message: TEMPLATE_MSG.labelTable, path: ['body'] });
    const all = [...doc.header.elements, ...doc.body.elements, ...doc.footer.elements];
    if (all.length > PRINT_LIMITS.elements) c.addIssue({ code: 'custom', message: TEMPLATE_MSG.tooMany, path: ['body'] });
    const ids = new Set<string>();
    for (const e of all) {
      if (ids.has(e.id)) c.addIssue({ code: 'custom', message: TEMPLATE_MSG.duplicateId, path: ['body', e.id] });
      ids.add(e.id);
    }
    const check = (els: PrintElement[], height: number, where: string, width = innerW) => {
      for (const e of els) if (e.x + e.w > width + 0.01 || e.y + e.h > height + 0.01) c.addIssue({ code: 'custom', message: `${TEMPLATE_MSG.outside}：${where} ${e.id}`, path: [where, e.id] });
    };
    check(doc.header.elements, doc.header.height, 'header');
    const body = bodyArea(doc);
    check(doc.body.elements, Math.max(body.height, 0), 'body', body.width);
    check(doc.footer.elements, doc.footer.height, 'footer');
  });
export type PrintTemplateDoc = z.infer<typeof printTemplateDoc>;
export type PrintTemplateDocInput = z.input<typeof printTemplateDoc>;

/** A new template: A4 portrait, 15 mm margins, a page number in the footer. */
export function blankTemplate(): PrintTemplateDoc {
  return printTemplateDoc.parse({
    paper: { size: 'A4', ...PAPER_SIZES.A4, margin: { top: 15, right: 15, bottom: 15, left: 15 } },
    header: { height: 10, elements: [] },
    body: { elements: [] },
    footer: { height: 10, elements: [{ id: 'page', type: 'text', x: 0, y: 2, w: 180, h: 6, text: '第 {page} 页 / 共 {pages} 页', align: 'center', fontSize: 9 }] },
  });
}
