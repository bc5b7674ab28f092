import { formatFileSize } from '@/contract/money';
import { FileText } from '@/features/files/contract';
import { uploadT } from './i18n';
import type { UploadItem } from './types';

export const formatSpeed = (bytesPerSecond: number): string => uploadT('speed', { speed: formatFileSize(bytesPerSecond) });

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return uploadT('duration.seconds', { s });
  if (s < 3600) return uploadT('duration.minutes', { m: Math.floor(s / 60), s: s % 60 });
  return uploadT('duration.hours', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
}

/** The client's own texts in the user's language; a server's refusal as the server wrote it. */
export function errorText(item: Pick<UploadItem, 'error' | 'name'>): string | null {
  switch (item.error) {
    case null:
      return null;
    case FileText.chunkFailed:
      return uploadT('error.chunkFailed');
    case FileText.registerFailed:
      return uploadT('error.registerFailed');
    case FileText.notFound:
      return uploadT('error.notFound');
    case FileText.readError(item.name):
      return uploadT('error.readError', { name: item.name });
    default:
      return item.error;
  }
}

/** 0–100 for the progress bar: hashing, then sending, each from 0. */
export const percentOf = (item: Pick<UploadItem, 'state' | 'loaded' | 'size'>): number =>
  item.state === 'success' ? 100 : item.size > 0 ? Math.min(100, Math.floor((item.loaded / item.size) * 100)) : 0;
