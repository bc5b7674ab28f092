import { sql, type SqlBool } from 'kysely';
import { defineCollection } from '../../../server/sync/collections';
import { FILES_COLLECTION, FILE_ROW_COLUMNS } from '../contract';

export { FILES_COLLECTION };

/** The caller's own file records, so a device lists them (文档中心, attachments) without a network. */
export const fileCollections = [
  defineCollection({
    name: FILES_COLLECTION, source: FILES_COLLECTION, table: 'baseFile', columns: [...FILE_ROW_COLUMNS],
    only: (auth) => sql<SqlBool>`base_file.creator_user_id = ${auth.userId}`,
  }),
];
