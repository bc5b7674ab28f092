import { CACHE_API, type CacheList } from '@/features/system/contract';
import { http } from '@/lib/http/client';

export const cacheApi = {
  list: () => http.get<CacheList>(CACHE_API),
  clear: (name: string) => http.action('DELETE', `${CACHE_API}/${encodeURIComponent(name)}`),
  clearAll: () => http.action('POST', `${CACHE_API}/Actions/ClearAll`),
};
