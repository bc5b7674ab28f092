import { saveBlob } from '@/lib/save-blob';
import { transferBlob, transferJson } from '@/lib/http/transfer';

const base = '/api/visualdev/OnlineDev';

export interface ImportPreview {
  total: number;
  rows: { row: number; data: Record<string, unknown>; errors: Record<string, string> }[];
}

/** The online-only actions of a released model's list (export, import): files over the network with progress. */
export const onlineApi = {
  async exportXlsx(modelId: string, fileName: string, body: { ids?: string[]; keyword?: string; query?: Record<string, unknown> }, onProgress?: (f: number) => void) {
    saveBlob(await transferBlob({ method: 'POST', url: `${base}/${modelId}/Actions/Export`, body, onProgress }), `${fileName}.xlsx`);
  },
  async template(modelId: string, fileName: string) {
    saveBlob(await transferBlob({ method: 'GET', url: `${base}/${modelId}/Template` }), `${fileName}.xlsx`);
  },
  importPreview(modelId: string, file: File, onProgress?: (f: number) => void) {
    const body = new FormData();
    body.append('file', file);
    return transferJson<ImportPreview>({ method: 'POST', url: `${base}/${modelId}/Actions/ImportPreview`, body, onProgress });
  },
  importData(modelId: string, list: Record<string, unknown>[], onProgress?: (f: number) => void) {
    return transferJson<{ count: number }>({ method: 'POST', url: `${base}/${modelId}/Actions/ImportData`, body: { list }, onProgress });
  },
};
