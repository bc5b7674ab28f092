import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import type { DocReceipt, DocRow } from '@/features/documents/contract';

/** A received document as the device keeps it (collection receivedDocs: RECEIVED_DOC_COLUMNS); attachments may still be JSON text. */
export type ReceivedDoc = Pick<DocRow, 'id' | 'docNo' | 'title' | 'issuingOrg' | 'secretLevel' | 'urgency' | 'mainTo' | 'copyTo' | 'bodyHtml' | 'status' | 'releasedAt' | 'creatorUserId'> & {
  fileIds: string[] | string;
};
export type ReceiveState = 'unread' | 'read' | 'signed';
export const RECEIVE_STATES: readonly ReceiveState[] = ['unread', 'read', 'signed'];

/** One line of 收文: the document with the caller's receipt. */
export interface ReceivedLine {
  id: string;
  docNo: string;
  title: string;
  issuingOrg: string;
  secretLevel: string;
  urgency: string;
  receivedAt: number;
  readAt: number | null;
  signedAt: number | null;
  state: ReceiveState;
}
export type ReceiveFilters = { state: ReceiveState | null };

export const stateOf = (r: Pick<DocReceipt, 'readAt' | 'signedAt'>): ReceiveState => (r.signedAt ? 'signed' : r.readAt ? 'read' : 'unread');

/** The file ids of a device row (a JSON text on some databases, a list on others). */
export function fileIdsOf(value: string[] | string | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The caller's receipts joined to the documents they point at (a receipt whose document has not arrived yet is left out), newest first. */
export function receivedLines(docs: readonly ReceivedDoc[], receipts: readonly DocReceipt[]): ReceivedLine[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const lines: ReceivedLine[] = [];
  for (const r of receipts) {
    const d = byId.get(r.docId);
    if (!d) continue;
    lines.push({
      id: d.id, docNo: d.docNo ?? '', title: d.title, issuingOrg: d.issuingOrg, secretLevel: d.secretLevel, urgency: d.urgency,
      receivedAt: Number(r.receivedAt), readAt: r.readAt === null ? null : Number(r.readAt), signedAt: r.signedAt === null ? null : Number(r.signedAt), state: stateOf(r),
    });
  }
  return lines.sort((a, b) => b.receivedAt - a.receivedAt);
}

const SORTABLE = new Set(['receivedAt', 'docNo', 'title', 'readAt']);

/** A page of 收文: the keyword (title, 文号, 发文机关), the state, the sort, then the page. */
export function receivedPage(lines: readonly ReceivedLine[], q: ListRequest & ReceiveFilters): ListPage<ReceivedLine> {
  const keyword = q.keyword?.trim().toLowerCase() ?? '';
  let rows = lines.filter((l) => (!keyword || [l.title, l.docNo, l.issuingOrg].some((v) => v.toLowerCase().includes(keyword))) && (!q.state || l.state === q.state));
  if (q.sidx && SORTABLE.has(q.sidx)) {
    const key = q.sidx as 'receivedAt' | 'docNo' | 'title' | 'readAt';
    const dir = q.sort === 'asc' ? 1 : -1;
    rows = [...rows].sort((a, b) => {
      const x = a[key] ?? -Infinity;
      const y = b[key] ?? -Infinity;
      return (x < y ? -1 : x > y ? 1 : 0) * dir;
    });
  }
  const start = (q.currentPage - 1) * q.pageSize;
  return { list: rows.slice(start, start + q.pageSize), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: rows.length } };
}
