import { newId } from '../../../contract/ids';
import { copyNames } from '../../../server/db/catalog-page';
import { removeReleasedMenu } from '../../../server/modules/released-menu';
import type { ServerContext } from '../../../server/context';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { PORTAL_MODULE, PORTAL_MSG, defaultPortal, type PortalAssign, type PortalBody, type PortalHome, type PortalInfo, type PortalListQuery } from '../contract';
import { releasePortal } from './release';
import { portalRepository, storedOf, toInfo, type PortalRepository } from './repository';
import { widgetDataOf } from './widget-data';

const view = (b: Pick<PortalInfo, 'fullName' | 'enCode' | 'category' | 'layout' | 'enabledMark' | 'sortCode'>) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, layout: b.layout, enabledMark: b.enabledMark, sortCode: b.sortCode,
});

/** Iframe hosts allowed besides the product's own origin (PORTAL_FRAME_HOSTS, comma separated). */
export const frameHosts = (): string[] => (process.env.PORTAL_FRAME_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

/** The portal a user gets: their own (user.portalId), else their roles' first by sortCode, else the built-in one. */
export async function resolvePortal(repo: PortalRepository, auth: Pick<AuthContext, 'userId' | 'isAdministrator'>) {
  const own = await repo.ownPortal(auth.userId);
  if (own) return { source: 'user' as const, portal: toInfo(own) };
  const byRole = await repo.rolePortal(await repo.rolesOf(auth.userId, auth.isAdministrator));
  if (byRole) return { source: 'role' as const, portal: toInfo(byRole) };
  return { source: 'default' as const, portal: null };
}

/**
 * 门户: designed under 门户设计 (its menu and buttons); Home needs only a session; a portal's View needs
 * its released menu (type 8), the design menu, or being the caller's own portal.
 */
export function portalService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = portalRepository(db);
  const widgetData = widgetDataOf(ctx, repo);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, PORTAL_MODULE, button);
  const changed = (auth: AuthContext, id: string, before: ReturnType<typeof view> | null, after: ReturnType<typeof view> | null) =>
    ctx.audit.change(auth, { module: PORTAL_MODULE, entity: 'portal', id, before, after });

  async function stored(r: PortalRepository, id: string) {
    const row = await r.byId(id);
    if (!row) throw fail.notFound(PORTAL_MSG.notFound);
    return row;
  }
  async function checkUnique(r: PortalRepository, b: PortalBody, selfId?: string) {
    if (await r.taken('enCode', b.enCode, selfId)) throw fail.badRequest(PORTAL_MSG.codeExists);
    if (await r.taken('fullName', b.fullName, selfId)) throw fail.badRequest(PORTAL_MSG.nameExists);
  }
  async function insert(auth: AuthContext, b: PortalBody) {
    const id = newId();
    await db.transaction().execute(async (tx) => {
      const r = portalRepository(tx);
      await checkUnique(r, b);
      await r.insert({ id, ...storedOf(b), menuId: null, releasedAt: null, creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null });
    });
    changed(auth, id, null, view(b));
    return id;
  }
  const homeOf = async (auth: AuthContext, portal: PortalHome['portal'], source: PortalHome['source']): Promise<PortalHome> => ({
    portal, source, data: await widgetData(auth, portal.layout), frameHosts: frameHosts(), fetchedAt: Date.now(),
  });

  return {
    async list(auth: AuthContext, q: PortalListQuery) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      const list = rows.map((r) => {
        const { layout: _layout, ...row } = toInfo(r);
        return row;
      });
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },
    /** Enabled portals for pickers (a user's 门户 on the user form, 分配). */
    async selector(auth: AuthContext) {
      await allowed(auth);
      return repo.selector();
    },
    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      return toInfo(await stored(repo, id));
    },
    async create(auth: AuthContext, b: PortalBody) {
      await allowed(auth, 'btn_add');
      return insert(auth, b);
    },
    async update(auth: AuthContext, id: string, b: PortalBody) {
      await allowed(auth, 'btn_edit');
      await db.transaction().execute(async (tx) => {
        const r = portalRepository(tx);
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
        const r = portalRepository(tx);
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
      const menuId = await db.transaction().execute(async (tx) => releasePortal(tx, await stored(portalRepository(tx), id), body, Date.now()));
      ctx.realtime.broadcast({ method: 'menusChanged' });
      return { id, menuId };
    },
    async assigned(auth: AuthContext, id: string) {
      await allowed(auth);
      await stored(repo, id);
      return repo.assigned(id);
    },
    async assign(auth: AuthContext, id: string, body: PortalAssign) {
      await allowed(auth, 'btn_assign');
      await db.transaction().execute(async (tx) => {
        const r = portalRepository(tx);
        await stored(r, id);
        if (!(await r.existing(body.roleIds, body.userIds))) throw fail.badRequest(PORTAL_MSG.assignInvalid);
        await r.assign(id, body.roleIds, body.userIds, Date.now(), newId);
      });
      ctx.audit.change(auth, { module: PORTAL_MODULE, entity: 'portalAssign', id, before: null, after: body });
    },
    /** /home: the caller's portal with its widgets' data; a session is all it needs. */
    async home(auth: AuthContext): Promise<PortalHome> {
      const { source, portal } = await resolvePortal(repo, auth);
      return homeOf(auth, portal ?? defaultPortal(), source);
    },
    /** A released portal's page (its type 8 menu), the designer's preview (the design menu), or the caller's own portal. */
    async view(auth: AuthContext, id: string): Promise<PortalHome> {
      const row = await stored(repo, id);
      const menu = await repo.menuCode(row.menuId);
      const mine = (await resolvePortal(repo, auth)).portal?.id === id;
      if (!mine && !(menu && (await ctx.access.can(auth, menu))) && !(await ctx.access.can(auth, PORTAL_MODULE))) throw fail.forbidden();
      return homeOf(auth, toInfo(row), 'view');
    },
  };
}
