import { useCallback, useState } from 'react';
import { keepScannerOffline } from '@/components/scanner/keep-offline';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { stocktakeApi } from '../api';
import { stT } from '../i18n';
import { cacheThumbnails, saveDownload, type DownloadProgress } from '../model/local-store';

/**
 * 下载到本机: fetch the stocktake, put it into the device store, keep the thumbnails and the barcode
 * reader (not precached for everyone) so scanning works offline; with progress.
 */
export function useDownload(id: string) {
  const db = useSyncDb();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const run = useCallback(async () => {
    if (!db) return;
    setProgress({ phase: 'fetch', done: 0, total: 0 });
    try {
      const data = await stocktakeApi.download(id);
      await saveDownload(db, data, setProgress);
      // A reader that cannot be kept (no Cache API) still loads online; the download stands.
      const [thumbs] = await Promise.all([cacheThumbnails(db, data, fetch, setProgress), keepScannerOffline().catch(() => false)]);
      notify('success', stT('download.done', { count: data.items.length, thumbs }));
    } catch (error) {
      // The http client already said why when the server refused; a store failure is shown here.
      if (error instanceof Error && error.name !== 'EnvelopeError' && error.name !== 'FetchError') notify('error', stT('download.failed', { msg: error.message }));
    } finally {
      setProgress(null);
    }
  }, [db, id]);
  return { progress, run };
}
