import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { MESSAGE_MSG, placeholdersOf, TEMPLATE_MODULE, TEMPLATE_MSG, TEMPLATE_TYPE, type TemplateBody, type TemplateInfo, type TemplateListQuery } from '../contract';
import { templateRepository } from './template-repository';

/** 消息模板: what `ctx.notify.sendTemplate` fills; system templates (features rely on them) stay. */
export function templateService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = templateRepository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, TEMPLATE_MODULE, button);

  async function unique(trx: typeof db, body: { enCode: string; fullName: string }, selfId?: string) {
    const r = templateRepository(trx);
    if (await r.taken('enCode', body.enCode, selfId)) throw fail.badRequest(TEMPLATE_MSG.codeExists);
    if (await r.taken('fullName', body.fullName, selfId)) throw fail.badRequest(TEMPLATE_MSG.nameExists);
  }
  const stored = (body: TemplateBody) => ({
    fullName: body.fullName, enCode: body.enCode, messageSource: body.messageSource, title: body.title, content: sanitizeRichText(body.content),
    enabledMark: body.enabledMark, sortCode: body.sortCode, description: body.description ?? null,
  });

  return {
    async list(auth: AuthContext, q: TemplateListQuery) {
      await allowed(auth);
      const { list, total } = await repo.page(q);
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string): Promise<TemplateInfo> {
      await allowed(auth);
      const found = await repo.info(id);
      if (!found) throw fail.notFound(MESSAGE_MSG.deleted);
      return { ...found, params: placeholdersOf(found.title, found.content) };
    },

    async create(auth: AuthContext, body: TemplateBody) {
      await allowed(auth, 'btn_add');
      const id = newId();
      await db.transaction().execute(async (trx) => {
        await unique(trx, body);
        await templateRepository(trx).insert({ id, ...stored(body), templateType: TEMPLATE_TYPE.custom, creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null });
      });
      return id;
    },

    async update(auth: AuthContext, id: string, body: TemplateBody) {
      await allowed(auth, 'btn_edit');
      await db.transaction().execute(async (trx) => {
        const r = templateRepository(trx);
        if (!(await r.byId(id))) throw fail.notFound(MESSAGE_MSG.deleted);
        await unique(trx, body, id);
        await r.update(id, { ...stored(body), lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
      });
    },

    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (trx) => {
        const r = templateRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound(MESSAGE_MSG.deleted);
        if (current.templateType === TEMPLATE_TYPE.system) throw fail.badRequest(TEMPLATE_MSG.systemNoDelete);
        await r.remove(id);
      });
    },

    /** §7 POST .../copy/{id}: a custom copy named "…副本N" with code "….copyN", disabled until an administrator looks at it. */
    async copy(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_copy');
      const copyId = newId();
      await db.transaction().execute(async (trx) => {
        const r = templateRepository(trx);
        const source = await r.byId(id);
        if (!source) throw fail.notFound(MESSAGE_MSG.deleted);
        const suffix = String(Date.now()).slice(-5);
        const fullName = `${source.fullName.slice(0, 50 - 7)}副本${suffix}`;
        const enCode = `${source.enCode.slice(0, 50 - 7)}.copy${suffix}`.replace(/\.{2,}/g, '.');
        await unique(trx, { fullName, enCode });
        await r.insert({
          ...source, id: copyId, fullName, enCode, templateType: TEMPLATE_TYPE.custom, enabledMark: 0,
          creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
        });
      });
      return copyId;
    },
  };
}
