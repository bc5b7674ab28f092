import {
  IconFile, IconFileText, IconFileTypeCsv, IconFileTypeDoc, IconFileTypePdf, IconFileTypePpt, IconFileTypeXls, IconFileTypeZip, IconMarkdown,
  IconMusic, IconPhoto, IconVideo,
} from '@tabler/icons-react';
import { previewKindOf } from '@/features/files/contract';

const BY_EXTENSION: Record<string, typeof IconFile> = {
  pdf: IconFileTypePdf, doc: IconFileTypeDoc, docx: IconFileTypeDoc, wps: IconFileTypeDoc, odt: IconFileTypeDoc, rtf: IconFileTypeDoc,
  xls: IconFileTypeXls, xlsx: IconFileTypeXls, et: IconFileTypeXls, ods: IconFileTypeXls, csv: IconFileTypeCsv,
  ppt: IconFileTypePpt, pptx: IconFileTypePpt, dps: IconFileTypePpt, odp: IconFileTypePpt,
  zip: IconFileTypeZip, rar: IconFileTypeZip, '7z': IconFileTypeZip, gz: IconFileTypeZip, tar: IconFileTypeZip,
};
const BY_KIND: Partial<Record<ReturnType<typeof previewKindOf>, typeof IconFile>> = { image: IconPhoto, video: IconVideo, audio: IconMusic, text: IconFileText, markdown: IconMarkdown };

/** A file's icon by its extension (decorative: the name beside it says what it is). */
export function FileIcon({ extension, size = 20 }: { extension: string; size?: number }) {
  const ext = extension.toLowerCase();
  const Icon = BY_EXTENSION[ext] ?? BY_KIND[previewKindOf(ext)] ?? IconFile;
  return <Icon size={size} stroke={1.5} aria-hidden data-testid={`file-icon-${ext || 'none'}`} />;
}
