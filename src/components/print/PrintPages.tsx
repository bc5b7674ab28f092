import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { bodyArea, pageBody, type PrintElement, type PrintField, type PrintRecord, type PrintTemplateDoc } from '@/features/print/contract';
import { Barcode } from '@/components/barcode/Barcode';
import { QrCode } from '@/components/barcode/QrCode';
import { formatValue, withPageNumbers, type Placed } from './paginate';
import { layoutSheets } from './sheets';

export const PRINT_PAGE_CLASS = 'qb-print-page';

/** The print document's CSS: the paper size for the browser's print, one page per sheet. */
export function printCss(doc: PrintTemplateDoc): string {
  const { width, height } = doc.paper;
  return `@page{size:${width}mm ${height}mm;margin:0}
html,body{margin:0;padding:0;background:#fff}
.${PRINT_PAGE_CLASS}{position:relative;box-sizing:border-box;width:${width}mm;height:${height}mm;overflow:hidden;background:#fff;color:#000;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;break-after:page;page-break-after:always}
.${PRINT_PAGE_CLASS}:last-child{break-after:auto;page-break-after:auto}
.qb-print-table{border-collapse:collapse;table-layout:fixed}
.qb-print-table td,.qb-print-table th{border:0.2mm solid #000;padding:0 1mm;overflow:hidden}
.qb-print-cell{overflow:hidden;white-space:normal;overflow-wrap:anywhere;line-height:1.25}
.qb-print-table th{font-weight:bold;background:#f2f2f2}
@media print{.${PRINT_PAGE_CLASS}{box-shadow:none!important;margin:0!important}}`;
}

const kindsOf = (fields: readonly PrintField[]) => {
  const m = new Map<string, string>();
  const walk = (fs: readonly PrintField[]) => fs.forEach((f) => { m.set(f.field, f.kind); if (f.children) walk(f.children); });
  walk(fields);
  return m;
};

interface Ctx { record: PrintRecord; kinds: Map<string, string>; page: number; pages: number }

const boxStyle = (e: PrintElement, y: number): CSSProperties => ({ position: 'absolute', left: `${e.x}mm`, top: `${y}mm`, width: `${e.w}mm`, height: `${e.h}mm`, boxSizing: 'border-box' });
const textStyle = (e: { fontSize: number; bold: boolean; align: string; h: number }): CSSProperties => ({
  fontSize: `${e.fontSize}pt`, fontWeight: e.bold ? 'bold' : 'normal', textAlign: e.align as CSSProperties['textAlign'], lineHeight: `${e.h}mm`, whiteSpace: 'nowrap', overflow: 'hidden',
});
const value = (c: Ctx, field: string | undefined, fallback: string) => (field ? formatValue(c.record[field], c.kinds.get(field)) : fallback);

function ElementView({ e, y, c }: { e: PrintElement; y: number; c: Ctx }): ReactNode {
  const style = boxStyle(e, y);
  switch (e.type) {
    case 'text':
      return <div style={{ ...style, ...textStyle(e) }} data-element={e.id}>{withPageNumbers(e.text, c.page, c.pages)}</div>;
    case 'field': {
      const v = value(c, e.field, '');
      return <div style={{ ...style, ...textStyle(e) }} data-element={e.id}>{e.label ? `${e.label}：${v}` : v}</div>;
    }
    case 'image': {
      const src = e.field ? String(c.record[e.field] ?? '') : e.src;
      return src ? <img src={src} alt="" style={{ ...style, objectFit: 'contain' }} data-element={e.id} /> : null;
    }
    case 'qrcode': {
      const v = value(c, e.field, e.text);
      return <div style={style} data-element={e.id}>{v && <QrCode value={v} size={100} margin={1} style={{ width: '100%', height: '100%' }} />}</div>;
    }
    case 'barcode': {
      const v = value(c, e.field, e.text);
      return <div style={style} data-element={e.id}>{v && <Barcode value={v} format={e.format} displayValue={e.showText} marginX={10} marginY={0} stretch style={{ width: '100%', height: '100%' }} />}</div>;
    }
    case 'line': {
      const border = `${e.thickness}mm solid #000`;
      return <div style={{ ...style, ...(e.direction === 'horizontal' ? { height: 0, borderTop: border } : { width: 0, borderLeft: border }) }} data-element={e.id} />;
    }
    default:
      return null;
  }
}

function PlacedView({ p, c }: { p: Placed; c: Ctx }) {
  if (p.kind === 'element') return <ElementView e={p.element} y={p.y} c={c} />;
  const t = p.element;
  const rowStyle: CSSProperties = { height: `${t.rowHeight}mm`, fontSize: `${t.fontSize}pt` };
  // A long value wraps inside its cell and is clipped at the row's height: rows never grow, so the pagination holds.
  const cellStyle: CSSProperties = { maxHeight: `calc(${t.rowHeight}mm - 0.5mm)` };
  return (
    <table className="qb-print-table" style={{ position: 'absolute', left: `${t.x}mm`, top: `${p.y}mm`, width: `${t.w}mm` }} data-element={t.id} data-first-row={p.first}>
      <colgroup>{t.columns.map((col) => <col key={col.field} style={{ width: `${col.width}mm` }} />)}</colgroup>
      <thead><tr style={rowStyle}>{t.columns.map((col) => <th key={col.field} scope="col"><div className="qb-print-cell" style={cellStyle}>{col.title}</div></th>)}</tr></thead>
      <tbody>
        {p.rows.map((row, i) => (
          <tr key={p.first + i} style={rowStyle}>{t.columns.map((col) => <td key={col.field}><div className="qb-print-cell" style={cellStyle}>{formatValue(row[col.field], c.kinds.get(col.field))}</div></td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PrintPagesProps {
  doc: PrintTemplateDoc;
  fields: readonly PrintField[];
  /**
   * The records, in order: one document per record (page numbers count within a record), or, for a
   * label template, one label per record (page numbers count the sheets).
   */
  records: readonly PrintRecord[];
  /** A gap and a shadow between pages on screen (the preview); none in the print document. */
  preview?: boolean;
}

/** The filled template as paper-sized pages: header and footer on every page, the body paginated or filled with labels. */
export const PrintPages = forwardRef<HTMLDivElement, PrintPagesProps>(function PrintPages({ doc, fields, records, preview = false }, ref) {
  const kinds = kindsOf(fields);
  const { margin } = doc.paper;
  const body = pageBody(doc);
  const part = bodyArea(doc);
  const bandStyle = (top: number, height: number): CSSProperties => ({ position: 'absolute', left: `${margin.left}mm`, top: `${top}mm`, width: `${body.width}mm`, height: `${height}mm` });
  const bodyTop = margin.top + doc.header.height;
  const footerTop = bodyTop + body.height;
  const pageStyle: CSSProperties | undefined = preview ? { margin: '0 auto 8mm', boxShadow: '0 1px 4px rgba(0,0,0,0.25)' } : undefined;
  const outline = doc.labels?.border ? '0.2mm dashed #999' : undefined;
  return (
    <div ref={ref} className="qb-print-pages">
      {layoutSheets(doc, records).map((sheet) => {
        const c = (record: PrintRecord): Ctx => ({ record, kinds, page: sheet.number, pages: sheet.pages });
        const first = c(sheet.parts[0]!.record);
        return (
          <section key={`${sheet.parts[0]!.index}-${sheet.number}`} className={PRINT_PAGE_CLASS} style={pageStyle} data-page={sheet.number} data-pages={sheet.pages}>
            <div style={bandStyle(margin.top, doc.header.height)} data-band="header">{doc.header.elements.map((e) => <ElementView key={e.id} e={e} y={e.y} c={first} />)}</div>
            <div style={bandStyle(bodyTop, body.height)} data-band="body">
              {doc.labels
                ? sheet.parts.map((p) => (
                  <div key={p.index} style={{ position: 'absolute', left: `${p.x}mm`, top: `${p.y}mm`, width: `${part.width}mm`, height: `${part.height}mm`, overflow: 'hidden', outline }} data-label={p.index + 1}>
                    {p.body.map((placed, i) => <PlacedView key={i} p={placed} c={c(p.record)} />)}
                  </div>
                ))
                : sheet.parts[0]!.body.map((placed, i) => <PlacedView key={i} p={placed} c={first} />)}
            </div>
            <div style={bandStyle(footerTop, doc.footer.height)} data-band="footer">{doc.footer.elements.map((e) => <ElementView key={e.id} e={e} y={e.y} c={first} />)}</div>
          </section>
        );
      })}
    </div>
  );
});
