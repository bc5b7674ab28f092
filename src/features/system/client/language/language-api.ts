import type { ListPage } from '@/contract/envelope';
import type { LangOverrides, LangRow, LangSaveBody } from '@/features/system/contract';
import { http } from '@/lib/http/client';

const BASE = '/api/system/BaseLang';

/** 翻译管理's calls. */
export const languageApi = {
  list: (query: { keyword?: string; ns?: string; overridden?: '1'; currentPage: number; pageSize: number }) => http.get<ListPage<LangRow>>(BASE, query),
  namespaces: () => http.get<string[]>(`${BASE}/Namespaces`),
  save: (body: LangSaveBody) => http.action('PUT', BASE, body),
  reset: (keys: string[]) => http.action('POST', `${BASE}/Actions/Reset`, { keys }),
  /** Quiet: a start without network keeps what the device has, without a toast. */
  overrides: (version?: number) => http.get<{ code: number; data: LangOverrides }>(`${BASE}/Overrides`, { version }, { raw: true }),
};
