import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { isUniqueViolation } from '../../../server/db/errors';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import { boundFlows, FLOWS_MISSING } from '../../../server/modules/bound-flows';
import type { BusinessFlows } from '../../../server/modules/feature-module';
import type { AuthContext } from '../../../server/plugins/auth';
import { richTextToPlain, sanitizeRichText } from '../../../server/sanitize-html';
import {
  DOC_FILE_OWNER, DOC_MENU, DOC_STATUS, DocMsg, isEditableDoc, PUBLISH_BLOCKED,
  type DocBody, type DocCreate, type DocListQuery, type DocRow,
} from '../contract';
import { docReaders } from './access';
import { docRepository, docRowOf, type DocDbRow } from './repository';

export const DOC_MODULE = 'document';

/** The values the approval's form shows (docApproval): the 红头 and the body. */
export const flowValues = (r: Pick<DocRow, 'title' | 'issuingOrg' | 'secretLevel' | 'urgency' | 'mainTo' | 'copyTo' | 'bodyHtml'>) =>
  ({ title: r.title, issuingOrg: r.issuingOrg, secretLevel: r.secretLevel, urgency: r.urgency, mainTo: r.mainTo, copyTo: r.copyTo, bodyHtml: r.bodyHtml });

/** What a save stores of the body: the HTML sanitised, the attachments once each. */
const valuesOf = (b: DocBody) => ({
  title: b.title, issuingOrg: b.issuingOrg, secretLevel: b.secretLevel, urgency: b.urgency, mainTo: b.mainTo, copyTo: b.copyTo,
  bodyHtml: sanitizeRichText(b.bodyHtml), fileIds: JSON.stringify([...new Set(b.fileIds)]),
});

/** A body with nothing to read: no text and no picture once sanitised. */
const emptyBody = (html: string) => richTextToPlain(html) === '' && !/<img\s/i.test(html);

/** Sends a saved document for approval in the caller's transaction (the REST call's, or the demo's). */
export async function sendIn(tx: Kysely<DB>, flows: BusinessFlows | undefined, doc: DocDbRow, userId: string, now: number) {
  if (doc.status === DOC_STATUS.inApproval) throw fail.badRequest(DocMsg.inApproval);
  if (!isEditableDoc(doc.status)) throw fail.badRequest(DocMsg.notSendable);
  if (emptyBody(doc.bodyHtml)) throw fail.badRequest(DocMsg.bodyEmpty);
  if (!flows) throw fail.badRequest(FLOWS_MISSING);
  return flows.launch(tx, { module: DOC_MODULE, businessId: doc.id, userId, formData: flowValues(doc), now });
}

/**
 * 公文管理: the sender's list, the form, save, delete, send for approval, may-it-be-released. Every
 * call checks the menu, the button and the data scope first (ADR 0037).
 */
export function docService(ctx: ServerContext) {
  const db = ctx.database.db;
  const readers = docReaders(ctx);

  async function checkFiles(tx: Kysely<DB>, id: string, fileIds: string[]) {
    const unique = new Set(fileIds);
    if ((await docRepository(tx).ownFiles([...unique], id, DOC_FILE_OWNER)) !== unique.size) throw fail.badRequest(DocMsg.fileNotYours);
  }

  /** The document inside the caller's scope, locked for this transaction. */
  async function locked(tx: Kysely<DB>, auth: AuthContext, id: string) {
    const repo = docRepository(tx);
    if (!(await repo.get(id, await readers.scopeOf(auth)))) throw fail.notFound(DocMsg.notFound);
    return (await repo.lock(id))!;
  }

  const deliver = boundFlows(ctx).deliver;

  return {
    async list(auth: AuthContext, q: DocListQuery) {
      await assertAccess(ctx.access, auth, DOC_MENU);
      const { total, rows } = await docRepository(db).page(q, await readers.scopeOf(auth));
      const list = rows.map((r) => ({ ...docRowOf(r), bodyHtml: undefined, creatorName: r.creatorName ?? '' }));
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** The sender's form (GET {id}): 公文管理 and the data scope. */
    async info(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, DOC_MENU);
      const r = await docRepository(db).get(id, await readers.scopeOf(auth));
      if (!r) throw fail.notFound(DocMsg.notFound);
      return { ...docRowOf(r), creatorName: r.creatorName ?? '' };
    },

    async create(auth: AuthContext, body: DocCreate) {
      await assertAccess(ctx.access, auth, DOC_MENU, 'btn_add');
      const id = body.id ?? newId();
      const now = Date.now();
      await db.transaction().execute(async (tx) => {
        const repo = docRepository(tx);
        // A create sent twice at once (the same client-born id): the second finds it, or the unique key refuses it below.
        if (await repo.get(id)) throw fail.conflict(DocMsg.idTaken);
        await checkFiles(tx, id, body.fileIds);
        const values = valuesOf(body);
        const sender = await repo.userOf(auth.userId);
        await repo.insert({
          id, docNo: null, ...values, status: DOC_STATUS.draft, flowTaskId: null, organizeId: sender?.organizeId ?? null, releasedAt: null, releasedUserId: null,
          recipientsJson: null, version: 0, creatorUserId: auth.userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
        });
        ctx.audit.change(auth, { module: DOC_MENU, entity: 'bizDocument', id, before: null, after: values });
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? fail.conflict(DocMsg.idTaken) : error;
      });
      return docRowOf((await docRepository(db).get(id))!);
    },

    async update(auth: AuthContext, id: string, body: DocBody) {
      await assertAccess(ctx.access, auth, DOC_MENU, 'btn_edit');
      await db.transaction().execute(async (tx) => {
        const before = await locked(tx, auth, id);
        if (!isEditableDoc(before.status)) throw fail.badRequest(DocMsg.notEditable);
        await checkFiles(tx, id, body.fileIds);
        const values = valuesOf(body);
        await docRepository(tx).update(id, { ...values, lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
        ctx.audit.change(auth, { module: DOC_MENU, entity: 'bizDocument', id, before: { ...docRowOf(before) }, after: values });
      });
      return docRowOf((await docRepository(db).get(id))!);
    },

    async remove(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, DOC_MENU, 'btn_remove');
      await db.transaction().execute(async (tx) => {
        const before = await locked(tx, auth, id);
        if (!isEditableDoc(before.status)) throw fail.badRequest(DocMsg.notRemovable);
        await docRepository(tx).remove(id);
        ctx.audit.change(auth, { module: DOC_MENU, entity: 'bizDocument', id, before: { ...docRowOf(before) }, after: null });
      });
    },

    /** 提交审批 (sendDoc) through the bound flow docApproval. */
    async send(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, DOC_MENU, 'btn_submit');
      const launched = await db.transaction().execute(async (tx) => sendIn(tx, ctx.features.flows, await locked(tx, auth, id), auth.userId, Date.now()));
      await deliver(launched.effects);
      return docRowOf((await docRepository(db).get(id))!);
    },

    /** checkPublish: approved and not yet released, with its 文号; otherwise why not. */
    async checkPublish(auth: AuthContext, id: string) {
      await assertAccess(ctx.access, auth, DOC_MENU);
      const r = await docRepository(db).get(id, await readers.scopeOf(auth));
      if (!r) throw fail.notFound(DocMsg.notFound);
      const canPublish = r.status === DOC_STATUS.approved;
      return { canPublish, reason: canPublish ? '' : (PUBLISH_BLOCKED[r.status] ?? ''), status: r.status, docNo: r.docNo };
    },
  };
}
export type DocService = ReturnType<typeof docService>;
