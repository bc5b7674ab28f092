import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { seededValues, type ModuleSeed } from '../../../../server/db/module-seeds';
import type { DB } from '../../../../server/db/schema';
import { fail } from '../../../../server/http/api-error';
import { assertAccess } from '../../../../server/identity/access';
import type { AuthContext } from '../../../../server/plugins/auth';
import { MENU_DIRECTORY, MENU_MODULE, MENU_MSG, MENU_ROOT, type MenuAdminNode, type MenuBody, type MenuSortBody } from '../../contract';
import { menuRepository, type MenuRepository, type ModuleRow } from './menu-repository';
import { buildTree, depthOf, descendantsOf, filterTree, hasCycle, toAdminNode } from './menu-tree';

const AUDITED_FIELDS = ['parentId', 'type', 'enCode', 'fullName', 'fullNameZhtw', 'fullNameEn', 'icon', 'urlAddress', 'linkTarget', 'keepAlive', 'propertyJson', 'sortCode', 'enabledMark', 'hidden', 'description'] as const;

export type MenuButton = 'btn_add' | 'btn_edit' | 'btn_remove' | 'btn_export' | 'btn_import';

/** The editable columns of a menu from a request body (propertyJson stored as JSON text). */
export function menuColumns(body: Omit<MenuBody, 'parentId' | 'icon'> & { icon?: string | null }) {
  return {
    type: body.type, enCode: body.enCode, fullName: body.fullName, fullNameZhtw: body.fullNameZhtw ?? null, fullNameEn: body.fullNameEn ?? null,
    icon: body.icon ?? null, urlAddress: body.urlAddress ?? null, linkTarget: body.linkTarget ?? null, keepAlive: body.keepAlive,
    propertyJson: body.propertyJson && Object.keys(body.propertyJson).length ? JSON.stringify(body.propertyJson) : null,
    sortCode: body.sortCode, enabledMark: body.enabledMark, hidden: body.hidden, description: body.description ?? null,
  };
}

/**
 * 菜单管理: every call checks the caller holds 菜单管理 (and the action's button) first. Writes run in
 * one transaction; the `access` generation moves with them (triggers on the menu tables), so every
 * user's next CurrentUser carries the change, and connected clients are told to ask for it now.
 */
export function menuService(ctx: ServerContext) {
  const db = ctx.database.db;
  const seeds = new Map<string, ModuleSeed>(ctx.features.menus.map((m) => [m.enCode, m]));
  const isBuiltIn = (row: { enCode: string }) => seeds.has(row.enCode);
  const allow = (auth: AuthContext, button?: MenuButton) => assertAccess(ctx.access, auth, MENU_MODULE, button);
  const changed = () => ctx.realtime.broadcast({ method: 'menusChanged' });
  /** What the operation log keeps of a menu (ADR 0026): its form's fields. */
  const view = (r: object) => Object.fromEntries(AUDITED_FIELDS.map((k) => [k, (r as Record<string, unknown>)[k] ?? null]));
  const audit = (auth: AuthContext, id: string, before: object | null, after: object | null) =>
    ctx.audit.change(auth, { module: MENU_MODULE, entity: 'menu', id, before: before && view(before), after: after && view(after) });
  const inTx = async <T>(work: (repo: MenuRepository, tx: Kysely<DB>) => Promise<T>): Promise<T> => {
    const result = await db.transaction().execute((tx) => work(menuRepository(tx), tx));
    changed();
    return result;
  };

  /** A parent must exist and be a directory; a menu may not go under itself or its descendants. */
  async function checkParent(repo: MenuRepository, parentId: string, selfId?: string) {
    if (parentId === MENU_ROOT) return;
    if (parentId === selfId) throw fail.badRequest(MENU_MSG.parentSelf);
    const parent = await repo.byId(parentId);
    if (!parent) throw fail.badRequest(MENU_MSG.parentMissing);
    if (parent.type !== MENU_DIRECTORY) throw fail.badRequest(MENU_MSG.parentNotDirectory);
    if (selfId && descendantsOf(await repo.links(), selfId).has(parentId)) throw fail.badRequest(MENU_MSG.parentSelf);
  }

  /** Whether `id` is 菜单管理 or a directory above it: disabling it would leave no way back in. */
  async function locksOut(repo: MenuRepository, id: string) {
    const self = await repo.byCode(MENU_MODULE);
    if (!self) return false;
    const links = await repo.links();
    const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
    for (let at: string | undefined = self.id, steps = 0; at && at !== MENU_ROOT && steps <= links.length; at = parentOf.get(at), steps++) {
      if (at === id) return true;
    }
    return false;
  }

  /**
   * A page shows only under directories its holder holds too (as the authorise screen grants them).
   * After a move, whoever holds the moved entry or anything below it gets the new directories above,
   * so a move never takes a page from its users; the directories show nothing else they lack.
   */
  async function keepReachable(repo: MenuRepository, movedIds: string[]) {
    const links = await repo.links();
    const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
    for (const id of movedIds) {
      const ancestors: string[] = [];
      for (let at = parentOf.get(id); at && at !== MENU_ROOT && !ancestors.includes(at); at = parentOf.get(at)) ancestors.push(at);
      if (ancestors.length === 0) continue;
      for (const holder of await repo.holders([id, ...descendantsOf(links, id)])) await repo.grantMissing(holder, ancestors);
    }
  }

  async function found(repo: MenuRepository, id: string): Promise<ModuleRow> {
    const row = await repo.byId(id);
    if (!row) throw fail.notFound();
    return row;
  }

  return {
    isBuiltIn,

    async tree(auth: AuthContext, keyword?: string): Promise<MenuAdminNode[]> {
      await allow(auth);
      const repo = menuRepository(db);
      const [rows, counts] = await Promise.all([repo.all(), repo.counts()]);
      return filterTree(buildTree(rows.map((r) => toAdminNode(r, counts, isBuiltIn(r)))), keyword ?? '');
    },

    async info(auth: AuthContext, id: string): Promise<MenuAdminNode> {
      await allow(auth);
      const repo = menuRepository(db);
      const row = await found(repo, id);
      return { ...toAdminNode(row, await repo.counts(), isBuiltIn(row)), hasChildren: await repo.hasChildren(id) };
    },

    async create(auth: AuthContext, body: MenuBody): Promise<string> {
      await allow(auth, 'btn_add');
      return inTx(async (repo) => {
        if (await repo.byCode(body.enCode)) throw fail.badRequest(MENU_MSG.codeExists);
        await checkParent(repo, body.parentId);
        const id = newId();
        const row = { id, parentId: body.parentId, ...menuColumns(body), category: 'Web', creatorTime: Date.now(), lastModifyTime: null, customised: 0 };
        await repo.insert(row);
        await repo.grantToSuperAdmin('module', [id]);
        audit(auth, id, null, row);
        return id;
      });
    },

    async update(auth: AuthContext, id: string, body: MenuBody) {
      await allow(auth, 'btn_edit');
      await inTx(async (repo) => {
        const current = await found(repo, id);
        const builtIn = isBuiltIn(current);
        if (builtIn && body.enCode !== current.enCode) throw fail.badRequest(MENU_MSG.builtInCode);
        if (builtIn && body.type !== current.type) throw fail.badRequest(MENU_MSG.builtInType);
        if (body.enCode !== current.enCode && (await repo.byCode(body.enCode))) throw fail.badRequest(MENU_MSG.codeExists);
        if (current.type === MENU_DIRECTORY && body.type !== MENU_DIRECTORY && (await repo.hasChildren(id))) throw fail.badRequest(MENU_MSG.directoryHasChildren);
        await checkParent(repo, body.parentId, id);
        if (body.enabledMark === 0 && current.enabledMark === 1 && (await locksOut(repo, id))) throw fail.badRequest(MENU_MSG.selfLock);
        const next = { parentId: body.parentId, ...menuColumns(body) };
        await repo.update(id, { ...next, customised: builtIn ? 1 : 0, lastModifyTime: Date.now() });
        if (body.parentId !== current.parentId) await keepReachable(repo, [id]);
        audit(auth, id, current, { ...current, ...next });
      });
    },

    async remove(auth: AuthContext, id: string) {
      await allow(auth, 'btn_remove');
      await inTx(async (repo) => {
        const current = await found(repo, id);
        if (isBuiltIn(current)) throw fail.badRequest(MENU_MSG.builtInDelete);
        if (await repo.hasChildren(id)) throw fail.badRequest(MENU_MSG.hasChildren);
        await repo.remove(id);
        audit(auth, id, current, null);
      });
    },

    /** 启用/禁用 and 显示/隐藏 (PUT …/Actions/State, …/Actions/Hidden): each flips its flag. */
    async toggle(auth: AuthContext, id: string, flag: 'enabledMark' | 'hidden') {
      await allow(auth, 'btn_edit');
      await inTx(async (repo) => {
        const current = await found(repo, id);
        if (flag === 'enabledMark' && current.enabledMark === 1 && (await locksOut(repo, id))) throw fail.badRequest(MENU_MSG.selfLock);
        const next = current[flag] === 1 ? 0 : 1;
        await repo.update(id, { [flag]: next, customised: isBuiltIn(current) ? 1 : current.customised, lastModifyTime: Date.now() });
        ctx.audit.change(auth, { module: MENU_MODULE, entity: 'menu', id, before: { [flag]: current[flag] }, after: { [flag]: next } });
      });
    },

    /** Drag and drop: new parents and orders, checked as a whole (directories only, no cycles). */
    async sort(auth: AuthContext, { list }: MenuSortBody) {
      await allow(auth, 'btn_edit');
      await inTx(async (repo) => {
        const rows = new Map((await repo.all()).map((r) => [r.id, r]));
        const moved = new Map(list.map((m) => [m.id, m]));
        for (const m of list) {
          if (!rows.has(m.id)) throw fail.badRequest(MENU_MSG.sortInvalid);
          const parent = m.parentId === MENU_ROOT ? undefined : rows.get(m.parentId);
          if (m.parentId !== MENU_ROOT && !parent) throw fail.badRequest(MENU_MSG.parentMissing);
          if (parent && parent.type !== MENU_DIRECTORY) throw fail.badRequest(MENU_MSG.parentNotDirectory);
        }
        const links = [...rows.values()].map((r) => ({ id: r.id, parentId: moved.get(r.id)?.parentId ?? r.parentId }));
        if (hasCycle(links)) throw fail.badRequest(MENU_MSG.parentSelf);
        const now = Date.now();
        for (const m of list) {
          const current = rows.get(m.id)!;
          if (current.parentId === m.parentId && current.sortCode === m.sortCode) continue;
          await repo.update(m.id, { parentId: m.parentId, sortCode: m.sortCode, customised: isBuiltIn(current) ? 1 : current.customised, lastModifyTime: now });
        }
        await keepReachable(repo, list.filter((m) => rows.get(m.id)!.parentId !== m.parentId).map((m) => m.id));
      });
    },

    /** 恢复默认: a built-in menu gets its seed's values back (under its seeded parent) and loses the customised mark. */
    async reset(auth: AuthContext, id: string) {
      await allow(auth, 'btn_edit');
      await inTx(async (repo) => {
        const current = await found(repo, id);
        const seed = seeds.get(current.enCode);
        if (!seed) throw fail.badRequest(MENU_MSG.notBuiltIn);
        const parentId = seed.parent ? ((await repo.byCode(seed.parent))?.id ?? MENU_ROOT) : MENU_ROOT;
        await repo.update(id, { ...seededValues(seed, parentId), customised: 0, lastModifyTime: Date.now() });
      });
    },

    /** Depth of a menu (1 for a top entry), for imports under it. */
    depth: async (id: string) => (id === MENU_ROOT ? 0 : depthOf(await menuRepository(db).links(), id)),
    inTx,
    allow,
  };
}
export type MenuService = ReturnType<typeof menuService>;
