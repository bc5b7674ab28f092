import type { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { fileInfo } from './transfer';

/** 文档中心 (extend/document): the signed-in user's own files. */
export const DocumentModule = { root: 'extend', document: 'extend.document' } as const;

export const DocumentApi = {
  /** GET documentQuery → {list: fileInfo[], pagination}: the caller's own files, for online use. */
  list: '/api/file/Document',
} as const;

/** Columns the document list sorts by (anything else is refused). */
export const DOCUMENT_SORTABLE = ['creatorTime', 'fullName', 'fileSize', 'fileExtension'] as const;
export const documentQuery = listQuery(DOCUMENT_SORTABLE);
export type DocumentQuery = z.infer<typeof documentQuery>;

export const documentPage = listPageSchema(fileInfo);
export type DocumentPage = z.infer<typeof documentPage>;

/** The sync collection of the caller's own file records (what a device lists offline). */
export const FILES_COLLECTION = 'files';
/** Columns a device gets of each of its file records (base_file). */
export const FILE_ROW_COLUMNS = ['id', 'fullName', 'fileSize', 'fileExtension', 'fileKind', 'mimeType', 'identifier', 'ownerType', 'ownerId', 'creatorUserId', 'creatorTime'] as const;
export interface FileRow {
  id: string;
  fullName: string;
  fileSize: number;
  fileExtension: string;
  fileKind: string;
  mimeType: string;
  identifier: string;
  ownerType: string | null;
  ownerId: string | null;
  creatorUserId: string;
  creatorTime: number;
}
