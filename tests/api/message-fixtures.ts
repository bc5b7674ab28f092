import ExcelJS from 'exceljs';
import type { MessageInfo, MessageRow, NoticeInfo, NoticeRow } from '../../src/features/message/contract';
import { call, type TestApp } from '../helpers/test-app';

export type Page<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } };

/** Calls of the messages API as a page would make them. */
export function messageApi(t: TestApp) {
  return {
    userId: async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id,
    orgId: async (enCode: string) => (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id,
    roleId: async (enCode: string) => (await t.db.selectFrom('baseRole').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id,
    list: (token: string, query: Record<string, string> = {}) => call<Page<MessageRow>>(t, 'GET', '/api/message', { token, query }),
    readInfo: (token: string, id: string) => call<MessageInfo>(t, 'GET', `/api/message/ReadInfo/${id}`, { token }),
    unread: async (token: string) => (await call<{ unreadCount: number }>(t, 'GET', '/api/message/UnreadCount', { token })).body.data.unreadCount,
    createNotice: (token: string, body: Record<string, unknown>) => call<{ id: string }>(t, 'POST', '/api/message', { token, body }),
    notice: (token: string, id: string) => call<NoticeInfo>(t, 'GET', `/api/message/${id}`, { token }),
    notices: (token: string, query: Record<string, string> = {}) => call<Page<NoticeRow>>(t, 'GET', '/api/message/Notice', { token, query }),
    release: (token: string, id: string) => call<{ recipients: number }>(t, 'PUT', `/api/message/${id}/Actions/Release`, { token }),
    withdraw: (token: string, id: string) => call<{ recipients: number }>(t, 'PUT', `/api/message/${id}/Actions/Withdraw`, { token }),
    /** Who holds a record of the message. */
    holders: async (messageId: string) => (await t.db.selectFrom('baseMessageReceive').select('userId').where('messageId', '=', messageId).execute()).map((r) => r.userId).sort(),
  };
}

/** Sends a request and reads the answer as a workbook: [sheet name, rows of cell texts]. */
export async function downloadSheet(t: TestApp, method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method, url, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined,
  });
  if (!String(res.headers['content-type']).includes('spreadsheetml')) return { res, sheet: null, rows: [] as string[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { res, sheet: sheet.name, rows };
}
