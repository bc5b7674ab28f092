import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import { ORG_MSG, type MemberRow } from '../../contract';
import { groupRepository } from './group-repository';
import { OrgIndex } from './org-tree';
import { organizeRepository } from './organize-repository';
import { positionRepository } from './position-repository';
import { relationRepository } from './relation-repository';
import { roleRepository } from './role-repository';

type MemberQuery = Parameters<ReturnType<typeof relationRepository>['members']>[1];

/** Members of roles, positions, groups and organisations. */
export function relationService(ctx: ServerContext) {
  const db = ctx.database.db;

  return {
    async members(objectId: string, q: MemberQuery) {
      const { list, total } = await relationRepository(db).members(objectId, q);
      const index = new OrgIndex(await organizeRepository(db).all());
      const rows: MemberRow[] = list.map((u) => ({
        id: u.id, fullName: `${u.realName}/${u.account}`, realName: u.realName, account: u.account, headIcon: u.headIcon ?? '',
        organize: u.organizeId ? index.path(u.organizeId) : '', enabledMark: u.enabledMark,
      }));
      return { list: rows, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** Replaces the members in one transaction; unknown users or objects change nothing. */
    async setMembers(objectType: 'Role' | 'Position' | 'Group', objectId: string, userIds: string[]) {
      await db.transaction().execute(async (trx) => {
        const exists =
          objectType === 'Role' ? await roleRepository(trx).byId(objectId) : objectType === 'Group' ? await groupRepository(trx).byId(objectId) : await positionRepository(trx).byId(objectId);
        if (!exists) throw fail.notFound();
        const r = relationRepository(trx);
        const known = await r.existingUserIds(userIds);
        if (userIds.some((u) => !known.has(u))) throw fail.badRequest(ORG_MSG.userMissing);
        await r.setMembers(objectType, objectId, userIds);
        if (objectType === 'Position') await r.clearMajorPosition(objectId, userIds);
      });
    },
  };
}
