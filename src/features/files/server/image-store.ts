import fs from 'node:fs';
import path from 'node:path';
import { newId } from '../../../contract/ids';
import { IMAGE_DEFAULT_LIMIT_MB, IMAGE_DIR, IMAGE_NAME_RE, IMAGE_TYPES, IMAGE_UPLOADER_DIR, type ImageExt } from '../contract';

/** The image kind by its first bytes (never by the file name), or null when it is no image we take. */
export function sniffImage(head: Buffer): ImageExt | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  const ascii = (text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'webp';
  if (ascii('BM') && head.length >= 26) return 'bmp';
  return null;
}

/** IMAGE_MAX_MB (default 5): the largest image accepted, in bytes. */
export function imageLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.IMAGE_MAX_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : IMAGE_DEFAULT_LIMIT_MB) * 1024 * 1024);
}

/** The limit as §5 says it: 5242880 → {size: 5, unit: 'MB'}. */
export function limitText(bytes: number): { size: number; unit: string } {
  if (bytes >= 1024 * 1024) return { size: Math.round((bytes / 1024 / 1024) * 100) / 100, unit: 'MB' };
  return { size: Math.round((bytes / 1024) * 100) / 100, unit: 'KB' };
}

/** Images under DATA_DIR/files/annexpic, named by a fresh UUIDv7 and the sniffed extension, with who uploaded each. */
export function imageStore(dataDir: string) {
  const dir = path.join(dataDir, IMAGE_DIR);
  const uploaders = path.join(dataDir, IMAGE_UPLOADER_DIR);
  return {
    dir,
    /** Records the uploader, then writes the image atomically (temp file, then rename); answers the stored name. */
    async save(data: Buffer, ext: ImageExt, uploaderId: string): Promise<{ name: string; fileId: string }> {
      await fs.promises.mkdir(uploaders, { recursive: true });
      const fileId = newId();
      const name = `${fileId}.${ext}`;
      await fs.promises.writeFile(path.join(uploaders, name), uploaderId, { flag: 'wx' });
      const temp = path.join(dir, `.${name}.tmp`);
      await fs.promises.writeFile(temp, data, { flag: 'wx' });
      await fs.promises.rename(temp, path.join(dir, name));
      return { name, fileId };
    },
    /** The file of a stored name; null for any name that is not one of ours (no path ever built from input otherwise). */
    async open(name: string): Promise<{ file: string; type: string; size: number } | null> {
      if (!IMAGE_NAME_RE.test(name)) return null;
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { file, type: IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageExt], size: stat.size };
    },
  };
}
