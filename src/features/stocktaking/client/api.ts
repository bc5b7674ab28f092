import type { ListPage } from '@/contract/envelope';
import {
  STOCKTAKE_API, type StocktakeCounts, type StocktakeCreateBody, type StocktakeDetail, type StocktakeDownload, type StocktakeInfo,
} from '@/features/stocktaking/contract';
import { http } from '@/lib/http/client';

const seg = (id: string) => encodeURIComponent(id);

/** The REST half of 资产盘点 (ADR 0008): lists, creation, the device download, completion, proposals. */
export const stocktakeApi = {
  list: (query: object) => http.get<ListPage<StocktakeInfo>>(STOCKTAKE_API, query as Record<string, unknown>),
  create: (body: StocktakeCreateBody) => http.post<{ id: string; counts: StocktakeCounts }>(STOCKTAKE_API, body),
  detail: (id: string) => http.get<StocktakeDetail>(`${STOCKTAKE_API}/${seg(id)}`),
  download: (id: string) => http.get<StocktakeDownload>(`${STOCKTAKE_API}/${seg(id)}/download`),
  complete: (id: string) => http.post<StocktakeInfo>(`${STOCKTAKE_API}/${seg(id)}/complete`),
  apply: (id: string) => http.post<{ lost: number; moved: number; skipped: number; counts: StocktakeCounts }>(`${STOCKTAKE_API}/${seg(id)}/apply`, { confirm: true }),
  exportUrl: (id: string) => `${STOCKTAKE_API}/${seg(id)}/export`,
};
