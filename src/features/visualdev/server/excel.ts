import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { collectFields, isTableNode, kindInfo, shapeOf, type FieldNode, type FieldOption, type FormSchema, type RecordValues } from '../contract';

export const MAX_IMPORT_ROWS = 5000;
export const ExcelMsg = {
  unreadable: (name: string) => `文件${name}读取出错，请检查该文件`,
  header: '表头不正确，请使用导入模板',
  tooMany: `单次最多导入${MAX_IMPORT_ROWS}条`,
} as const;

/** Fields an import can fill: typed or picked values of the main form (no files, no server-filled ones, no sub-tables). */
export function importableFields(form: FormSchema): FieldNode[] {
  return collectFields(form.fields).filter((f): f is FieldNode => {
    if (isTableNode(f)) return false;
    const info = kindInfo(f.jnpfKey);
    return info.serverFilled === undefined && !['none', 'files', 'rows'].includes(info.shape) && f.jnpfKey !== 'editor';
  });
}

function sheetOf(wb: ExcelJS.Workbook, name: string, headers: string[]) {
  const sheet = wb.addWorksheet(name);
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length * 2 + 4), style: { numFmt: '@' } }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}

/** The export: one text column per header, the display values of each record. */
export async function exportWorkbook(name: string, columns: { header: string; key: string }[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = sheetOf(wb, name.slice(0, 31) || '数据', columns.map((c) => c.header));
  for (const r of rows) sheet.addRow(columns.map((c) => (r[c.key] === null || r[c.key] === undefined ? '' : String(r[c.key]))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The import template: the importable fields' labels (必填 marked). */
export async function templateWorkbook(name: string, form: FormSchema): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  sheetOf(wb, name.slice(0, 31) || '数据', importableFields(form).map((f) => (f.required ? `${f.label}(必填)` : f.label)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function optionId(options: readonly FieldOption[], text: string): string | undefined {
  for (const o of options) {
    if (o.fullName === text || o.id === text) return o.id;
    const inner = o.children && optionId(o.children, text);
    if (inner) return inner;
  }
  return undefined;
}

/** 'YYYY-MM-DD[ HH:mm[:ss]]' read as China Standard Time; a number of ms as is. */
function parseDate(text: string): number | string {
  if (/^\d{10,}$/.test(text)) return Number(text);
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return text;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)) - 8 * 3_600_000;
}

/** Turns the cells of a row (display texts) back into values the record check understands. */
export async function cellReader(db: Kysely<DB>, fields: FieldNode[]) {
  const users = new Map<string, string>();
  const orgs = new Map<string, string>();
  if (fields.some((f) => f.jnpfKey === 'userSelect')) for (const u of await db.selectFrom('baseUser').select(['id', 'account', 'realName']).execute()) {
    users.set(u.account, u.id);
    users.set(`${u.realName}/${u.account}`, u.id);
  }
  if (fields.some((f) => f.jnpfKey === 'comSelect' || f.jnpfKey === 'depSelect')) for (const o of await db.selectFrom('baseOrganize').select(['id', 'fullName', 'enCode']).execute()) {
    orgs.set(o.fullName, o.id);
    orgs.set(o.enCode, o.id);
  }
  const dict = new Map<string, string>();
  const types = fields.map((f) => f.props.source?.dictionaryType).filter((t): t is string => Boolean(t));
  if (types.length) {
    const rows = await db.selectFrom('baseDictionaryData as d').innerJoin('baseDictionaryType as t', 't.id', 'd.dictionaryTypeId').select(['t.enCode as type', 'd.id', 'd.fullName']).where('t.enCode', 'in', types).execute();
    for (const r of rows) dict.set(`${r.type}:${r.fullName}`, r.id);
  }
  const one = (f: FieldNode, text: string): string => {
    const s = f.props.source;
    if (f.jnpfKey === 'userSelect') return users.get(text) ?? users.get(text.split('/').pop() ?? '') ?? text;
    if (f.jnpfKey === 'comSelect' || f.jnpfKey === 'depSelect') return orgs.get(text) ?? text;
    if (s?.dataType === 'dictionary' || f.jnpfKey === 'dicSelect') return dict.get(`${s?.dictionaryType ?? ''}:${text}`) ?? text;
    if (s?.dataType === 'static') return optionId(s.options, text) ?? text;
    return text;
  };
  return (f: FieldNode, text: string): unknown => {
    if (text === '') return null;
    const shape = shapeOf(f);
    if (f.jnpfKey === 'switch') return text === (f.props.activeText ?? '开') || text === '1' ? 1 : text === (f.props.inactiveText ?? '关') || text === '0' ? 0 : text;
    if (f.jnpfKey === 'date') return parseDate(text);
    if (f.jnpfKey === 'dateRange') return text.split('至').map((t) => parseDate(t.trim()));
    if (f.jnpfKey === 'timeRange') return text.split('至').map((t) => t.trim());
    if (shape === 'number') return f.jnpfKey === 'money' ? text : Number.isNaN(Number(text.replaceAll(',', ''))) ? text : Number(text.replaceAll(',', ''));
    if (shape === 'textList') return text.split(f.jnpfKey === 'cascader' ? '/' : ',').map((t) => one(f, t.trim()));
    return one(f, text);
  };
}

/** The first sheet's rows as values of the form, headers matched by label (an export or the template both fit). */
export async function readImport(db: Kysely<DB>, form: FormSchema, headerLabels: Map<string, string>, buffer: Buffer, fileName: string): Promise<RecordValues[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fail.badRequest(ExcelMsg.unreadable(fileName));
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw fail.badRequest(ExcelMsg.unreadable(fileName));
  const fields = importableFields(form);
  const byLabel = new Map<string, FieldNode>();
  for (const f of fields) {
    byLabel.set(f.vModel, f);
    byLabel.set(f.label, f);
    const other = headerLabels.get(f.vModel);
    if (other) byLabel.set(other, f);
  }
  const columns = new Map<number, FieldNode>();
  sheet.getRow(1).eachCell((cell, col) => {
    const f = byLabel.get(cell.text.replace(/[（(]必填[)）]/g, '').trim());
    if (f) columns.set(col, f);
  });
  if (!columns.size) throw fail.badRequest(ExcelMsg.header);
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw fail.badRequest(ExcelMsg.tooMany);
  const read = await cellReader(db, [...columns.values()]);
  const out: RecordValues[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values: RecordValues = {};
    let any = false;
    for (const [col, f] of columns) {
      const text = row.getCell(col).text.trim();
      if (text) any = true;
      values[f.vModel] = read(f, text);
    }
    if (any) out.push(values);
  });
  return out;
}
