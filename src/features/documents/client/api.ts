import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import type { DocBody, DocCreate, DocReceipt, DocReceiptLine, DocRecipients, DocRelayNode, DocRow } from '@/features/documents/contract';
import { FileApi, type FileInfo, type SignedUrl } from '@/features/files/contract';
import { http } from '@/lib/http/client';
import { transferBlob } from '@/lib/http/transfer';
import { saveBlob } from '@/lib/save-blob';

const D = '/api/example/sendDoc';
const R = '/api/doc/docRelay';
const seg = encodeURIComponent;

/** What detail/{id} answers: the document, its attachments by name, the caller's receipt, and whether the caller manages it. */
export interface DocDetail extends DocRow {
  creatorName: string;
  files: { fileId: string; name: string; fileSize: number; fileExtension: string }[];
  receipt: DocReceipt | null;
  canManage: boolean;
}
export interface PublishCheck { canPublish: boolean; reason: string; status: number; docNo: string | null }
export interface ReceiptCounts { total?: number; read?: number; signed?: number }
export type DocFilters = { status: number | null };

/** Every online call of 公文 (ADR 0037). */
export const docApi = {
  list: (q: ListRequest & DocFilters) => http.post<ListPage<DocRow>>(`${D}/getList`, { ...q, status: q.status ?? undefined }),
  info: (id: string) => http.get<DocRow>(`${D}/${seg(id)}`),
  create: (body: DocCreate) => http.post<DocRow>(D, body),
  update: (id: string, body: DocBody) => http.put<DocRow>(`${D}/${seg(id)}`, body),
  remove: (id: string) => http.delete<null>(`${D}/${seg(id)}`),
  send: (id: string) => http.post<DocRow>(`${D}/sendDoc`, { id }),
  checkPublish: (id: string) => http.post<PublishCheck>(`${D}/checkPublish`, { id }),
  release: (id: string, recipients: DocRecipients) => http.put<DocRow & { recipientCount: number }>(`${D}/release/${seg(id)}`, recipients),
  sign: (id: string) => http.put<DocReceipt>(`${D}/sign/${seg(id)}`, {}),
  /** Reading marks the caller's receipt read on the server. */
  detail: (id: string) => http.get<DocDetail>(`${D}/detail/${seg(id)}`),
  relay: (docId: string, userIds: string[]) => http.post<{ relayed: number; skipped: number }>(`${R}/docRelay`, { docId, userIds }),
  relayTree: (docId: string) => http.post<DocRelayNode[]>(`${R}/getDocRelayByDocId`, { docId }),
  receipts: (docId: string, q: ListRequest) => http.post<ListPage<DocReceiptLine> & { counts?: ReceiptCounts }>(`/api/message/getListByDocId?docId=${seg(docId)}`, q),
  /** The attachments' records (names, sizes) for the form. */
  files: (ids: readonly string[]) => (ids.length ? http.post<FileInfo[]>(FileApi.infoByIds, { ids }) : Promise.resolve<FileInfo[]>([])),
  /** One attachment: a signed link, then its bytes saved under its name. */
  async downloadOne(file: { fileId: string; name: string }) {
    const { url } = await http.post<SignedUrl>(`${R}/downLoadOne?id=${seg(file.fileId)}`);
    saveBlob(await http.blob(url), file.name);
  },
  /** Every attachment as one zip with their Chinese names. */
  async downloadAll(docId: string, name: string) {
    saveBlob(await transferBlob({ method: 'POST', url: `${R}/downLoadAll`, query: { id: docId } }), `${name}.zip`);
  },
  /** Several documents' attachments as one zip, a folder per document (at most DOC_LIMITS.zipDocs). */
  async downloadMany(docIds: readonly string[], name: string) {
    saveBlob(await transferBlob({ method: 'POST', url: `${R}/downLoadAll`, query: { ids: docIds.join(',') } }), `${name}.zip`);
  },
  async exportReceipts(docId: string, name: string) {
    saveBlob(await transferBlob({ method: 'POST', url: `${D}/${seg(docId)}/Actions/ExportReceipts` }), `${name}.xlsx`);
  },
};
