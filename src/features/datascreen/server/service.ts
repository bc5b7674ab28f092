import { newId } from '../../../contract/ids';
import { copyNames } from '../../../server/db/catalog-page';
import { removeReleasedMenu } from '../../../server/modules/released-menu';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { SCREEN_MODULE, SCREEN_MSG, type ScreenBody, type ScreenDataResult, type ScreenInfo, type ScreenListQuery, type ScreenView } from '../contract';
import { releaseScreen } from './release';
import { screenRepository, storedOf, toInfo, type ScreenRepository } from './repository';
import type { BaseDataScreenTable } from './tables';
import { widgetDataOf } from './widget-data';

const view = (b: Pick<ScreenInfo, 'fullName' | 'enCode' | 'category' | 'enabledMark' | 'sortCode'> & { screen: { widgets: unknown[] } }) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, enabledMark: b.enabledMark, sortCode: b.sortCode, widgets: b.screen.widgets.length,
});

/**
 * 数据大屏: designed under 大屏设计 (its menu and buttons, checked here on every call, not only by the
 * routes); a screen's View and widget data need its released menu (type 6) or 大屏设计.
 */
export function dataScreenService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = screenRepository(db);
  const widgetData = widgetDataOf(ctx);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, SCREEN_MODULE, button);
  const changed = (auth: AuthContext, id: string, before: ReturnType<typeof view> | null, after: ReturnType<typeof view> | null) =>
    ctx.audit.change(auth, { module: SCREEN_MODULE, entity: 'dataScreen', id, before, after });

  async function stored(r: ScreenRepository, id: string) {
    const row = await r.byId(id);
    if (!row) throw fail.notFound(SCREEN_MSG.notFound);
    return row;
  }
  async function checkUnique(r: ScreenRepository, b: ScreenBody, selfId?: string) {
    if (await r.taken('enCode', b.enCode, selfId)) throw fail.badRequest(SCREEN_MSG.codeExists);
    if (await r.taken('fullName', b.fullName, selfId)) throw fail.badRequest(SCREEN_MSG.nameExists);
  }
  async function insert(auth: AuthContext, b: ScreenBody) {
    const id = newId();
    await db.transaction().execute(async (tx) => {
      const r = screenRepository(tx);
      await checkUnique(r, b);
      await r.insert({ id, ...storedOf(b), menuId: null, releasedAt: null, creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null });
    });
    changed(auth, id, null, view(b));
    return id;
  }
  /** Its released menu (an enabled screen) or the design menu; otherwise 403. */
  async function mayView(auth: AuthContext, row: BaseDataScreenTable) {
    const menu = row.enabledMark === 1 ? await repo.menuCode(row.menuId) : null;
    if (menu && (await ctx.access.can(auth, menu))) return;
    if (await ctx.access.can(auth, SCREEN_MODULE)) return;
    throw fail.forbidden();
  }

  return {
    async list(auth: AuthContext, q: ScreenListQuery) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      const list = rows.map((r) => {
        const { screen: _screen, ...row } = toInfo(r);
        return row;
      });
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      return toInfo(await stored(repo, id));
    },
    async create(auth: AuthContext, b: ScreenBody) {
      await allowed(auth, 'btn_add');
      return insert(auth, b);
    },
    async update(auth: AuthContext, id: string, b: ScreenBody) {
      await allowed(auth, 'btn_edit');
      await db.transaction().execute(async (tx) => {
        const r = screenRepository(tx);
        const before = await stored(r, id);
        await checkUnique(r, b, id);
        await r.update(id, { ...storedOf(b), lastModifyUserId: auth.userId, lastModifyTime: Date.now() });
        changed(auth, id, view(toInfo(before)), view(b));
      });
    },
    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      let hadMenu = false;
      await db.transaction().execute(async (tx) => {
        const r = screenRepository(tx);
        const before = await stored(r, id);
        if (before.menuId) {
          hadMenu = true;
          await removeReleasedMenu(tx, before.menuId);
        }
        await r.remove(id);
        changed(auth, id, view(toInfo(before)), null);
      });
      if (hadMenu) ctx.realtime.broadcast({ method: 'menusChanged' });
    },
    async copy(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_copy');
      const from = toInfo(await stored(repo, id));
      const names = await copyNames(repo.taken, from);
      return insert(auth, { ...from, enabledMark: from.enabledMark === 1 ? 1 : 0, ...names });
    },
    async release(auth: AuthContext, id: string, body: { parentId: string | null; icon: string }) {
      await allowed(auth, 'btn_release');
      const menuId = await db.transaction().execute(async (tx) => releaseScreen(tx, await stored(screenRepository(tx), id), body, Date.now()));
      ctx.realtime.broadcast({ method: 'menusChanged' });
      return { id, menuId };
    },
    /** The full-screen page's definition, by code. */
    async view(auth: AuthContext, code: string): Promise<ScreenView> {
      const row = await repo.byCode(code);
      if (!row) {
        // Who may not design learns nothing about which codes exist.
        if (!(await ctx.access.can(auth, SCREEN_MODULE))) throw fail.forbidden();
        throw fail.notFound(SCREEN_MSG.notFound);
      }
      await mayView(auth, row);
      const info = toInfo(row);
      return { id: info.id, fullName: info.fullName, enCode: info.enCode, screen: info.screen };
    },
    /** Some widgets' rows (a view's timers ask for one widget at a time, or all at first). */
    async data(auth: AuthContext, id: string, widgets: readonly string[]): Promise<ScreenDataResult> {
      const row = await repo.byId(id);
      if (!row) {
        if (!(await ctx.access.can(auth, SCREEN_MODULE))) throw fail.forbidden();
        throw fail.notFound(SCREEN_MSG.notFound);
      }
      await mayView(auth, row);
      return { data: await widgetData(auth, toInfo(row).screen, widgets), fetchedAt: Date.now() };
    },
  };
}
