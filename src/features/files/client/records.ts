import type { FileKind, FileRow as ServerFileRow, UploadedFile } from '@/features/files/contract';
import type { QingbanDb } from '@/sync/db';
import type { LocalRow } from '@/sync/types';

/** A row of the `files` collection as the server sends it (base_file columns, FILE_ROW_COLUMNS). */
export type FileRow = LocalRow & ServerFileRow;

export const fileRows = (rows: readonly LocalRow[]): FileRow[] => (rows as FileRow[]).slice().sort((a, b) => (b.creatorTime ?? 0) - (a.creatorTime ?? 0));

/**
 * A record the device made before the pull brings the server's: the list shows an uploaded file at
 * once. Version 0: the server's row replaces it.
 */
export async function keepFileRecord(
  db: QingbanDb,
  file: UploadedFile & { kind: FileKind; mimeType: string; identifier: string | null; ownerType?: string | null; ownerId?: string | null },
): Promise<void> {
  if (await db.files.get(file.fileId)) return;
  const row: FileRow = {
    id: file.fileId, fullName: file.name, fileSize: file.fileSize, fileExtension: file.fileExtension, fileKind: file.kind, mimeType: file.mimeType,
    identifier: file.identifier ?? '', ownerType: file.ownerType ?? null, ownerId: file.ownerId ?? null, creatorUserId: db.userId, creatorTime: Date.now(), _version: 0,
  };
  await db.files.put(row);
}
