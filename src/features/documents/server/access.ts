import { sql, type SqlBool } from 'kysely';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { scopeWhere } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import { DOC_MENU, DOC_RECEIVE_MENU, DOC_STATUS, DocMsg } from '../contract';
import { DOC_SCOPE, docRepository } from './repository';
import { receiptRepository } from './receipt-repository';

/**
 * Who may read a document (ADR 0037): whoever manages it — 公文管理 and the document inside its data
 * scope — in any status; and, once it is released, whoever holds a receipt of it (released to them or
 * relayed). Anyone else is answered as for a document that does not exist.
 */
export function docReaders(ctx: ServerContext) {
  const db = ctx.database.db;
  const scopeOf = async (auth: AuthContext) => scopeWhere(await ctx.dataScope.resolve(auth, DOC_MENU), DOC_SCOPE);

  async function reader(auth: AuthContext, id: string) {
    const repo = docRepository(db);
    const managed = (await ctx.access.can(auth, DOC_MENU)) ? await repo.get(id, await scopeOf(auth)) : undefined;
    const doc = managed ?? (await repo.get(id));
    if (!doc) return null;
    const receipt = doc.status === DOC_STATUS.released ? await receiptRepository(db).of(id, auth.userId) : undefined;
    if (!managed && !receipt) return null;
    return { doc, receipt: receipt ?? null, manage: Boolean(managed) };
  }

  return {
    scopeOf,
    reader,
    async readerOrThrow(auth: AuthContext, id: string) {
      const found = await reader(auth, id);
      if (!found) throw fail.notFound(DocMsg.notFound);
      return found;
    },
    /** Downloads need the button of the page the reader reads it on: 公文管理 for its managers, 收文 for its recipients. */
    async mayDownload(auth: AuthContext, r: { manage: boolean; receipt: unknown }) {
      if (r.manage && (await ctx.access.can(auth, DOC_MENU, 'btn_download'))) return true;
      return Boolean(r.receipt) && (await ctx.access.can(auth, DOC_RECEIVE_MENU, 'btn_download'));
    },
    /** Of `ids`, the documents `auth` may read (the files feature asks, for the attachments). */
    async readable(auth: AuthContext, ids: string[]) {
      const received = sql<SqlBool>`(${sql.ref('bizDocument.status')} = ${DOC_STATUS.released} and exists (select 1 from biz_doc_receipt r
        where r.doc_id = ${sql.ref('bizDocument.id')} and r.user_id = ${auth.userId}))`;
      const managed = (await ctx.access.can(auth, DOC_MENU)) ? await scopeOf(auth) : sql<SqlBool>`1 = 0`;
      const rows = await db.selectFrom('bizDocument').select('id').where('id', 'in', ids).where((eb) => eb.or([managed, received])).execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type DocReaders = ReturnType<typeof docReaders>;
