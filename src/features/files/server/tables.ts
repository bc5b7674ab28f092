import type { FileKind } from '../contract';

/**
 * base_file: one uploaded file (SPEC §3 "Uploaded file"). id = fileId = fileVersionId; the bytes are
 * in the content-addressed store under `identifier` (MD5), shared by every record of that content.
 */
export interface FileTable {
  id: string;
  /** The name the user gave it (cleaned: no path, no control characters); never used as a path. */
  fullName: string;
  fileSize: number;
  /** Lowercase, without the dot; '' when none. */
  fileExtension: string;
  fileKind: FileKind;
  /** Decided by the server from the extension (and the bytes for images), never taken from the browser. */
  mimeType: string;
  identifier: string;
  /** The record it belongs to, by its feature's owner type (e.g. fixedAsset); null while it belongs to nobody. */
  ownerType: string | null;
  ownerId: string | null;
  creatorUserId: string;
  creatorTime: number;
}

/**
 * base_file_zip: a bulk download asked for, so its signed link stays short (the ids are here, not in
 * the url). Removed by the clean-up once expired.
 */
export interface FileZipTable {
  id: string;
  creatorUserId: string;
  /** The zip's file name, with .zip. */
  fullName: string;
  /** JSON array of file ids, in the order asked. */
  fileIdsJson: string;
  expiresAt: number;
  creatorTime: number;
}

export interface FileTables {
  baseFile: FileTable;
  baseFileZip: FileZipTable;
}

declare module '../../../server/db/schema' {
  interface DB extends FileTables {}
}
