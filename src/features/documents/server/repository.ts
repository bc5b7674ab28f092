import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import type { ScopeTarget } from '../../../server/identity/data-scope';
import type { DocListQuery, DocRecipients, DocRow } from '../contract';
import type { BizDocumentTable } from './tables';

export type DocDbRow = Selectable<BizDocumentTable>;

/** How 公文管理's data scope reads a document: the sender's department, the sender, named fields. */
export const DOC_SCOPE: ScopeTarget = {
  org: (ids) => sql<SqlBool>`${sql.ref('bizDocument.organizeId')} in (${sql.join(ids)})`,
  user: 'bizDocument.creatorUserId',
  fields: { organizeId: 'bizDocument.organizeId', creatorUserId: 'bizDocument.creatorUserId', secretLevel: 'bizDocument.secretLevel' },
};

const time = (v: number | string | null) => (v === null ? null : Number(v));

export const docRowOf = (r: DocDbRow): DocRow => ({
  id: r.id, docNo: r.docNo, title: r.title, issuingOrg: r.issuingOrg, secretLevel: r.secretLevel, urgency: r.urgency, mainTo: r.mainTo, copyTo: r.copyTo,
  bodyHtml: r.bodyHtml, fileIds: JSON.parse(r.fileIds) as string[], status: r.status, flowTaskId: r.flowTaskId, organizeId: r.organizeId,
  releasedAt: time(r.releasedAt), releasedUserId: r.releasedUserId, recipients: r.recipientsJson ? (JSON.parse(r.recipientsJson) as DocRecipients) : null,
  creatorUserId: r.creatorUserId, creatorTime: Number(r.creatorTime), lastModifyTime: time(r.lastModifyTime),
});

/** The only code that reads and writes bizDocument. */
export function docRepository(db: Kysely<DB>) {
  return {
    async page(q: DocListQuery, scope: Expression<SqlBool>) {
      let base = db.selectFrom('bizDocument').where(scope);
      if (q.keyword) base = base.where((eb) => eb.or([containsText('bizDocument.title', q.keyword!), containsText('bizDocument.docNo', q.keyword!), containsText('bizDocument.issuingOrg', q.keyword!)]));
      if (q.status !== undefined) base = base.where('bizDocument.status', '=', q.status);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.leftJoin('baseUser', 'baseUser.id', 'bizDocument.creatorUserId').selectAll('bizDocument').select('baseUser.realName as creatorName')
        .orderBy(`bizDocument.${q.sidx ?? 'creatorTime'}`, q.sort).orderBy('bizDocument.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { total, rows };
    },

    get: (id: string, scope?: Expression<SqlBool>) => {
      let query = db.selectFrom('bizDocument').leftJoin('baseUser', 'baseUser.id', 'bizDocument.creatorUserId').selectAll('bizDocument').select('baseUser.realName as creatorName').where('bizDocument.id', '=', id);
      if (scope) query = query.where(scope);
      return query.executeTakeFirst();
    },

    /** Takes the row for this transaction (bumps its version first; PostgreSQL then holds the row lock). */
    async lock(id: string): Promise<DocDbRow | undefined> {
      const bumped = await db.updateTable('bizDocument').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', id).executeTakeFirst();
      if (Number(bumped.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('bizDocument').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert: (row: BizDocumentTable) => db.insertInto('bizDocument').values(row).execute(),
    update: (id: string, set: Partial<BizDocumentTable>) => db.updateTable('bizDocument').set(set).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('bizDocument').where('id', '=', id).execute(),

    userOf: (id: string) => db.selectFrom('baseUser').select(['id', 'organizeId', 'realName']).where('id', '=', id).executeTakeFirst(),

    /** Of `fileIds`, how many were uploaded for this document. */
    async ownFiles(fileIds: readonly string[], docId: string, ownerType: string) {
      if (fileIds.length === 0) return 0;
      const rows = await db.selectFrom('baseFile').select('id').where('id', 'in', [...fileIds]).where('ownerType', '=', ownerType).where('ownerId', '=', docId).execute();
      return rows.length;
    },

    /** The document's attachment records, in the order of its fileIds. */
    async files(ids: readonly string[]) {
      if (ids.length === 0) return [];
      const found = new Map((await db.selectFrom('baseFile').selectAll().where('id', 'in', [...ids]).execute()).map((f) => [f.id, f]));
      return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    },
  };
}
export type DocRepository = ReturnType<typeof docRepository>;
