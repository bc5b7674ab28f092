import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/schema';
import { fail } from '../../../../server/http/api-error';
import { USER_MSG, type UserBody } from '../../contract/user';
import { profileRepository } from '../current-repository';
import { positionRepository } from '../organize/position-repository';
import type { UserRepository } from './user-repository';

/** How far up a manager chain is followed (the subordinate tree stops at the same depth). */
const CHAIN_LIMIT = 50;

export interface MajorRefs {
  majorOrganizeId: string;
  majorPositionId: string | null;
}

/**
 * What a user body names must exist and fit together: the main organisation is one of the user's
 * organisations; the main position one of the user's positions and of the main organisation; the
 * manager an existing user, not the user, and not someone who reports (directly or not) to the user.
 * Answers the main organisation and position to store (defaults: the first organisation, and the
 * first chosen position of it).
 */
export function userRefsChecker(db: Kysely<DB>, repo: UserRepository) {
  const positions = positionRepository(db);
  const profiles = profileRepository(db);

  async function checkManager(managerId: string | null | undefined, userId: string | undefined) {
    if (!managerId) return;
    if (managerId === userId) throw fail.badRequest(USER_MSG.managerSelf);
    if ((await repo.existingIds('baseUser', [managerId])).length === 0) throw fail.badRequest(USER_MSG.managerMissing);
    if (!userId) return;
    let cursor: string | null = await profiles.managerOf(managerId);
    for (let depth = 0; cursor !== null && depth < CHAIN_LIMIT; depth++) {
      if (cursor === userId) throw fail.badRequest(USER_MSG.managerLoop);
      cursor = await profiles.managerOf(cursor);
    }
  }

  return async function checkRefs(body: UserBody, userId?: string): Promise<MajorRefs> {
    const missing = async (table: 'baseOrganize' | 'basePosition' | 'baseRole', ids: string[]) => (await repo.existingIds(table, ids)).length !== ids.length;
    if (await missing('baseOrganize', body.organizeIds)) throw fail.badRequest(USER_MSG.organizeMissing);
    if (await missing('basePosition', body.positionIds)) throw fail.badRequest(USER_MSG.positionMissing);
    if (await missing('baseRole', body.roleIds)) throw fail.badRequest(USER_MSG.roleMissing);

    const majorOrganizeId = body.majorOrganizeId ?? body.organizeIds[0]!;
    if (!body.organizeIds.includes(majorOrganizeId)) throw fail.badRequest(USER_MSG.majorOrganizeNotChosen);
    const orgOf = new Map((body.positionIds.length ? await positions.find({ ids: body.positionIds }) : []).map((p) => [p.id, p.organizeId]));
    let majorPositionId = body.positionIds.find((id) => orgOf.get(id) === majorOrganizeId) ?? null;
    if (body.majorPositionId) {
      if (!body.positionIds.includes(body.majorPositionId)) throw fail.badRequest(USER_MSG.majorPositionNotChosen);
      if (orgOf.get(body.majorPositionId) !== majorOrganizeId) throw fail.badRequest(USER_MSG.majorPositionElsewhere);
      majorPositionId = body.majorPositionId;
    }
    await checkManager(body.managerId, userId);
    return { majorOrganizeId, majorPositionId };
  };
}
