import { ATTACHMENT_DEFAULT_LIMIT, extensionOf, isImageExtension, limitBytes, type SizeUnit } from '@/features/files/contract';
import { uploadT } from './i18n';

/** What an upload control takes (SPEC §5). */
export interface UploadRules {
  /** Accepted types as the control lists them: extensions ('pdf', '.docx') or MIME types ('image/*'). Empty: any. */
  accept?: readonly string[];
  /** Files the control holds at most; 0 or none: no limit; 1: single-file mode (a new choice replaces). */
  limit?: number;
  /** Largest file (default 5 MB, the generic control's). */
  fileSize?: { size: number; unit: SizeUnit };
  /** The image control: images only, with the image texts. */
  images?: boolean;
}

export interface CheckedFiles {
  accepted: File[];
  /** What the user reads, each text once (§5 exactly, in the user's language). */
  refusals: string[];
}

export const isImageFile = (file: { name: string; type: string }): boolean => file.type.startsWith('image/') || isImageExtension(extensionOf(file.name));

function matches(file: File, accept: readonly string[]): boolean {
  const ext = extensionOf(file.name);
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.includes('/')) return a.endsWith('/*') ? file.type.toLowerCase().startsWith(a.slice(0, -1)) : file.type.toLowerCase() === a;
    return ext !== '' && a.replace(/^\./, '') === ext;
  });
}

/** The `accept` attribute of the file input for these rules. */
export const acceptAttribute = (rules: UploadRules): string | undefined =>
  rules.images && !rules.accept?.length ? 'image/*' : rules.accept?.length ? rules.accept.map((a) => (a.includes('/') || a.startsWith('.') ? a : `.${a}`)).join(',') : undefined;

/**
 * Sorts chosen files into those the control takes and the §5 texts for the rest: type
 * (请选择{types}类型的文件 / 请上传图片), size (文件大小超过… / 图片大小超过…), then the count
 * (当前限制最多可以上传N个文件 / …N张图片) for what does not fit beside the `existing` ones.
 * In single-file mode the first good file is taken and replaces the one held.
 */
export function checkFiles(files: readonly File[], existing: number, rules: UploadRules): CheckedFiles {
  const refusals = new Set<string>();
  const size = rules.fileSize ?? ATTACHMENT_DEFAULT_LIMIT;
  const max = limitBytes(size);
  const good = files.filter((file) => {
    if (rules.images ? !isImageFile(file) : rules.accept?.length && !matches(file, rules.accept)) {
      refusals.add(rules.images ? uploadT('limits.imageOnly') : uploadT('limits.wrongType', { types: (rules.accept ?? []).join('、') }));
      return false;
    }
    if (file.size > max) {
      refusals.add(uploadT(rules.images ? 'limits.imageTooLarge' : 'limits.tooLarge', { size: size.size, unit: size.unit }));
      return false;
    }
    return true;
  });
  const limit = rules.limit ?? 0;
  if (limit === 1) return { accepted: good.slice(0, 1), refusals: [...refusals] };
  const room = limit > 0 ? Math.max(0, limit - existing) : good.length;
  if (good.length > room) refusals.add(uploadT(rules.images ? 'limits.tooManyImages' : 'limits.tooMany', { n: limit }));
  return { accepted: good.slice(0, room), refusals: [...refusals] };
}
