import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import { cleanName, uniqueNames } from './names';
import type { FileStorage } from './storage';

/** Kinds already compressed: stored as they are (deflating them costs time and saves nothing). */
const STORED = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'zip', 'rar', '7z', 'gz', 'mp4', 'mov', 'webm', 'mp3', 'm4a', 'aac', 'docx', 'xlsx', 'pptx', 'pdf']);

/** What a zip entry needs of a file record (the files feature's base_file row has it). */
export interface ZipRecord {
  identifier: string;
  fullName: string;
  fileExtension: string;
  creatorTime: number;
  /** The folder the entry goes in (one per document of a several-document zip); names are unique within it. */
  folder?: string;
}

/** Entry names: unique within each folder, prefixed by it. */
function entryNames(records: readonly ZipRecord[]): string[] {
  const out: string[] = new Array<string>(records.length);
  const byFolder = new Map<string, number[]>();
  records.forEach((r, i) => byFolder.set(r.folder ?? '', [...(byFolder.get(r.folder ?? '') ?? []), i]));
  for (const [folder, indexes] of byFolder) {
    const names = uniqueNames(indexes.map((i) => records[i]!.fullName));
    const prefix = folder ? `${cleanName(folder, 'folder')}/` : '';
    indexes.forEach((i, k) => (out[i] = prefix + names[k]!));
  }
  return out;
}

/** A streamed zip of the records (names in UTF-8, the second 名字.txt as 名字 (1).txt); each file is opened only when its turn comes. */
export function zipStream(storage: FileStorage, records: readonly ZipRecord[], onError: (error: Error) => void, log: FastifyBaseLogger): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const names = entryNames(records);
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
