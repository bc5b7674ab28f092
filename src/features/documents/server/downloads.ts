import type { ServerContext } from '../../../server/context';
import { cleanName, uniqueNames } from '../../../server/files/names';
import type { ZipRecord } from '../../../server/files/zip';
import { fileStorageOf } from '../../../server/files/storage';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { DOC_FILE_OWNER, DOC_LIMITS, DocMsg } from '../contract';
import { docReaders } from './access';
import { docRepository } from './repository';

const FILE_MISSING = '文件不存在';
const LINKS_MISSING = '文件模块未启用';

/** A document's zip name and its folder in a several-document zip: 文号 and title, without the characters a file system refuses. */
const folderOf = (doc: { docNo: string | null; title: string }) =>
  cleanName(`${doc.docNo ? `${doc.docNo} ` : ''}${doc.title}`.replace(/[\\/:*?"<>|]/g, '_'), '公文');
/** One document's zip. */
export const zipNameOf = (doc: { docNo: string | null; title: string }) => `${folderOf(doc)}.zip`;
/** The zip of several documents: 公文附件（N份）.zip. */
export const manyZipName = (n: number) => `公文附件（${n}份）.zip`;

/**
 * A document's attachments (ADR 0037): one as a signed link of the files feature (download or
 * preview), all as one streamed zip. Readers only; downloads also need the page's btn_download.
 */
export function docDownloads(ctx: ServerContext) {
  const db = ctx.database.db;
  const readers = docReaders(ctx);

  /** The attachment `fileId` of a document the caller may read. */
  async function attachment(auth: AuthContext, fileId: string, download: boolean) {
    const file = await db.selectFrom('baseFile').select(['id', 'ownerType', 'ownerId']).where('id', '=', fileId).executeTakeFirst();
    if (!file || file.ownerType !== DOC_FILE_OWNER || !file.ownerId) throw fail.notFound(DocMsg.fileNotInDoc);
    const r = await readers.reader(auth, file.ownerId);
    if (!r || !(JSON.parse(r.doc.fileIds) as string[]).includes(fileId)) throw fail.notFound(DocMsg.fileNotInDoc);
    if (download && !(await readers.mayDownload(auth, r))) throw fail.forbidden();
    const links = ctx.features.fileLinks;
    if (!links) throw fail.badRequest(LINKS_MISSING);
    return links(ctx);
  }

  return {
    /** downLoadOne?id=: a 5-minute link to the attachment's bytes. */
    downloadOne: async (auth: AuthContext, fileId: string) => (await attachment(auth, fileId, true)).download(auth, fileId),
    /** previewOne?id=: a link shown in place (images, PDF, text…), else an attachment. Reading needs no button. */
    previewOne: async (auth: AuthContext, fileId: string) => (await attachment(auth, fileId, false)).preview(auth, fileId),

    /**
     * downLoadAll?id=: every attachment of one document as a zip of their own (Chinese) names.
     * downLoadAll?ids=a,b (or body {ids}): several documents, each in a folder named by its 文号 and
     * title; every one must be readable (公文不存在或已删除 names the first that is not) and
     * downloadable, at most DOC_LIMITS.zipDocs; those without attachments are left out.
     * Everything is checked before the first byte.
     */
    async zip(auth: AuthContext, docIds: readonly string[]) {
      const wanted = [...new Set(docIds.map((d) => d.trim()).filter(Boolean))];
      if (wanted.length === 0) throw fail.badRequest(DocMsg.zipSelect);
      if (wanted.length > DOC_LIMITS.zipDocs) throw fail.badRequest(DocMsg.zipTooMany);
      const docs = [];
      for (const docId of wanted) {
        const r = await readers.readerOrThrow(auth, docId);
        if (!(await readers.mayDownload(auth, r))) throw fail.forbidden();
        docs.push({ doc: r.doc, fileIds: JSON.parse(r.doc.fileIds) as string[] });
      }
      const single = wanted.length === 1;
      const withFiles = docs.filter((d) => d.fileIds.length > 0);
      if (withFiles.length === 0) throw fail.badRequest(single ? DocMsg.noFiles : DocMsg.noFilesAll);
      const folders = single ? [''] : uniqueNames(withFiles.map((d) => folderOf(d.doc)));
      const records: ZipRecord[] = [];
      for (const [i, d] of withFiles.entries()) {
        const found = await docRepository(db).files(d.fileIds);
        if (found.length !== d.fileIds.length) throw fail.notFound(FILE_MISSING);
        records.push(...found.map((f) => ({ ...f, folder: folders[i] || undefined })));
      }
      const storage = fileStorageOf(ctx.config);
      for (const f of records) if (!(await storage.has(f.identifier))) throw fail.notFound(FILE_MISSING);
      return { storage, records, fileName: single ? zipNameOf(docs[0]!.doc) : manyZipName(withFiles.length) };
    },
  };
}
