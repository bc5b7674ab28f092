import { printDocument, printHtml } from '@/components/print/print-frame';
import { formatCell, type ReportColumn, type ReportInfo, type RunResult, type Summary } from '@/features/reports/contract';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The print's page: A4, the report's table with its groups, 小计 and 合计, repeated headers. */
export const REPORT_PRINT_CSS = `@page{size:A4;margin:12mm}body{font:12px/1.5 "PingFang SC","Microsoft YaHei",sans-serif;color:#000}
h1{font-size:18px;text-align:center;margin:0 0 4px}p.meta{font-size:11px;text-align:center;margin:0 0 8px;color:#333}
table{border-collapse:collapse;width:100%}thead{display:table-header-group}th,td{border:1px solid #999;padding:3px 6px}
th{background:#eef2f7}tr.sum td{font-weight:bold;background:#f5f5f5}tr.group th{text-align:left;background:#fafafa}tr{break-inside:avoid}`;

export interface PrintWords { subtotal(key: string): string; total: string; emptyGroup: string; meta: string }

/** The report as a printable document (the print feature's frame helpers print it without the app around it). */
export function reportPrintHtml(info: ReportInfo, result: RunResult, words: PrintWords): string {
  const columns: readonly ReportColumn[] = info.table.columns;
  const td = (c: ReportColumn, v: unknown) => `<td style="text-align:${c.align}">${esc(formatCell(v, c.format))}</td>`;
  const sum = (s: Summary, label: string) =>
    `<tr class="sum">${columns.map((c, i) => (s[c.field] !== null && s[c.field] !== undefined ? td(c, s[c.field]) : `<td>${i === 0 ? esc(label) : ''}</td>`)).join('')}</tr>`;
  const rows = (from: number, to: number) => result.rows.slice(from, to).map((r) => `<tr>${columns.map((c) => td(c, r[c.field])).join('')}</tr>`).join('');
  let body = '';
  if (result.groups.length) {
    for (const g of result.groups) {
      const name = g.key || words.emptyGroup;
      body += `<tr class="group"><th colspan="${columns.length}">${esc(name)}</th></tr>${rows(g.from, g.to)}`;
      if (g.subtotal) body += sum(g.subtotal, words.subtotal(name));
    }
  } else body = rows(0, result.rows.length);
  if (result.total) body += sum(result.total, words.total);
  const head = `<tr>${columns.map((c) => `<th style="text-align:${c.align}">${esc(c.title || c.field)}</th>`).join('')}</tr>`;
  const table = columns.length ? `<table><thead>${head}</thead><tbody>${body}</tbody></table>` : '';
  return printDocument(info.fullName, REPORT_PRINT_CSS, `<h1>${esc(info.fullName)}</h1><p class="meta">${esc(words.meta)}</p>${table}`);
}

export const printReport = (info: ReportInfo, result: RunResult, words: PrintWords) => printHtml(reportPrintHtml(info, result, words));
