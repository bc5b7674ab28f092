import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import { BUILTIN_ROLE, GLOBAL_ROLE_BRANCH, ORG_MSG, PermissionModule, type PickerNode, type RoleBody, type RoleListQuery, type RoleRow } from '../../contract';
import { ICON, OrgIndex } from './org-tree';
import { organizeRepository } from './organize-repository';
import { organizeService } from './organize-service';
import { relationRepository } from './relation-repository';
import { roleRepository, type RoleRecord } from './role-repository';

/** Roles are global (globalMark 1) or belong to organisations; the built-in super administrator role stays. */
export function roleService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = roleRepository(db);
  const orgs = organizeRepository(db);
  const orgSvc = organizeService(ctx);

  async function rows(list: RoleRecord[], idx?: OrgIndex): Promise<RoleRow[]> {
    const index = idx ?? new OrgIndex(await orgs.all());
    const links = await repo.orgLinks(list.map((r) => r.id));
    // Organisations in tree order, so the same role always reads the same.
    const pos = new Map(index.rows.map((o, i) => [o.id, i]));
    return list.map((r) => {
      const organizeIds = r.globalMark === 1 ? [] : [...(links.get(r.id) ?? [])].sort((a, b) => (pos.get(a) ?? 1e9) - (pos.get(b) ?? 1e9));
      return { ...r, type: r.globalMark === 1 ? '全局' : '组织', organizeIds, organizeName: organizeIds.map((o) => index.path(o)).join(',') };
    });
  }

  /** Runs inside the write's transaction: every read goes through `trx` (SQLite has one connection). */
  async function check(trx: typeof db, body: RoleBody, current?: RoleRecord) {
    const r = roleRepository(trx);
    if (current?.enCode === BUILTIN_ROLE) {
      if (body.enCode !== BUILTIN_ROLE) throw fail.badRequest(ORG_MSG.builtinRoleCode);
      if (body.enabledMark === 0) throw fail.badRequest(ORG_MSG.builtinRoleDisable);
    }
    if (await r.taken('enCode', body.enCode, current?.id)) throw fail.badRequest(ORG_MSG.codeExists);
    if (await r.taken('fullName', body.fullName, current?.id)) throw fail.badRequest(ORG_MSG.nameExists);
    if (body.globalMark === 0) {
      const known = new Set((await organizeRepository(trx).all()).map((o) => o.id));
      if (body.organizeIds.some((o) => !known.has(o))) throw fail.badRequest(ORG_MSG.organizeMissing);
    }
  }

  /** Global branch (id 1) first, then the organisation tree with each role under every organisation it belongs to. */
  async function tree(list: RoleRecord[], idx: OrgIndex, allowedOrgs: Set<string> | null): Promise<PickerNode[]> {
    const links = await repo.orgLinks(list.map((r) => r.id));
    const leaf = (r: RoleRecord, parentId: string, organizeIds: string[], organize: string): PickerNode => ({
      id: r.id, onlyId: `${parentId}_${r.id}`, parentId, fullName: r.fullName, enCode: r.enCode, type: 'role', organize, organizeIds,
      icon: ICON.role, hasChildren: false, isLeaf: true, disabled: r.enabledMark !== 1,
    });
    const globals = list.filter((r) => r.globalMark === 1).map((r) => leaf(r, GLOBAL_ROLE_BRANCH, [], '全局'));
    const byOrg = new Map<string, PickerNode[]>();
    for (const r of list.filter((x) => x.globalMark !== 1)) {
      for (const orgId of links.get(r.id) ?? []) {
        const org = idx.byId.get(orgId);
        if (!org || (allowedOrgs && !allowedOrgs.has(orgId))) continue;
        byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), leaf(r, orgId, org.organizeIdTree.split(','), idx.path(orgId))]);
      }
    }
    const branch: PickerNode = {
      id: GLOBAL_ROLE_BRANCH, onlyId: GLOBAL_ROLE_BRANCH, parentId: '0', fullName: '全局', enCode: 'global', type: 'global', organize: '', organizeIds: [],
      icon: ICON.global, hasChildren: globals.length > 0, isLeaf: globals.length === 0, disabled: false, children: globals,
    };
    return [branch, ...idx.pickerTree(byOrg)];
  }

  /** What the operation log keeps of a role (ADR 0026): its form's fields, organisations by name. */
  async function auditView(id: string): Promise<Record<string, unknown> | null> {
    const r = await repo.byId(id);
    if (!r) return null;
    const [row] = await rows([r]);
    const { fullName, enCode, type, organizeName, sortCode, enabledMark, description } = row!;
    return { fullName, enCode, type, organizeName, sortCode, enabledMark, description };
  }
  const audited = async (auth: AuthContext, id: string, before: Record<string, unknown> | null) =>
    ctx.audit.change(auth, { module: PermissionModule.role, entity: 'role', id, before, after: await auditView(id) });

  return {
    async page(auth: AuthContext, q: RoleListQuery) {
      const scope = await ctx.dataScope.resolve(auth, PermissionModule.role);
      const { list, total } = await repo.page(q, scope);
      return { list: await rows(list), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    byOrgIds: async (orgIds: string[]) => rows(await repo.find({ orgIds })),

    async info(id: string) {
      const r = await repo.byId(id);
      if (!r) throw fail.notFound();
      return (await rows([r]))[0]!;
    },

    async selector() {
      const idx = new OrgIndex(await orgs.all());
      return tree(await repo.find(), idx, null);
    },

    /** Roles the caller may hand out: all for the administrator; else the global roles and those of the organisations they may see. */
    async selectorByPermission(auth: AuthContext) {
      const idx = new OrgIndex(await orgs.all());
      const visible = await orgSvc.visible(auth, idx);
      const list = visible ? await repo.find({ global: true, orgIds: [...visible] }) : await repo.find();
      return tree(list, idx, visible);
    },

    async create(body: RoleBody, auth: AuthContext) {
      const created = await db.transaction().execute(async (trx) => {
        const r = roleRepository(trx);
        const id = body.id ?? newId();
        if (body.id && (await r.byId(id))) throw fail.conflict(ORG_MSG.idExists);
        await check(trx, body);
        await r.insert({
          id, fullName: body.fullName, enCode: body.enCode, globalMark: body.globalMark, sortCode: body.sortCode ?? 0,
          enabledMark: body.enabledMark ?? 1, description: body.description ?? null, creatorTime: Date.now(),
        });
        await r.setOrgs(id, body.globalMark === 1 ? [] : body.organizeIds);
        return id;
      });
      await audited(auth, created, null);
      return created;
    },

    async update(id: string, body: RoleBody, auth: AuthContext) {
      const before = await auditView(id);
      await db.transaction().execute(async (trx) => {
        const r = roleRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound();
        await check(trx, body, current);
        await r.update(id, {
          fullName: body.fullName, enCode: body.enCode, globalMark: body.globalMark, sortCode: body.sortCode ?? current.sortCode,
          enabledMark: body.enabledMark ?? current.enabledMark, description: body.description ?? null,
        });
        await r.setOrgs(id, body.globalMark === 1 ? [] : body.organizeIds);
      });
      await audited(auth, id, before);
    },

    async remove(id: string, auth: AuthContext) {
      const before = await auditView(id);
      await db.transaction().execute(async (trx) => {
        const r = roleRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound();
        if (current.enCode === BUILTIN_ROLE) throw fail.badRequest(ORG_MSG.builtinRoleDelete);
        if ((await relationRepository(trx).countMembers('Role', id)) > 0) throw fail.badRequest(ORG_MSG.roleHasUsers);
        await r.delete(id);
      });
      ctx.audit.change(auth, { module: PermissionModule.role, entity: 'role', id, before, after: null });
    },

    async toggle(id: string, auth: AuthContext) {
      const current = await repo.byId(id);
      if (!current) throw fail.notFound();
      if (current.enCode === BUILTIN_ROLE && current.enabledMark === 1) throw fail.badRequest(ORG_MSG.builtinRoleDisable);
      const next = current.enabledMark === 1 ? 0 : 1;
      await repo.update(id, { enabledMark: next });
      ctx.audit.change(auth, { module: PermissionModule.role, entity: 'role', id, before: { enabledMark: current.enabledMark }, after: { enabledMark: next } });
    },
  };
}
