import type { PrintData, PrintSelectorItem } from '@/features/print/contract';
import { http } from '@/lib/http/client';

const BASE = '/api/system/printDev';

/** The calls a record page makes to print: templates of a kind, then the template filled with records. */
export const printApi = {
  selector: (type: string) => http.get<{ list: PrintSelectorItem[] }>(`${BASE}/Selector`, { type }).then((r) => r.list),
  data: (templateId: string, ids: string[]) => http.get<PrintData>(`${BASE}/Data`, { id: templateId, ids: ids.join(',') }),
};
