import { useCallback, useState } from 'react';
import { logAssetFailure } from '../api/quiet';
import { saveBlob } from '@/lib/save-blob';

/**
 * An export with progress: `progress` is null when idle, 0..1 while the file comes (-1: size unknown);
 * the button shows it and stays disabled until the download is saved.
 */
export function useExport(run: (onProgress: (f: number) => void) => Promise<Blob>, fileName: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const start = useCallback(async () => {
    setProgress(0);
    try {
      saveBlob(await run(setProgress), fileName);
    } catch (error) {
      logAssetFailure('export', error);
    } finally {
      setProgress(null);
    }
  }, [run, fileName]);
  return { progress, start, busy: progress !== null };
}
