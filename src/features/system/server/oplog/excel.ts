import ExcelJS from 'exceljs';
import { chinaDateTime } from '../../../../server/http/xlsx';
import type { ExportCategory, LogRow, OplogRow } from '../../contract';

type Column<R> = [header: string, width: number, value: (r: R) => string | number];

const who = <R extends { account: string | null; userName: string | null }>(): Column<R>[] => [['账号', 14, (r) => r.account ?? ''], ['姓名', 12, (r) => r.userName ?? '']];
const moduleName = (r: OplogRow) => r.moduleTitle?.zh ?? r.module ?? '';
const outcome = (r: OplogRow) => (r.code === 200 ? '成功' : `失败（${r.code ?? r.httpStatus}${r.msg ? ` ${r.msg}` : ''}）`);
const LOGIN_TYPE: Record<string, string> = { login: '登录', logout: '退出', failure: '失败' };
const LOGIN_METHOD: Record<string, string> = { password: '账号密码', sms: '手机验证码', qr: '扫码' };

const OPLOG_COLUMNS: Record<Exclude<ExportCategory, 'login'>, Column<OplogRow>[]> = {
  operation: [
    ['时间', 20, (r) => chinaDateTime(r.creatorTime)], ...who<OplogRow>(), ['IP地址', 16, (r) => r.ip ?? ''], ['模块', 16, moduleName],
    ['操作', 12, (r) => r.actionName ?? r.action ?? ''], ['请求方式', 10, (r) => r.method], ['请求地址', 48, (r) => r.url],
    ['结果', 30, outcome], ['耗时(ms)', 10, (r) => r.duration], ['变更记录', 10, (r) => r.changeCount],
  ],
  request: [
    ['时间', 20, (r) => chinaDateTime(r.creatorTime)], ...who<OplogRow>(), ['IP地址', 16, (r) => r.ip ?? ''], ['请求方式', 10, (r) => r.method],
    ['请求地址', 48, (r) => r.url], ['HTTP状态', 10, (r) => r.httpStatus], ['结果', 30, outcome], ['耗时(ms)', 10, (r) => r.duration],
  ],
  exception: [
    ['时间', 20, (r) => chinaDateTime(r.creatorTime)], ['编号', 12, (r) => r.reference ?? ''], ...who<OplogRow>(), ['IP地址', 16, (r) => r.ip ?? ''],
    ['模块', 16, moduleName], ['请求方式', 10, (r) => r.method], ['请求地址', 48, (r) => r.url], ['耗时(ms)', 10, (r) => r.duration],
  ],
};
const LOGIN_COLUMNS: Column<LogRow>[] = [
  ['时间', 20, (r) => chinaDateTime(r.creatorTime)], ...who<LogRow>(), ['类型', 8, (r) => LOGIN_TYPE[r.type] ?? r.type],
  ['方式', 12, (r) => LOGIN_METHOD[r.method] ?? r.method], ['IP地址', 16, (r) => r.ip ?? ''], ['结果', 30, (r) => r.result],
];
export const EXPORT_SHEET: Record<ExportCategory, string> = { login: '登录日志', operation: '操作日志', request: '请求日志', exception: '异常日志' };

async function workbook<R>(sheetName: string, columns: Column<R>[], rows: readonly R[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map(([header, width], i) => ({ key: `c${i}`, header, width, style: { numFmt: '@' } }));
  for (const r of rows) sheet.addRow(Object.fromEntries(columns.map(([, , value], i) => [`c${i}`, value(r)])));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const oplogWorkbook = (category: Exclude<ExportCategory, 'login'>, rows: readonly OplogRow[]) => workbook(EXPORT_SHEET[category], OPLOG_COLUMNS[category], rows);
export const loginLogWorkbook = (rows: readonly LogRow[]) => workbook(EXPORT_SHEET.login, LOGIN_COLUMNS, rows);
