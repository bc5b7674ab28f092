import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import { ORG_MSG, ORG_ROOT, PermissionModule, type OrgBody } from '../../contract';
import { OrgIndex, type OrgRow } from './org-tree';
import { organizeRepository } from './organize-repository';

/** Business rules of the organisation tree: where a node may sit, what a delete must not orphan. */
export function organizeService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = organizeRepository(db);

  async function checkPlacement(r: ReturnType<typeof organizeRepository>, body: OrgBody, selfId?: string): Promise<OrgRow | null> {
    let parent: OrgRow | null = null;
    if (body.parentId !== ORG_ROOT) {
      parent = (await r.byId(body.parentId)) ?? null;
      if (!parent) throw fail.badRequest(ORG_MSG.parentMissing);
      if (selfId && parent.organizeIdTree.split(',').includes(selfId)) throw fail.badRequest(ORG_MSG.parentSelf);
    }
    if (body.category === 'department' && !parent) throw fail.badRequest(ORG_MSG.departmentParent);
    if (body.category === 'company' && parent?.category === 'department') throw fail.badRequest(ORG_MSG.companyParent);
    if (await r.siblingHas(body.parentId, 'enCode', body.enCode, selfId)) throw fail.badRequest(ORG_MSG.codeExists);
    if (await r.siblingHas(body.parentId, 'fullName', body.fullName, selfId)) throw fail.badRequest(ORG_MSG.nameExists);
    return parent;
  }

  /** What the operation log keeps of an organisation (ADR 0026): its form's fields, the parent by name. */
  async function auditView(id: string): Promise<Record<string, unknown> | null> {
    const o = await repo.byId(id);
    if (!o) return null;
    const parentName = o.parentId === ORG_ROOT ? '' : ((await repo.byId(o.parentId))?.fullName ?? o.parentId);
    return { parentName, category: o.category, fullName: o.fullName, enCode: o.enCode, managerId: o.managerId, sortCode: o.sortCode, enabledMark: o.enabledMark, description: o.description };
  }
  const audited = async (auth: AuthContext, id: string, before: Record<string, unknown> | null) =>
    ctx.audit.change(auth, { module: PermissionModule.organize, entity: 'organize', id, before, after: await auditView(id) });

  return {
    index: async () => new OrgIndex(await repo.all()),

    async create(body: OrgBody, auth: AuthContext): Promise<string> {
      const created = await db.transaction().execute(async (trx) => {
        const r = organizeRepository(trx);
        const id = body.id ?? newId();
        if (body.id && (await r.exists(id))) throw fail.conflict(ORG_MSG.idExists);
        const parent = await checkPlacement(r, body);
        await r.insert({
          id, parentId: body.parentId, category: body.category, fullName: body.fullName, enCode: body.enCode,
          organizeIdTree: parent ? `${parent.organizeIdTree},${id}` : id, managerId: body.managerId ?? null,
          sortCode: body.sortCode ?? 0, enabledMark: body.enabledMark ?? 1, description: body.description ?? null,
          creatorTime: Date.now(), lastModifyTime: null,
        });
        return id;
      });
      await audited(auth, created, null);
      return created;
    },

    /** Updates a node; a new parent rewrites organizeIdTree of the whole subtree, all in one transaction. */
    async update(id: string, body: OrgBody, auth: AuthContext) {
      const before = await auditView(id);
      await db.transaction().execute(async (trx) => {
        const r = organizeRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound();
        const parent = await checkPlacement(r, body, id);
        const below = await r.descendants(current.organizeIdTree);
        if (body.category === 'department' && below.some((d) => d.category === 'company')) throw fail.badRequest(ORG_MSG.hasCompanyChildren);
        const tree = parent ? `${parent.organizeIdTree},${id}` : id;
        await r.update(id, {
          parentId: body.parentId, category: body.category, fullName: body.fullName, enCode: body.enCode, organizeIdTree: tree,
          managerId: body.managerId ?? null, sortCode: body.sortCode ?? current.sortCode, enabledMark: body.enabledMark ?? current.enabledMark,
          description: body.description ?? null, lastModifyTime: Date.now(),
        });
        if (tree !== current.organizeIdTree) {
          for (const d of below) await r.setTree(d.id, tree + d.organizeIdTree.slice(current.organizeIdTree.length));
        }
      });
      await audited(auth, id, before);
    },

    async remove(id: string, auth: AuthContext) {
      const before = await auditView(id);
      await db.transaction().execute(async (trx) => {
        const r = organizeRepository(trx);
        if (!(await r.exists(id))) throw fail.notFound();
        if ((await r.countChildren(id)) > 0) throw fail.badRequest(ORG_MSG.hasChildren);
        if ((await r.countUsers(id)) > 0) throw fail.badRequest(ORG_MSG.hasUsers);
        if ((await r.countPositions(id)) > 0) throw fail.badRequest(ORG_MSG.hasPositions);
        await r.delete(id);
      });
      ctx.audit.change(auth, { module: PermissionModule.organize, entity: 'organize', id, before, after: null });
    },

    async toggle(id: string, auth: AuthContext) {
      const row = await repo.byId(id);
      if (!row) throw fail.notFound();
      const next = row.enabledMark === 1 ? 0 : 1;
      await repo.update(id, { enabledMark: next, lastModifyTime: Date.now() });
      ctx.audit.change(auth, { module: PermissionModule.organize, entity: 'organize', id, before: { enabledMark: row.enabledMark }, after: { enabledMark: next } });
    },

    /** What the organisation list shows: everything, or what a granted data scheme lets through. */
    async listable(auth: AuthContext): Promise<Set<string> | null> {
      if (auth.isAdministrator) return null;
      const scope = await ctx.dataScope.resolve(auth, PermissionModule.organize);
      return scope.all ? null : repo.idsInScope(scope);
    },

    /**
     * "Only organisations the caller may see" (SelectorByAuth): the administrator sees all; a user with
     * a data scheme on the organisation menu sees what it lets through; anyone else sees the subtrees
     * of the companies their own organisations belong to.
     */
    async visible(auth: AuthContext, index: OrgIndex): Promise<Set<string> | null> {
      if (auth.isAdministrator) return null;
      const scope = await ctx.dataScope.resolve(auth, PermissionModule.organize);
      if (!scope.all) return repo.idsInScope(scope);
      const own = (await ctx.accessRepo.relations(auth.userId)).organizeIds;
      if (auth.organizeId) own.push(auth.organizeId);
      const out = new Set<string>();
      for (const orgId of own) {
        const company = index.companyOf(orgId);
        if (company) for (const s of index.subtreeIds(company)) out.add(s);
      }
      return out;
    },
  };
}
export type OrganizeService = ReturnType<typeof organizeService>;
