import { newId } from '../../../contract/ids';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  FileApi, FileText, IMAGE_TYPES, imageUrl, previewKindOf,
  type DocumentQuery, type FileInfo, type PreviewAnswer, type SignedUrl,
} from '../contract';
import { imageStore } from './image-store';
import { cleanName } from '../../../server/files/names';
import { toInfo, type FilesParts } from './parts';
import { LINK_TTL_MS } from './signing';
import type { FileTable } from './tables';

/** What a browser may show in place (by extension); everything else is always an attachment. */
export const INLINE_KINDS = new Set(['image', 'pdf', 'video', 'audio', 'text', 'markdown']);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const stamp = (now: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
};

/** Records, signed links, the bulk zip, the document list and removal — every read checked against the reader. */
export function readService(p: FilesParts) {
  const { repo, access, storage, signer } = p;
  const images = imageStore(p.ctx.config.dataDir);

  /** The record, when `auth` may read it: 文件不存在 / 没有权限下载该文件 otherwise. */
  async function readable(auth: AuthContext, id: string): Promise<FileTable> {
    const record = await repo.byId(id);
    if (!record) throw fail.notFound(FileText.notFound);
    if (!(await access.readable(auth, [record])).has(record.id)) throw fail.forbidden(FileText.noAccess);
    return record;
  }

  function blobUrl(record: FileTable, disposition: 'i' | 'a'): string {
    const { e, s } = signer.sign(['blob', record.id, disposition]);
    return `${FileApi.blob}${encodeURIComponent(record.id)}?d=${disposition}&e=${e}&s=${s}`;
  }

  async function withBytes(record: FileTable) {
    if (!(await storage.has(record.identifier))) throw fail.notFound(FileText.notFound);
    return record;
  }

  return {
    readable,
    info: async (auth: AuthContext, id: string): Promise<FileInfo> => toInfo(await readable(auth, id)),
    /** The readable ones of `ids`, in the order asked (the others are left out). */
    async infoByIds(auth: AuthContext, ids: string[]): Promise<FileInfo[]> {
      const records = await repo.byIds([...new Set(ids)]);
      const may = await access.readable(auth, records);
      const byId = new Map(records.filter((r) => may.has(r.id)).map((r) => [r.id, r]));
      return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [toInfo(byId.get(id)!)] : []));
    },

    /** §7 Download/{type}/{id} → a 5-minute signed link to the bytes as an attachment. */
    async downloadLink(auth: AuthContext, type: string, id: string): Promise<SignedUrl> {
      const record = await repo.byId(id);
      if (!record && type === 'annexpic' && UUID_RE.test(id)) {
        // Item images of the first upload route live outside the store, public by their random name.
        for (const ext of Object.keys(IMAGE_TYPES)) {
          if (await images.open(`${id}.${ext}`)) return { url: imageUrl(`${id}.${ext}`), name: `${id}.${ext}` };
        }
      }
      const found = await withBytes(await readable(auth, id));
      return { url: blobUrl(found, 'a'), name: found.fullName };
    },

    /** §7 Uploader/Preview → a signed link shown in place for what a browser shows safely, else an attachment. */
    async preview(auth: AuthContext, fileVersionId: string): Promise<PreviewAnswer> {
      const record = await withBytes(await readable(auth, fileVersionId));
      const previewKind = previewKindOf(record.fileExtension);
      return { url: blobUrl(record, INLINE_KINDS.has(previewKind) ? 'i' : 'a'), name: record.fullName, mimeType: record.mimeType, previewKind };
    },

    /** A signed link to a zip of the files, refused (文件不存在) before anything streams when one is missing. */
    async zipLink(auth: AuthContext, fileIds: string[], name?: string): Promise<SignedUrl> {
      const records = await repo.byIds([...new Set(fileIds)]);
      if (records.length !== new Set(fileIds).size) throw fail.notFound(FileText.notFound);
      const may = await access.readable(auth, records);
      if (records.some((r) => !may.has(r.id))) throw fail.forbidden(FileText.noAccess);
      for (const r of records) await withBytes(r);
      const now = Date.now();
      const id = newId(now);
      const fullName = `${cleanName((name?.trim() || `文件${stamp(new Date(now))}`).replace(/[\\/:*?"<>|]/g, '_'))}.zip`;
      await repo.insertZip({ id, creatorUserId: auth.userId, fullName, fileIdsJson: JSON.stringify([...new Set(fileIds)]), expiresAt: now + LINK_TTL_MS, creatorTime: now });
      const { e, s } = signer.sign(['zip', id], now);
      return { url: `${FileApi.zipBlob}${id}?e=${e}&s=${s}`, name: fullName };
    },

    /** 文档中心: the caller's own files. */
    async documents(auth: AuthContext, q: DocumentQuery) {
      const { list, total } = await repo.pageOf(auth.userId, q);
      return { list: list.map(toInfo), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** The uploader removes their record; the bytes go when no other record uses them. */
    async remove(auth: AuthContext, id: string) {
      const record = await repo.byId(id);
      if (!record) throw fail.notFound(FileText.notFound);
      if (record.creatorUserId !== auth.userId) throw fail.forbidden(FileText.removeDenied);
      await p.lock(record.identifier, async () => {
        await repo.remove(id);
        if (!(await repo.used(record.identifier))) await storage.remove(record.identifier);
      });
    },
  };
}
export type ReadService = ReturnType<typeof readService>;
