import ExcelJS from 'exceljs';
import { fail } from '../../../../server/http/api-error';
import { GENDER_LABEL, IMPORT_COLUMNS, type ImportField, type ImportRow, type UserRow } from '../../contract/user';

/** Workbooks of the users page: export, import template, exception rows; and reading an upload. */
export const EXPORT_COLUMNS: [keyof UserRow, string, number][] = [
  ['account', '账号', 16], ['realName', '姓名', 12], ['gender', '性别', 8], ['organizeName', '所属组织', 36], ['positionName', '岗位', 16],
  ['roleName', '角色', 20], ['mobilePhone', '手机', 16], ['email', '邮箱', 28], ['enabledMark', '状态', 8], ['creatorTime', '创建时间', 20],
];
const REQUIRED: ImportField[] = ['account', 'realName', 'organizeName'];
const NOTES: Partial<Record<ImportField, string>> = {
  account: '必填；只能输入数字英文；不能与已有账号或本文件其他行重复',
  realName: '必填；中文、英文字母或数字',
  gender: '男 / 女 / 保密，可留空',
  organizeName: '必填；组织完整路径，如 轻办示范集团/华东分公司/仓储部；多个用英文逗号分隔，第一个为主组织',
  positionName: '岗位名称，须已存在（优先匹配所属组织下的岗位）；多个用逗号分隔',
  roleName: '角色名称，须已存在；多个用逗号分隔',
  mobilePhone: '11 位手机号，可留空',
  email: '邮箱地址，可留空',
  idCard: '18 位身份证号（校验位须正确），可留空',
};
export const MAX_IMPORT_ROWS = 10_000;
export const ERROR_HEADER = '错误原因';

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8), whatever the server's zone. */
export function formatTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function styleHeader(sheet: ExcelJS.Worksheet) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

async function toBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function exportWorkbook(rows: UserRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户信息');
  sheet.columns = EXPORT_COLUMNS.map(([key, header, width]) => ({ key, header, width, style: { numFmt: '@' } }));
  for (const r of rows) {
    sheet.addRow({
      ...r,
      gender: r.gender === null ? '' : (GENDER_LABEL[r.gender] ?? ''),
      enabledMark: r.enabledMark === 1 ? '启用' : '禁用',
      creatorTime: formatTime(r.creatorTime),
    });
  }
  styleHeader(sheet);
  return toBuffer(wb);
}

function importSheet(wb: ExcelJS.Workbook, extraHeader?: string) {
  const sheet = wb.addWorksheet('用户信息');
  sheet.columns = [
    ...IMPORT_COLUMNS.map(([key, header]) => ({ key, header, width: key === 'organizeName' ? 36 : 16, style: { numFmt: '@' } })),
    ...(extraHeader ? [{ key: '_error', header: extraHeader, width: 48 }] : []),
  ];
  styleHeader(sheet);
  return sheet;
}

export function templateWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = importSheet(wb);
  IMPORT_COLUMNS.forEach(([key], i) => {
    const cell = sheet.getRow(1).getCell(i + 1);
    if (REQUIRED.includes(key)) cell.font = { bold: true, color: { argb: 'FFD03050' } };
    if (NOTES[key]) cell.note = NOTES[key]!;
  });
  sheet.addRow({
    account: 'zhangsan01', realName: '张三', gender: '男', organizeName: '轻办示范集团/华东分公司/仓储部', positionName: '仓管员',
    roleName: '普通员工', mobilePhone: '13900000000', email: 'zhangsan01@example.com', idCard: '', description: '示例行，导入前请删除',
  });
  const help = wb.addWorksheet('填写说明');
  help.columns = [{ header: '列', key: 'col', width: 12 }, { header: '说明', key: 'note', width: 90 }];
  for (const [key, label] of IMPORT_COLUMNS) help.addRow({ col: REQUIRED.includes(key) ? `${label}（必填）` : label, note: NOTES[key] ?? '可留空' });
  help.addRow({ col: '初始密码', note: '导入的用户初始密码为系统默认密码（系统配置 defaultPassword）' });
  styleHeader(help);
  return toBuffer(wb);
}

/** The rejected rows exactly as typed, with a 错误原因 column. */
export function exceptionWorkbook(rows: ImportRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = importSheet(wb, ERROR_HEADER);
  const label = Object.fromEntries(IMPORT_COLUMNS) as Record<string, string>;
  for (const r of rows) {
    const reason = Object.entries(r.errors).map(([field, msg]) => `${label[field] ?? field}：${msg}`).join('；');
    sheet.addRow({ ...r, _error: reason });
  }
  return toBuffer(wb);
}

/** Reads the first sheet: headers by name (an export, the template, or an exception workbook all fit). */
export async function readImportRows(buffer: Buffer, fileName: string): Promise<{ row: number; values: Record<ImportField, string> }[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fail.badRequest(`文件${fileName}读取出错，请检查该文件`);
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw fail.badRequest(`文件${fileName}读取出错，请检查该文件`);
  const byLabel = new Map<string, ImportField>(IMPORT_COLUMNS.map(([key, label]) => [label, key]));
  const columns = new Map<number, ImportField>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byLabel.get(cell.text.replace(/[*＊（(]必填[)）]/g, '').trim());
    if (key) columns.set(col, key);
  });
  if (!columns.size || ![...columns.values()].includes('account')) throw fail.badRequest('表头不正确，请使用导入模板');
  const out: { row: number; values: Record<ImportField, string> }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = Object.fromEntries(IMPORT_COLUMNS.map(([key]) => [key, ''])) as Record<ImportField, string>;
    for (const [col, key] of columns) values[key] = row.getCell(col).text.trim();
    if (Object.values(values).some((v) => v !== '')) out.push({ row: rowNumber, values });
  });
  if (out.length > MAX_IMPORT_ROWS) throw fail.badRequest(`单次最多导入${MAX_IMPORT_ROWS}条`);
  return out;
}
