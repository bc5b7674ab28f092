import { BACKUP_API, type BackupRow } from '@/features/system/contract';
import { http } from '@/lib/http/client';
import { transferBlob } from '@/lib/http/transfer';

const seg = (id: string) => encodeURIComponent(id);

export const backupApi = {
  list: () => http.get<{ list: BackupRow[]; directory: string }>(BACKUP_API),
  create: () => http.action('POST', BACKUP_API),
  remove: (id: string) => http.action('DELETE', `${BACKUP_API}/${seg(id)}`),
  /** Through the shell's transfer (bearer header, progress); an error envelope instead of the file is shown as usual. */
  download: (id: string, onProgress: (fraction: number) => void) => transferBlob({ method: 'GET', url: `${BACKUP_API}/${seg(id)}/Actions/Download`, onProgress }),
};
