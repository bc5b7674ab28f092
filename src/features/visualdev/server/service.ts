import { newId } from '../../../contract/ids';
import { copyNames } from '../../../server/db/catalog-page';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  checkFormSchema, collectFields, isTableNode, VISUALDEV_MODULE, VisualDevMsg,
  type BaseBody, type BaseInfo,
} from '../contract';
import { releaseModel, type ReleaseBody } from './release';
import { releasedOf, toInfo, visualdevRepository, type StoredModel, type VisualdevRepository } from './repository';

const summary = (m: StoredModel) => {
  const { formData: _f, columnData: _c, ...rest } = toInfo(m);
  return rest;
};

/** 在线开发 models: designed and released under Web设计 (its menu and buttons). */
export function visualdevService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = visualdevRepository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, VISUALDEV_MODULE, button);
  const changed = (auth: AuthContext, id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    ctx.audit.change(auth, { module: VISUALDEV_MODULE, entity: 'visualdevBase', id, before, after });
  const view = (b: { fullName: string; enCode: string; category: string; tableName: string; state?: number }) => ({ fullName: b.fullName, enCode: b.enCode, category: b.category, tableName: b.tableName, state: b.state ?? 0 });

  async function stored(r: VisualdevRepository, id: string) {
    const m = await r.byId(id);
    if (!m) throw fail.notFound(VisualDevMsg.notFound);
    return m;
  }
  async function checked(r: VisualdevRepository, b: BaseBody, selfId?: string) {
    const problems = checkFormSchema(b.formData);
    if (problems.length) throw fail.badRequest(VisualDevMsg.schemaInvalid, problems);
    if (await r.taken('enCode', b.enCode, selfId)) throw fail.badRequest(VisualDevMsg.enCodeExists);
    if (await r.taken('fullName', b.fullName, selfId)) throw fail.badRequest(VisualDevMsg.fullNameExists);
  }
  const columnsOf = (b: BaseBody) => ({
    fullName: b.fullName, enCode: b.enCode, category: b.category, description: b.description || null, sortCode: b.sortCode, enabledMark: b.enabledMark,
    tableName: b.tableName, formData: JSON.stringify(b.formData), columnData: JSON.stringify(b.columnData),
  });

  async function insert(auth: AuthContext, b: BaseBody) {
    return db.transaction().execute(async (tx) => {
      const r = visualdevRepository(tx);
      await checked(r, b);
      const id = newId();
      await r.insert({
        id, ...columnsOf(b), state: 0, tablesJson: '[]', menuId: null, releasedForm: null, releasedColumns: null, releasedAt: null,
        creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
      });
      changed(auth, id, null, view(b));
      return id;
    });
  }

  return {
    repo,

    async list(auth: AuthContext, q: { keyword?: string | undefined; category?: string | undefined; currentPage: number; pageSize: number }) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      return { list: rows.map(summary), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string): Promise<BaseInfo> {
      await allowed(auth);
      return toInfo(await stored(repo, id));
    },

    async create(auth: AuthContext, b: BaseBody) {
      await allowed(auth, 'btn_add');
      return insert(auth, b);
    },

    async update(auth: AuthContext, id: string, b: BaseBody) {
      await allowed(auth, 'btn_edit');
      await db.transaction().execute(async (tx) => {
        const r = visualdevRepository(tx);
        const before = await stored(r, id);
        await checked(r, b, id);
        await r.update(id, { ...columnsOf(b), lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
        changed(auth, id, view(before), view({ ...b, state: before.state }));
      });
    },

    /** Deletes the design and its menu; the released tables and their records stay (nothing is dropped). */
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (tx) => {
        const r = visualdevRepository(tx);
        const before = await stored(r, id);
        if (before.menuId) {
          const itemIds: string[] = [before.menuId];
          for (const table of ['baseModuleButton', 'baseModuleColumn', 'baseModuleForm'] as const) {
            itemIds.push(...(await tx.selectFrom(table).select('id').where('moduleId', '=', before.menuId).execute()).map((x) => x.id));
            await tx.deleteFrom(table).where('moduleId', '=', before.menuId).execute();
          }
          await tx.deleteFrom('baseAuthorize').where('itemId', 'in', itemIds).execute();
          await tx.deleteFrom('baseModule').where('id', '=', before.menuId).execute();
        }
        await r.remove(id);
        changed(auth, id, view(before), null);
      });
      ctx.realtime.broadcast({ method: 'menusChanged' });
    },

    /** 复制: the design under 名称副本 and a fresh enCode, as a draft. */
    async copy(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_copy');
      const from = await stored(repo, id);
      const names = await copyNames(repo.taken, from, { nameMax: 90, codeMax: 40, codeSuffix: '_copy' });
      return insert(auth, {
        ...names, category: from.category, description: from.description ?? '', sortCode: from.sortCode, enabledMark: from.enabledMark === 1 ? 1 : 0,
        tableName: '', formData: from.form, columnData: from.columns,
      });
    },

    async release(auth: AuthContext, id: string, body: ReleaseBody) {
      await allowed(auth, 'btn_release');
      const m = await db.transaction().execute(async (tx) => releaseModel(tx, id, body, auth.userId));
      changed(auth, id, null, view(m));
      ctx.realtime.broadcast({ method: 'menusChanged' });
      return { id, menuId: m.menuId, tables: m.tables };
    },

    /** Released models for relationForm (any signed-in user). */
    selector: () => repo.released(),

    async formDataFields(id: string) {
      const m = releasedOf(await stored(repo, id));
      if (!m) throw fail.badRequest(VisualDevMsg.notReleased);
      return collectFields(m.form.fields).filter((f) => !isTableNode(f)).map((f) => ({ vModel: f.vModel, label: f.label, jnpfKey: f.jnpfKey }));
    },
  };
}
export type VisualdevService = ReturnType<typeof visualdevService>;
