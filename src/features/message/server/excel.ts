import ExcelJS from 'exceljs';
import { chinaDateTime } from '../../../server/http/xlsx';
import { MESSAGE_TYPE_NAME, NOTICE_STATUS_NAME, type MessageRow, type MessageType, type NoticeRow, type NoticeStatus } from '../contract';

type Column = [key: string, header: string, width: number];

async function workbook(sheetName: string, columns: Column[], rows: Record<string, string | number>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = wb.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map(([key, header, width]) => ({ key, header, width, style: { numFmt: '@' } }));
  for (const r of rows) sheet.addRow(r);
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const typeName = (type: number) => MESSAGE_TYPE_NAME[type as MessageType] ?? String(type);

/** The message centre's records as the list shows them. */
export const recordsWorkbook = (name: string, rows: MessageRow[]) =>
  workbook(name, [['title', '标题', 40], ['type', '类型', 12], ['releaseUser', '发送人', 14], ['releaseTime', '发送时间', 20], ['isRead', '状态', 8]],
    rows.map((r) => ({ title: r.title, type: typeName(r.type), releaseUser: r.releaseUser ?? '系统', releaseTime: chinaDateTime(r.releaseTime), isRead: r.isRead === '1' ? '已读' : '未读' })));

export const noticesWorkbook = (rows: NoticeRow[]) =>
  workbook('公告', [['title', '标题', 40], ['type', '类型', 8], ['status', '状态', 10], ['creatorUser', '创建人', 12], ['creatorTime', '创建时间', 20], ['releaseUser', '发布人', 12], ['releaseTime', '发布时间', 20], ['read', '已读/接收', 12]],
    rows.map((r) => ({
      title: r.title, type: typeName(r.type), status: NOTICE_STATUS_NAME[r.status as NoticeStatus] ?? String(r.status), creatorUser: r.creatorUser ?? '', creatorTime: chinaDateTime(r.creatorTime),
      releaseUser: r.releaseUser ?? '', releaseTime: chinaDateTime(r.releaseTime), read: r.status === 1 ? `${r.readCount}/${r.recipientCount}` : '',
    })));
