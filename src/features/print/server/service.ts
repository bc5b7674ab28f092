import { newId } from '../../../contract/ids';
import { copyNames } from '../../../server/db/catalog-page';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { PrintSource } from '../../../server/modules/feature-module';
import type { AuthContext } from '../../../server/plugins/auth';
import {
  PRINT_EXPORT_KIND, PRINT_MODULE, PRINT_MSG, printTemplateDoc,
  type PrintData, type PrintExportFile, type PrintListQuery, type PrintTemplateBody, type PrintTemplateInfo, type PrintTemplateRow,
} from '../contract';
import { printRepository, type PrintRepository, type StoredTemplate } from './repository';

/** What the operation log keeps of a template (its document is too large to keep whole). */
const view = (r: { fullName: string; enCode: string; category: string; sortCode: number; enabledMark: number; description: string | null }) => ({
  fullName: r.fullName, enCode: r.enCode, category: r.category, sortCode: r.sortCode, enabledMark: r.enabledMark, description: r.description,
});

/** 打印模板: administered under its menu; Selector, Fields and Data for anyone printing a record they may read. */
export function printService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = printRepository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, PRINT_MODULE, button);
  const sources = () => ctx.features.printSources;
  const source = (kind: string): PrintSource => {
    const s = sources().get(kind);
    if (!s) throw fail.badRequest(PRINT_MSG.categoryUnknown);
    return s;
  };
  const toRow = (r: StoredTemplate): PrintTemplateRow => ({
    id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, categoryName: sources().get(r.category)?.names.zh ?? r.category,
    sortCode: r.sortCode, enabledMark: r.enabledMark, description: r.description, creatorUserName: r.creatorUserName, creatorTime: r.creatorTime, lastModifyTime: r.lastModifyTime,
  });
  const toInfo = (r: StoredTemplate): PrintTemplateInfo => ({ ...toRow(r), template: printTemplateDoc.parse(JSON.parse(r.templateJson)) });
  async function stored(id: string) {
    const r = await repo.byId(id);
    if (!r) throw fail.notFound(PRINT_MSG.notFound);
    return r;
  }
  async function unique(r: PrintRepository, b: { enCode: string; fullName: string }, selfId?: string) {
    if (await r.taken('enCode', b.enCode, selfId)) throw fail.badRequest(PRINT_MSG.codeExists);
    if (await r.taken('fullName', b.fullName, selfId)) throw fail.badRequest(PRINT_MSG.nameExists);
  }
  const changed = (auth: AuthContext, id: string, before: ReturnType<typeof view> | null, after: ReturnType<typeof view> | null) =>
    ctx.audit.change(auth, { module: PRINT_MODULE, entity: 'printTemplate', id, before, after });

  async function insert(auth: AuthContext, b: Omit<PrintTemplateBody, 'enabledMark'> & { enabledMark?: number }) {
    source(b.category);
    return db.transaction().execute(async (trx) => {
      const r = printRepository(trx);
      await unique(r, b);
      const id = newId();
      const row = {
        id, fullName: b.fullName, enCode: b.enCode, category: b.category, templateJson: JSON.stringify(b.template), sortCode: b.sortCode,
        enabledMark: b.enabledMark ?? 1, description: b.description ?? null, creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
      };
      await r.insert(row);
      changed(auth, id, null, view(row));
      return id;
    });
  }

  return {
    async list(auth: AuthContext, q: PrintListQuery) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      return { list: rows.map(toRow), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      return toInfo(await stored(id));
    },

    async create(auth: AuthContext, b: PrintTemplateBody) {
      await allowed(auth, 'btn_add');
      return insert(auth, b);
    },

    async update(auth: AuthContext, id: string, b: PrintTemplateBody) {
      await allowed(auth, 'btn_edit');
      source(b.category);
      await db.transaction().execute(async (trx) => {
        const r = printRepository(trx);
        const before = await r.byId(id);
        if (!before) throw fail.notFound(PRINT_MSG.notFound);
        await unique(r, b, id);
        const after = {
          fullName: b.fullName, enCode: b.enCode, category: b.category, templateJson: JSON.stringify(b.template), sortCode: b.sortCode, enabledMark: b.enabledMark,
          description: b.description ?? null, lastModifyUserId: auth.userId, lastModifyTime: Date.now(),
        };
        await r.update(id, after);
        changed(auth, id, view(before), view(after));
      });
    },

    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (trx) => {
        const r = printRepository(trx);
        const before = await r.byId(id);
        if (!before) throw fail.notFound(PRINT_MSG.notFound);
        await r.remove(id);
        changed(auth, id, view(before), null);
      });
    },

    /** 复制: the same document under a free name and code (名称副本, code.copy, code.copy2 …). */
    async copy(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_copy');
      const from = await stored(id);
      const names = await copyNames(repo.taken, from);
      return insert(auth, {
        ...names, category: from.category, sortCode: from.sortCode, enabledMark: from.enabledMark,
        description: from.description, template: printTemplateDoc.parse(JSON.parse(from.templateJson)),
      });
    },

    async exportFile(auth: AuthContext, id: string): Promise<{ fileName: string; body: PrintExportFile }> {
      await allowed(auth, 'btn_export');
      const r = await stored(id);
      return {
        fileName: `${r.fullName}.json`,
        body: { kind: PRINT_EXPORT_KIND, version: 1, fullName: r.fullName, enCode: r.enCode, category: r.category, sortCode: r.sortCode, description: r.description, template: printTemplateDoc.parse(JSON.parse(r.templateJson)) },
      };
    },

    async importFile(auth: AuthContext, file: PrintExportFile) {
      await allowed(auth, 'btn_import');
      return insert(auth, { fullName: file.fullName, enCode: file.enCode, category: file.category, sortCode: file.sortCode, description: file.description ?? null, template: file.template });
    },

    /** Any signed-in user: the enabled templates of a kind (a record page's 打印 menu). */
    selector: (type: string | undefined) => repo.enabledOf(type),

    kinds: () => [...sources().values()].map((s) => ({ kind: s.kind, fullName: s.names.zh, names: s.names })),

    fields: (type: string) => [...source(type).fields],

    /** The template and the records filled by their feature, which checks the caller may read each one. */
    async data(auth: AuthContext, id: string, ids: string[]): Promise<PrintData> {
      const r = await stored(id);
      if (r.enabledMark !== 1) throw fail.badRequest(PRINT_MSG.disabled);
      const s = source(r.category);
      return { template: toInfo(r), fields: [...s.fields], list: await s.load(ctx, auth, ids) };
    },
  };
}
export type PrintService = ReturnType<typeof printService>;
