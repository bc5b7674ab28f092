import { useEffect } from 'react';
import { useSyncDb } from '@/sync/hooks';
import { onLocalWrite } from '@/sync/mutations';
import { uploadPhoto } from './http-upload';
import { createPhotoUploader, type PhotoUploader } from './photo-uploader';

let current: PhotoUploader | null = null;
/** The uploader of the open page (the photo buttons kick it after adding a blob). */
export const photoUploader = (): PhotoUploader | null => current;

/** Runs the photo uploader for the signed-in user's store: now, when the network returns, after each local write. */
export function usePhotoUploads(): void {
  const db = useSyncDb();
  useEffect(() => {
    if (!db) return;
    const uploader = createPhotoUploader({ db, upload: uploadPhoto });
    current = uploader;
    const kick = () => void uploader.run().catch((error: unknown) => console.warn('stocktake photos: upload round failed', error));
    kick();
    window.addEventListener('online', kick);
    const off = onLocalWrite(kick);
    return () => {
      window.removeEventListener('online', kick);
      off();
      uploader.stop();
      if (current === uploader) current = null;
    };
  }, [db]);
}
