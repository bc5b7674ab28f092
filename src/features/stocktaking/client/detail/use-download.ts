import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { stocktakeApi } from '../api';
import { stT } from '../i18n';
import { cacheThumbnails, saveDownload, type DownloadProgress } from '../model/local-store';

/** 下载到本机: fetch the stocktake, put it into the device store, keep the thumbnails; with progress. */
export function useDownload(id: string) {
  const db = useSyncDb();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const run = useCallback(async () => {
    if (!db) return;
    setProgress({ phase: 'fetch', done: 0, total: 0 });
    try {
      const data = await stocktakeApi.download(id);
      await saveDownload(db, data, setProgress);
      const thumbs = await cacheThumbnails(db, data, fetch, setProgress);
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
