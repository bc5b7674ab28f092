import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import { ORG_MSG, PermissionModule, type PickerNode, type PositionBody, type PositionListQuery } from '../../contract';
import { ICON, OrgIndex } from './org-tree';
import { organizeRepository } from './organize-repository';
import { positionRepository, type PositionRecord } from './position-repository';
import { relationRepository } from './relation-repository';

/** Positions belong to one organisation; a position someone holds is not deleted. */
export function positionService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = positionRepository(db);
  const orgs = organizeRepository(db);

  async function check(body: PositionBody, selfId?: string) {
    if (!(await orgs.exists(body.organizeId))) throw fail.badRequest(ORG_MSG.organizeMissing);
    if (await repo.codeTaken(body.enCode, selfId)) throw fail.badRequest(ORG_MSG.codeExists);
    if (await repo.nameTakenInOrg(body.organizeId, body.fullName, selfId)) throw fail.badRequest(ORG_MSG.nameExists);
  }

  const index = async () => new OrgIndex(await orgs.all());
  const row = (p: PositionRecord, idx: OrgIndex) => ({ ...p, organizeName: idx.path(p.organizeId) });

  /** What the operation log keeps of a position (ADR 0026): its form's fields, the organisation by name. */
  async function auditView(id: string): Promise<Record<string, unknown> | null> {
    const p = await repo.byId(id);
    if (!p) return null;
    const { fullName, enCode, type, organizeName, sortCode, enabledMark, description } = row(p, await index());
    return { fullName, enCode, type, organizeName, sortCode, enabledMark, description };
  }
  const audited = async (auth: AuthContext, id: string, before: Record<string, unknown> | null) =>
    ctx.audit.change(auth, { module: PermissionModule.position, entity: 'position', id, before, after: await auditView(id) });

  return {
    index,

    async page(auth: AuthContext, q: PositionListQuery) {
      const idx = await index();
      const orgIds = q.organizeId ? [...idx.subtreeIds(q.organizeId)] : null;
      const scope = await ctx.dataScope.resolve(auth, PermissionModule.position);
      const { list, total } = await repo.page(q, orgIds, scope);
      return { list: list.map((p) => row(p, idx)), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async rows(filter: Parameters<typeof repo.find>[0]) {
      const idx = await index();
      return (await repo.find(filter)).map((p) => row(p, idx));
    },

    async info(id: string) {
      const p = await repo.byId(id);
      if (!p) throw fail.notFound();
      return row(p, await index());
    },

    /** Leaf nodes (type position) of picker trees. */
    leaves(list: PositionRecord[], idx: OrgIndex): Map<string, PickerNode[]> {
      const out = new Map<string, PickerNode[]>();
      for (const p of list) {
        const org = idx.byId.get(p.organizeId);
        if (!org) continue;
        const nodes = out.get(p.organizeId) ?? [];
        nodes.push({
          id: p.id, onlyId: p.id, parentId: p.organizeId, fullName: p.fullName, enCode: p.enCode, type: 'position', organize: idx.path(p.organizeId),
          organizeIds: org.organizeIdTree.split(','), icon: ICON.position, hasChildren: false, isLeaf: true, disabled: p.enabledMark !== 1,
        });
        out.set(p.organizeId, nodes);
      }
      return out;
    },

    async create(body: PositionBody, auth: AuthContext) {
      const id = body.id ?? newId();
      if (body.id && (await repo.byId(id))) throw fail.conflict(ORG_MSG.idExists);
      await check(body);
      await repo.insert({
        id, fullName: body.fullName, enCode: body.enCode, type: body.type ?? null, organizeId: body.organizeId, sortCode: body.sortCode ?? 0,
        enabledMark: body.enabledMark ?? 1, description: body.description ?? null, creatorTime: Date.now(),
      });
      await audited(auth, id, null);
      return id;
    },

    async update(id: string, body: PositionBody, auth: AuthContext) {
      const current = await repo.byId(id);
      if (!current) throw fail.notFound();
      const before = await auditView(id);
      await check(body, id);
      await repo.update(id, {
        fullName: body.fullName, enCode: body.enCode, type: body.type ?? null, organizeId: body.organizeId, sortCode: body.sortCode ?? current.sortCode,
        enabledMark: body.enabledMark ?? current.enabledMark, description: body.description ?? null,
      });
      await audited(auth, id, before);
    },

    async remove(id: string, auth: AuthContext) {
      const before = await auditView(id);
      await db.transaction().execute(async (trx) => {
        const r = positionRepository(trx);
        if (!(await r.byId(id))) throw fail.notFound();
        if ((await relationRepository(trx).countMembers('Position', id)) > 0) throw fail.badRequest(ORG_MSG.positionHasUsers);
        await r.delete(id);
      });
      ctx.audit.change(auth, { module: PermissionModule.position, entity: 'position', id, before, after: null });
    },

    async toggle(id: string, auth: AuthContext) {
      const p = await repo.byId(id);
      if (!p) throw fail.notFound();
      const next = p.enabledMark === 1 ? 0 : 1;
      await repo.update(id, { enabledMark: next });
      ctx.audit.change(auth, { module: PermissionModule.position, entity: 'position', id, before: { enabledMark: p.enabledMark }, after: { enabledMark: next } });
    },
  };
}
