import type { ServerContext } from '../../../server/context';
import { cleanName } from '../../../server/files/names';
import { fileStorageOf } from '../../../server/files/storage';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { DOC_FILE_OWNER, DocMsg } from '../contract';
import { docReaders } from './access';
import { docRepository } from './repository';

const FILE_MISSING = '文件不存在';
const LINKS_MISSING = '文件模块未启用';

/** The zip's name: 文号 and title, without the characters a file system refuses. */
export const zipNameOf = (doc: { docNo: string | null; title: string }) =>
  `${cleanName(`${doc.docNo ? `${doc.docNo} ` : ''}${doc.title}`.replace(/[\\/:*?"<>|]/g, '_'), '公文')}.zip`;

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

    /** downLoadAll?id=: every attachment, checked before the first byte, as a zip of their own (Chinese) names. */
    async zip(auth: AuthContext, docId: string) {
      const r = await readers.readerOrThrow(auth, docId);
      if (!(await readers.mayDownload(auth, r))) throw fail.forbidden();
      const ids = JSON.parse(r.doc.fileIds) as string[];
      if (ids.length === 0) throw fail.badRequest(DocMsg.noFiles);
      const records = await docRepository(db).files(ids);
      if (records.length !== ids.length) throw fail.notFound(FILE_MISSING);
      const storage = fileStorageOf(ctx.config);
      for (const f of records) if (!(await storage.has(f.identifier))) throw fail.notFound(FILE_MISSING);
      return { storage, records, fileName: zipNameOf(r.doc) };
    },
  };
}
