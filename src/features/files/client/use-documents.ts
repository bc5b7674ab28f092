import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { DeviceUpload } from '@/components/upload/device-table';
import type { FileListItem } from '@/components/upload/file-api';
import type { FileKind } from '@/features/files/contract';
import { useSyncDb } from '@/sync/hooks';
import { fileRows, type FileRow } from './records';

export const asListItem = (row: FileRow): FileListItem => ({
  fileId: row.id, name: row.fullName, fileSize: row.fileSize, fileExtension: row.fileExtension, kind: (row.fileKind || 'annex') as FileKind,
});

/** The user's files as the device holds them (collection `files`, newest first), filtered by name; and the uploads kept on the device. */
export function useDocuments(keyword: string): { files: FileRow[] | undefined; kept: DeviceUpload[] } {
  const db = useSyncDb();
  const rows = useLiveQuery(async () => (db ? db.files.toArray() : []), [db]);
  const kept = useLiveQuery(async () => (db ? db.uploads.orderBy('createdAt').toArray() : []), [db]);
  const k = keyword.trim().toLowerCase();
  const files = useMemo(() => (rows ? fileRows(rows).filter((r) => !k || r.fullName.toLowerCase().includes(k)) : undefined), [rows, k]);
  return { files, kept: kept ?? [] };
}
