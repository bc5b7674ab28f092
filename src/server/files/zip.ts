import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import { uniqueNames } from './names';
import type { FileStorage } from './storage';

/** Kinds already compressed: stored as they are (deflating them costs time and saves nothing). */
const STORED = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'zip', 'rar', '7z', 'gz', 'mp4', 'mov', 'webm', 'mp3', 'm4a', 'aac', 'docx', 'xlsx', 'pptx', 'pdf']);

/** What a zip entry needs of a file record (the files feature's base_file row has it). */
export interface ZipRecord { identifier: string; fullName: string; fileExtension: string; creatorTime: number }

/** A streamed zip of the records (names in UTF-8, the second 名字.txt as 名字 (1).txt); each file is opened only when its turn comes. */
export function zipStream(storage: FileStorage, records: readonly ZipRecord[], onError: (error: Error) => void, log: FastifyBaseLogger): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const names = uniqueNames(records.map((r) => r.fullName));
  records.forEach((record, i) => {
    const lazy = Readable.from((async function* bytes() {
      yield* storage.read(record.identifier);
    })());
    archive.append(lazy, { name: names[i]!, store: STORED.has(record.fileExtension), date: new Date(record.creatorTime) });
  });
  archive.on('warning', (error) => log.warn({ err: error }, 'zip warning'));
  archive.on('error', onError);
  void archive.finalize();
  return archive;
}
