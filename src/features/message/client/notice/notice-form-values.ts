import { FileApi, type FileInfo, type UploadedFile } from '@/features/files/contract';
import type { NoticeBody, NoticeInfo } from '@/features/message/contract';

/** A notice's attachments as the upload control holds them, in the notice's order (files gone since are left out). */
export function asUploaded(ids: readonly string[], infos: readonly FileInfo[]): UploadedFile[] {
  const byId = new Map(infos.map((f) => [f.fileId, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    return f ? [{ name: f.name, fileId: f.fileId, fileSize: f.fileSize, fileExtension: f.fileExtension, fileVersionId: f.fileId, url: FileApi.download(f.fileType, f.fileId) }] : [];
  });
}

export const blankNotice = (): NoticeBody => ({ title: '', bodyHtml: '', type: 5, fileIds: [], recipients: { all: false, organizeIds: [], roleIds: [], userIds: [] } });

export const noticeValues = (info: NoticeInfo): NoticeBody => ({
  title: info.title,
  bodyHtml: info.bodyHtml,
  type: info.type === 7 ? 7 : 5,
  fileIds: info.fileIds,
  recipients: info.recipients,
});
