import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import type { ModuleSeed } from '../../../../server/db/module-seeds';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import { MENU_MSG, type ModuleItemBody, type ModuleItemKind, type ModuleItemRow } from '../../contract';
import { menuRepository, type MenuRepository, type ModuleItem } from './menu-repository';
import type { MenuService } from './menu-service';

const SEED_LIST = { button: 'buttons', column: 'columns', form: 'forms' } as const;

/**
 * A menu's buttons (ModuleButton), list columns (ModuleColumn) and form fields (ModuleForm). Editing
 * them is editing the menu: 菜单管理 with its 编辑 button. Items a feature seeds keep their code (routes
 * check buttons by code) and are disabled rather than deleted (seeding would bring them back).
 */
export function moduleItemService(ctx: ServerContext, menus: MenuService) {
  const db = ctx.database.db;
  const seeded = new Map<string, ModuleSeed>(ctx.features.menus.map((m) => [m.enCode, m]));

  async function ownerOf(repo: MenuRepository, moduleId: string) {
    const module = await repo.byId(moduleId);
    if (!module) throw fail.badRequest(MENU_MSG.menuMissing);
    return module;
  }
  const isBuiltIn = (kind: ModuleItemKind, moduleCode: string, enCode: string) =>
    (seeded.get(moduleCode)?.[SEED_LIST[kind]] ?? []).some(([code]) => code === enCode);
  const row = (kind: ModuleItemKind, moduleCode: string, item: ModuleItem): ModuleItemRow => ({ ...item, builtIn: isBuiltIn(kind, moduleCode, item.enCode) });

  async function found(repo: MenuRepository, kind: ModuleItemKind, id: string) {
    const item = await repo.item(kind, id);
    if (!item) throw fail.notFound();
    return { item, module: await ownerOf(repo, item.moduleId) };
  }

  return {
    async list(auth: AuthContext, kind: ModuleItemKind, moduleId: string): Promise<ModuleItemRow[]> {
      await menus.allow(auth);
      const repo = menuRepository(db);
      const module = await ownerOf(repo, moduleId);
      return (await repo.items(kind, [moduleId])).map((i) => row(kind, module.enCode, i));
    },

    async info(auth: AuthContext, kind: ModuleItemKind, id: string): Promise<ModuleItemRow> {
      await menus.allow(auth);
      const { item, module } = await found(menuRepository(db), kind, id);
      return row(kind, module.enCode, item);
    },

    async create(auth: AuthContext, kind: ModuleItemKind, body: ModuleItemBody): Promise<string> {
      await menus.allow(auth, 'btn_edit');
      return menus.inTx(async (repo) => {
        await ownerOf(repo, body.moduleId);
        if (await repo.itemCodeTaken(kind, body.moduleId, body.enCode)) throw fail.badRequest(MENU_MSG.itemCodeExists);
        const id = newId();
        await repo.insertItem(kind, { id, moduleId: body.moduleId, enCode: body.enCode, fullName: body.fullName, sortCode: body.sortCode, enabledMark: body.enabledMark });
        await repo.grantToSuperAdmin(kind, [id]);
        return id;
      });
    },

    async update(auth: AuthContext, kind: ModuleItemKind, id: string, body: ModuleItemBody) {
      await menus.allow(auth, 'btn_edit');
      await menus.inTx(async (repo) => {
        const { item, module } = await found(repo, kind, id);
        if (body.moduleId !== item.moduleId) throw fail.badRequest(MENU_MSG.itemMoved);
        if (body.enCode !== item.enCode && isBuiltIn(kind, module.enCode, item.enCode)) throw fail.badRequest(MENU_MSG.builtInItemCode);
        if (await repo.itemCodeTaken(kind, item.moduleId, body.enCode, id)) throw fail.badRequest(MENU_MSG.itemCodeExists);
        await repo.updateItem(kind, id, { enCode: body.enCode, fullName: body.fullName, sortCode: body.sortCode, enabledMark: body.enabledMark });
      });
    },

    async remove(auth: AuthContext, kind: ModuleItemKind, id: string) {
      await menus.allow(auth, 'btn_edit');
      await menus.inTx(async (repo) => {
        const { item, module } = await found(repo, kind, id);
        if (isBuiltIn(kind, module.enCode, item.enCode)) throw fail.badRequest(MENU_MSG.builtInItemDelete);
        await repo.removeItem(kind, id);
      });
    },
  };
}
