import { newId } from '../../../../contract/ids';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import { ORG_MSG, PermissionModule, type GroupBody, type GroupListQuery, type PickerNode } from '../../contract';
import { groupRepository } from './group-repository';
import { ICON } from './org-tree';
import { relationRepository } from './relation-repository';

/** Groups: unique code and name; a group with members is not deleted. */
export function groupService(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = groupRepository(db);

  async function check(body: GroupBody, selfId?: string) {
    if (await repo.taken('enCode', body.enCode, selfId)) throw fail.badRequest(ORG_MSG.codeExists);
    if (await repo.taken('fullName', body.fullName, selfId)) throw fail.badRequest(ORG_MSG.nameExists);
  }
  async function found(id: string) {
    const g = await repo.byId(id);
    if (!g) throw fail.notFound();
    return g;
  }
  /** What the operation log keeps of a group (ADR 0026): its form's fields. */
  const view = (g: Awaited<ReturnType<typeof found>>) => ({
    fullName: g.fullName, enCode: g.enCode, type: g.type, sortCode: g.sortCode, enabledMark: g.enabledMark, description: g.description,
  });
  const auditView = async (id: string) => {
    const g = await repo.byId(id);
    return g ? view(g) : null;
  };
  const audited = (auth: AuthContext, id: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    ctx.audit.change(auth, { module: PermissionModule.group, entity: 'group', id, before, after });

  return {
    info: found,

    async page(q: GroupListQuery) {
      const { list, total } = await repo.page(q);
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** Picker leaves (type group); `organize` carries the group's type for display. */
    async selector(): Promise<PickerNode[]> {
      return (await repo.all()).map((g) => ({
        id: g.id, onlyId: g.id, parentId: '0', fullName: g.fullName, enCode: g.enCode, type: 'group', organize: g.type ?? '', organizeIds: [],
        icon: ICON.group, hasChildren: false, isLeaf: true, disabled: g.enabledMark !== 1,
      }));
    },

    async create(b: GroupBody, auth: AuthContext) {
      const id = b.id ?? newId();
      if (b.id && (await repo.byId(id))) throw fail.conflict(ORG_MSG.idExists);
      await check(b);
      await repo.insert({
        id, fullName: b.fullName, enCode: b.enCode, type: b.type ?? null, sortCode: b.sortCode ?? 0, enabledMark: b.enabledMark ?? 1,
        description: b.description ?? null, creatorTime: Date.now(),
      });
      audited(auth, id, null, await auditView(id));
      return id;
    },

    async update(id: string, b: GroupBody, auth: AuthContext) {
      const current = await found(id);
      await check(b, id);
      await repo.update(id, {
        fullName: b.fullName, enCode: b.enCode, type: b.type ?? null, sortCode: b.sortCode ?? current.sortCode,
        enabledMark: b.enabledMark ?? current.enabledMark, description: b.description ?? null,
      });
      audited(auth, id, view(current), await auditView(id));
    },

    async remove(id: string, auth: AuthContext) {
      const before = await auditView(id);
      await db.transaction().execute(async (trx) => {
        const r = groupRepository(trx);
        if (!(await r.byId(id))) throw fail.notFound();
        if ((await relationRepository(trx).countMembers('Group', id)) > 0) throw fail.badRequest(ORG_MSG.groupHasUsers);
        await r.delete(id);
      });
      audited(auth, id, before, null);
    },

    async toggle(id: string, auth: AuthContext) {
      const g = await found(id);
      const next = g.enabledMark === 1 ? 0 : 1;
      await repo.update(id, { enabledMark: next });
      audited(auth, id, { enabledMark: g.enabledMark }, { enabledMark: next });
    },
  };
}
