import { fail } from '../../../server/http/api-error';
import {
  BLOCKED_EXTENSIONS, FileText, IMAGE_TYPES, KIND_RULES, MB, extensionOf, sizeLimitText, type FileKind, type ImageExt,
} from '../contract';
import { sniffImage } from './image-store';

/** What §5 says when a file of this kind is too large. */
function tooLargeText(kind: FileKind, maxBytes: number): string {
  const { size, unit } = sizeLimitText(maxBytes);
  if (kind === 'IM') return FileText.chatImageTooLarge;
  if (KIND_RULES[kind].images) return FileText.imageTooLarge(size, unit);
  return FileText.tooLarge(size, unit);
}

/** The types an attachment may be, as 请选择{types}类型的文件 names them when an extension is refused. */
export const ATTACHMENT_TYPES_TEXT = '文档、图片、音视频、压缩包';

/** The per-kind rules of this server: KIND_RULES, with FILE_MAX_MB raising or lowering `annex`. */
export function fileRules(env: NodeJS.ProcessEnv = process.env) {
  const mb = Number(env.FILE_MAX_MB);
  const rules: Record<FileKind, { maxBytes: number; images: boolean }> = {
    ...KIND_RULES,
    annex: { ...KIND_RULES.annex, maxBytes: Number.isFinite(mb) && mb > 0 ? Math.round(mb * MB) : KIND_RULES.annex.maxBytes },
  };
  return {
    rule: (kind: FileKind) => rules[kind],
    /** The most any kind takes: the backstop of the tus server and the multipart parser. */
    largest: Math.max(...Object.values(rules).map((r) => r.maxBytes)),
    /** Refuses a size over the kind's limit with the §5 text, before any byte is taken. */
    checkSize(kind: FileKind, bytes: number) {
      if (bytes > rules[kind].maxBytes) throw fail.badRequest(tooLargeText(kind, rules[kind].maxBytes));
    },
    tooLargeText: (kind: FileKind) => tooLargeText(kind, rules[kind].maxBytes),
    /**
     * The extension a file is kept with (from its name, else the one sent), refusing what a browser
     * or desktop would run (请选择…类型的文件).
     */
    checkName(kind: FileKind, name: string, extension?: string): string {
      const sent = (extension ?? '').toLowerCase().replace(/^\./, '');
      const ext = extensionOf(name) || (/^[a-z0-9]{1,20}$/.test(sent) ? sent : '');
      const blocked = (e: string) => (BLOCKED_EXTENSIONS as readonly string[]).includes(e);
      if (blocked(ext) || blocked(sent)) throw fail.badRequest(rules[kind].images ? FileText.imageOnly : FileText.wrongType(ATTACHMENT_TYPES_TEXT));
      return ext;
    },
  };
}
export type FileRules = ReturnType<typeof fileRules>;

/** For images-only kinds: the image type by the bytes, refusing anything else (请上传图片). */
export function imageByBytes(head: Buffer): ImageExt {
  const ext = sniffImage(head);
  if (!ext) throw fail.badRequest(FileText.imageOnly);
  return ext;
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf', txt: 'text/plain', log: 'text/plain', md: 'text/markdown', markdown: 'text/markdown', csv: 'text/csv',
  json: 'application/json', xml: 'application/xml', yml: 'text/yaml', yaml: 'text/yaml', ini: 'text/plain', conf: 'text/plain',
  mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', oga: 'audio/ogg', m4a: 'audio/mp4', aac: 'audio/aac', flac: 'audio/flac',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet', odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf', zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed', gz: 'application/gzip', tar: 'application/x-tar',
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
};

/** The MIME type a record is served as: by the bytes for images, else by the extension (never the browser's word). */
export function mimeTypeOf(ext: string, head?: Buffer): string {
  const image = head ? sniffImage(head) : null;
  if (image) return IMAGE_TYPES[image];
  if (ext in IMAGE_TYPES || ext === 'jpeg') return 'application/octet-stream';
  return MIME[ext] ?? 'application/octet-stream';
}
