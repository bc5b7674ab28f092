import { IMAGE_DEFAULT_LIMIT_MB, IMAGE_TYPES, ImageApi, type UploadedImage } from '@/features/files/contract';
import { transferJson } from '@/lib/http/transfer';
import { richTextT } from '../i18n';

export const IMAGE_ACCEPT = Object.values(IMAGE_TYPES).join(',');

/** Why this file cannot go into a body (§5 texts), or null. */
export function imageProblem(file: File, limitMb: number = IMAGE_DEFAULT_LIMIT_MB): string | null {
  if (!(Object.values(IMAGE_TYPES) as string[]).includes(file.type)) return richTextT('image.imageOnly');
  if (file.size > limitMb * 1024 * 1024) return richTextT('image.tooLarge', { size: limitMb, unit: 'MB' });
  return null;
}

/**
 * An image in a body is uploaded to the public image route (`/api/file/Image/annexpic/…`, the only
 * address the server's sanitiser keeps besides small data: urls), never inlined: a body stays small.
 */
export async function uploadBodyImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const image = await transferJson<UploadedImage>({ method: 'POST', url: ImageApi.uploadImage, body: form });
  return image.url;
}
