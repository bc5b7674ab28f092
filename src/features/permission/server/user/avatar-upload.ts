import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_DIR, IMAGE_NAME_RE, IMAGE_UPLOADER_DIR } from '../../../files/contract';

/**
 * Whether `name` is an image in the file store that `userId` uploaded (the upload route records
 * its uploader beside it). Only such an image may become the user's avatar.
 */
export async function isImageUploadedBy(dataDir: string, name: string, userId: string): Promise<boolean> {
  if (!IMAGE_NAME_RE.test(name)) return false;
  const uploader = await fs.promises.readFile(path.join(dataDir, IMAGE_UPLOADER_DIR, name), 'utf8').catch(() => null);
  if (uploader !== userId) return false;
  const stat = await fs.promises.stat(path.join(dataDir, IMAGE_DIR, name)).catch(() => null);
  return stat?.isFile() === true;
}
