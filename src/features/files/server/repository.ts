import type { Kysely } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { DocumentQuery } from '../contract';
import type { FileTable, FileZipTable } from './tables';

/** The only code touching base_file and base_file_zip; takes a transaction where one runs. */
export function fileRepository(db: Kysely<DB>) {
  return {
    byId: (id: string) => db.selectFrom('baseFile').selectAll().where('id', '=', id).executeTakeFirst() as Promise<FileTable | undefined>,
    byIds: (ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([] as FileTable[]) : (db.selectFrom('baseFile').selectAll().where('id', 'in', [...ids]).execute() as Promise<FileTable[]>),
    insert: (row: FileTable) => db.insertInto('baseFile').values(row).execute(),
    remove: (id: string) => db.deleteFrom('baseFile').where('id', '=', id).executeTakeFirst(),
    /** Whether any record still uses this content (its bytes stay while one does). */
    async used(identifier: string) {
      return (await db.selectFrom('baseFile').select('id').where('identifier', '=', identifier).limit(1).execute()).length > 0;
    },
    async ownsContent(userId: string, identifier: string) {
      return (await db.selectFrom('baseFile').select('id').where('identifier', '=', identifier).where('creatorUserId', '=', userId).limit(1).execute()).length > 0;
    },
    /** Identifiers of the given ones some record uses. */
    async usedOf(identifiers: readonly string[]) {
      if (identifiers.length === 0) return new Set<string>();
      const rows = await db.selectFrom('baseFile').select('identifier').distinct().where('identifier', 'in', [...identifiers]).execute();
      return new Set(rows.map((r) => r.identifier));
    },
    /** A user's own files, a page of them (文档中心). */
    async pageOf(userId: string, q: DocumentQuery) {
      let base = db.selectFrom('baseFile').where('creatorUserId', '=', userId);
      if (q.keyword) base = base.where(containsText('base_file.full_name', q.keyword));
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const list = (await base.selectAll()
        .orderBy(q.sidx ?? 'creatorTime', q.sort)
        .orderBy('id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute()) as FileTable[];
      return { list, total };
    },

    insertZip: (row: FileZipTable) => db.insertInto('baseFileZip').values(row).execute(),
    zipById: (id: string) => db.selectFrom('baseFileZip').selectAll().where('id', '=', id).executeTakeFirst() as Promise<FileZipTable | undefined>,
    removeExpiredZips: (now: number) => db.deleteFrom('baseFileZip').where('expiresAt', '<', now).executeTakeFirst(),
  };
}
export type FileRepository = ReturnType<typeof fileRepository>;
