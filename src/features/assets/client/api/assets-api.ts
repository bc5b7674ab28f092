import type { Envelope, ListPage } from '@/contract/envelope';
import {
  AssetApi, type AssignBody, type CreatorLogBody, type ItemDetail, type ItemListQuery, type ItemRow, type MyItemListQuery, type PendingPlanRow,
  type PlanDetail, type PlanListQuery, type PlanListRow, type PlanLogEntry, type PlanUpdateBody, type PlanUpdateResult, type RemarkBody,
  type StoreBody, type StoreResult,
} from '@/features/assets/contract';
import { ImageApi, type UploadedImage } from '@/features/files/contract';
import { http } from '@/lib/http/client';
import { handleEnvelope } from '@/lib/http/handle-envelope';
import { quiet } from './quiet';
import { transferBlob, transferJson } from '@/lib/http/transfer';
import { logAssetFailure } from './quiet';

/** A list request as the table sends it (sidx is checked by the server against its sortable list). */
type Query<Q> = Omit<Partial<Q>, 'sidx'> & { currentPage: number; pageSize: number; sidx?: string };
type Progress = (fraction: number) => void;
/** An export takes the list's filters, keyword and sort, without paging. */
type ExportQuery<Q> = Omit<Partial<Q>, 'sidx' | 'currentPage' | 'pageSize'> & { sidx?: string };

/**
 * The §7 fixed-asset calls. Reads go through `quiet` (failures logged, never toasted, SPEC §8) so a
 * page can fall back to the device store; writes the user asked for show the server's message.
 */
export const assetsApi = {
  planPage: (q: Query<PlanListQuery>) => quiet<ListPage<PlanListRow>>('POST', AssetApi.planList, { body: q }),
  planDetail: (id: string) => quiet<PlanDetail>('GET', AssetApi.planDetail, { query: { id } }),
  planLogs: (id: string) => quiet<{ list: PlanLogEntry[] }>('GET', AssetApi.planLogs, { query: { id } }).then((d) => d.list),
  /** The saved plan's id and log id, and the server's message (保存成功); §5 refusals are shown as warnings. */
  async savePlan(body: PlanUpdateBody): Promise<{ result: PlanUpdateResult; msg: string }> {
    const envelope = await http.post<Envelope<PlanUpdateResult>>(AssetApi.planUpdate, body, { raw: true });
    return { result: handleEnvelope(envelope), msg: envelope.msg };
  },
  /** Sent only after a successful update; a failure is only logged (SPEC §8). */
  creatorLog: (body: CreatorLogBody) => quiet<unknown>('POST', AssetApi.planCreatorLog, { body }),

  storagePage: (q: Query<ItemListQuery>) => quiet<ListPage<ItemRow>>('POST', AssetApi.storagePage, { body: q }),
  storageExport: (q: ExportQuery<ItemListQuery>, onProgress?: Progress) => transferBlob({ method: 'POST', url: AssetApi.storageExport, body: q, onProgress, onFailure: logAssetFailure }),
  planRows: (q: { currentPage: number; pageSize: number; keyword?: string }) => quiet<ListPage<PendingPlanRow>>('POST', AssetApi.storagePlanRows, { body: q }),
  store: (body: StoreBody) => http.post<StoreResult>(AssetApi.store, body),

  minePage: (q: Query<MyItemListQuery>) => quiet<ListPage<ItemRow>>('POST', AssetApi.mineList, { body: q }),
  mineExport: (q: ExportQuery<MyItemListQuery>, onProgress?: Progress) => transferBlob({ method: 'POST', url: AssetApi.mineExport, body: q, onProgress, onFailure: logAssetFailure }),

  detail: (id: string) => quiet<ItemDetail>('GET', AssetApi.itemDetail, { query: { id } }),
  receive: (body: AssignBody) => http.action('POST', AssetApi.receive, body),
  change: (body: AssignBody) => http.action('POST', AssetApi.change, body),
  damage: (body: RemarkBody) => http.action('POST', AssetApi.damage, body),
  lose: (body: RemarkBody) => http.action('POST', AssetApi.lose, body),
  scrap: (body: RemarkBody) => http.action('POST', AssetApi.scrap, body),
  /** SPEC §8: re-store failures are only logged. */
  restore: (id: string) => quiet<unknown>('POST', AssetApi.restore, { query: { id } }),
  uploadImage(file: File, onProgress?: Progress) {
    const form = new FormData();
    form.append('file', file);
    return transferJson<UploadedImage>({ method: 'POST', url: ImageApi.uploadImage, body: form, onProgress, onFailure: logAssetFailure });
  },
  attach: (id: string, image: { name: string; url: string }) => http.action('POST', AssetApi.attach, { id, attach: JSON.stringify([image]) }),
};
