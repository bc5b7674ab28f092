import type { FileKind } from './transfer';

export const KB = 1024;
export const MB = 1_048_576;
export const GB = 1_073_741_824;

/** §5 units as the limit controls take them. */
export const SIZE_UNITS = { KB, MB, GB } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** §5 defaults of the client controls. */
export const ATTACHMENT_DEFAULT_LIMIT = { size: 5, unit: 'MB' as SizeUnit };
export const FORM_UPLOAD_DEFAULT_LIMIT = { size: 100, unit: 'MB' as SizeUnit };
export const CHAT_IMAGE_LIMIT = { size: 5, unit: 'MB' as SizeUnit };

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;
/** Never taken as an attachment: what a browser or a desktop would run when opened. */
export const BLOCKED_EXTENSIONS = ['exe', 'msi', 'bat', 'cmd', 'com', 'scr', 'ps1', 'vbs', 'js', 'jar', 'sh', 'html', 'htm', 'svg', 'xhtml', 'php', 'jsp', 'asp', 'aspx'] as const;

/**
 * What the server takes per upload kind, checked before bytes are accepted (tus Upload-Length, the
 * chunk test's totalSize, multipart limits). FILE_MAX_MB in the environment raises or lowers `annex`.
 */
export const KIND_RULES: Record<FileKind, { maxBytes: number; images: boolean }> = {
  annex: { maxBytes: 2 * GB, images: false },
  annexpic: { maxBytes: 100 * MB, images: true },
  IM: { maxBytes: 5 * MB, images: true },
};

/** §5 and §8 texts, exactly. */
export const FileText = {
  /** §5 请选择{types}类型的文件 — types joined with 、as the control lists them. */
  wrongType: (types: string) => `请选择${types}类型的文件`,
  /** §5 文件大小超过... */
  tooLarge: (size: number, unit: string) => `文件大小超过${size}${unit}`,
  tooMany: (n: number) => `当前限制最多可以上传${n}个文件`,
  imageOnly: '请上传图片',
  imageTooLarge: (size: number, unit: string) => `图片大小超过${size}${unit}`,
  tooManyImages: (n: number) => `当前限制最多可以上传${n}张图片`,
  chatImageTooLarge: 'Image size cannot exceed 5M',
  notFound: '文件不存在',
  registerFailed: '上传失败!',
  chunkFailed: '上传失败',
  readError: (name: string) => `文件${name}读取出错，请检查该文件`,
  zipFailed: '文件压缩失败',
  bulkDownloadFailed: '下载出错，请重试',
  downloadFailed: '下载文件失败',
  recordDeleted: '数据已删除!',
  confirmDelete: '是否删除该文件',
  confirmDeleteImage: '是否删除该图片',
  confirmTitle: '提示',
  /** The merged bytes do not hash to the identifier the client announced. */
  identifierMismatch: '文件校验失败，请重新上传',
  chunksMissing: '文件分片不完整，请重新上传',
  noAccess: '没有权限下载该文件',
  linkExpired: '下载链接已失效，请重新下载',
  /** A single upload without its file part. */
  fileRequired: '请选择要上传的文件',
  /** A client-born fileId already used by another file (merge is idempotent only for the same user and content). */
  fileIdTaken: '文件编号已被使用',
  /** Only the uploader removes a file record. */
  removeDenied: '只能删除自己上传的文件',
} as const;

/** §9 "File size units 1024 steps" — a limit as §5 says it: 5242880 → {size: 5, unit: 'MB'}. */
export function sizeLimitText(bytes: number): { size: number; unit: SizeUnit } {
  const round = (n: number) => Math.round(n * 100) / 100;
  if (bytes >= GB) return { size: round(bytes / GB), unit: 'GB' };
  if (bytes >= MB) return { size: round(bytes / MB), unit: 'MB' };
  return { size: round(bytes / KB), unit: 'KB' };
}

export const limitBytes = (limit: { size: number; unit: SizeUnit }): number => Math.round(limit.size * SIZE_UNITS[limit.unit]);

/** The extension of a file name, lowercase, without the dot ('' when none). Never a path. */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase().slice(0, 20) : '';
}

export const isImageExtension = (ext: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());

/** Upload kinds a preview can show in the browser, by extension. */
export function previewKindOf(ext: string): 'image' | 'pdf' | 'video' | 'audio' | 'text' | 'markdown' | 'office' | 'none' {
  const e = ext.toLowerCase();
  if (isImageExtension(e)) return 'image';
  if (e === 'pdf') return 'pdf';
  if (['mp4', 'webm', 'ogv', 'mov', 'm4v'].includes(e)) return 'video';
  if (['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac'].includes(e)) return 'audio';
  if (['md', 'markdown'].includes(e)) return 'markdown';
  if (['txt', 'log', 'csv', 'json', 'xml', 'yml', 'yaml', 'ini', 'conf'].includes(e)) return 'text';
  if (['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'et', 'dps', 'odt', 'ods', 'odp', 'rtf'].includes(e)) return 'office';
  return 'none';
}
