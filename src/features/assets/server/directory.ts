import { isAssetAdminRoleName, isOfficeRoleName } from '../contract';
import type { DirectoryRepository } from './directory-repository';

export interface OrgNode {
  id: string;
  category: string;
  fullName: string;
  organizeIdTree: string;
  enabledMark: number;
}

/** What §6 grants the caller, read from role names at every call. */
export interface AssetPowers {
  userId: string;
  /** 办公室固定资产 (or the built-in administrator). */
  office: boolean;
  /** Role name with both 资产 and 管理员 (or the built-in administrator). */
  assetAdmin: boolean;
  /** Organisations the caller is a member of. */
  orgIds: string[];
}

/** Organisation look-ups: a department's unit is its nearest company ancestor. */
export function directory(repo: DirectoryRepository) {
  async function nodes(ids: string[]): Promise<Map<string, OrgNode>> {
    return new Map((await repo.orgs([...new Set(ids)])).map((o) => [o.id, o]));
  }

  /** Nearest company on the path of each organisation (itself when it is a company). */
  async function unitsOf(orgIds: string[]): Promise<Map<string, string | null>> {
    const own = await nodes(orgIds);
    const paths = [...own.values()].map((o) => o.organizeIdTree.split(','));
    const all = await nodes(paths.flat());
    const out = new Map<string, string | null>();
    for (const id of orgIds) {
      const path = own.get(id)?.organizeIdTree.split(',') ?? [];
      out.set(id, [...path].reverse().find((p) => all.get(p)?.category === 'company') ?? null);
    }
    return out;
  }

  return {
    nodes,
    unitsOf,
    async powers(auth: { userId: string; isAdministrator: boolean }): Promise<AssetPowers> {
      const [names, orgIds] = await Promise.all([repo.enabledRoleNames(auth.userId), repo.memberOrgIds(auth.userId)]);
      return {
        userId: auth.userId,
        office: auth.isAdministrator || names.some(isOfficeRoleName),
        assetAdmin: auth.isAdministrator || names.some(isAssetAdminRoleName),
        orgIds,
      };
    },
    /** The units (companies) a user works in: the nearest company of each organisation they belong to. */
    async unitsOfUser(userId: string): Promise<Set<string>> {
      const units = await unitsOf(await repo.memberOrgIds(userId));
      return new Set([...units.values()].filter((u): u is string => u !== null));
    },
    /**
     * Checks a unit / department pair: the unit is an enabled company, the department an enabled
     * department whose nearest company is that unit. Answers the problem, or null when fine.
     */
    async checkUnitDept(entId: string, deptId: string): Promise<{ ent?: OrgNode; dept?: OrgNode; problem: 'ent' | 'dept' | 'deptNotInEnt' | null }> {
      const found = await nodes([entId, deptId]);
      const ent = found.get(entId);
      const dept = found.get(deptId);
      if (!ent || ent.category !== 'company' || ent.enabledMark !== 1) return { problem: 'ent' };
      if (!dept || dept.category !== 'department' || dept.enabledMark !== 1) return { ent, problem: 'dept' };
      const unit = (await unitsOf([deptId])).get(deptId);
      return { ent, dept, problem: unit === entId ? null : 'deptNotInEnt' };
    },
    memberOrgIds: repo.memberOrgIds,
    user: repo.user,
  };
}
export type Directory = ReturnType<typeof directory>;
