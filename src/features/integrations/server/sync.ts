import type { Vendor } from '../contract';
import { IntegrationMsg } from '../contract';
import type { DepartmentItem, IntegrationAdapter, PushOutcome, UserItem, VendorCredentials } from './adapters/adapter';
import type { IntegrationRepository } from './repository';

type Counts = { created: number; updated: number; failed: number };
const count = (outcomes: readonly PushOutcome[]): Counts => ({
  created: outcomes.filter((o) => o.ok && o.action === 'created').length,
  updated: outcomes.filter((o) => o.ok && o.action === 'updated').length,
  failed: outcomes.filter((o) => !o.ok).length,
});

/**
 * One organisation push: departments parent-first, then (optionally) members. A mapping row is
 * written right after the vendor accepted its item, so a rerun updates what exists instead of
 * creating it twice, and a failure never leaves a mapping to something the vendor does not hold.
 */
export async function syncOrganisation(repo: IntegrationRepository, adapter: IntegrationAdapter, c: VendorCredentials, o: { vendor: Vendor; rootDeptId: string; syncUsers: boolean }) {
  const errors: string[] = [];
  const orgs = await repo.organisations();
  const orgMap = await repo.mappings(o.vendor, 'organize');
  const live = new Set(orgs.map((g) => g.id));
  const names = new Map(orgs.map((g) => [g.id, g.fullName]));
  const items: DepartmentItem[] = orgs.map((g) => ({
    localId: g.id, name: g.fullName, sortCode: g.sortCode, remoteId: orgMap.get(g.id) ?? null,
    // A parent that is disabled or gone: the department goes under the root rather than nowhere.
    parentLocalId: g.parentId && g.parentId !== '-1' && live.has(g.parentId) ? g.parentId : null,
  }));
  const deptOutcomes = await adapter.pushDepartments(c, o.rootDeptId, items, async (out) => {
    await repo.map(o.vendor, 'organize', out.localId, out.remoteId, Date.now());
    orgMap.set(out.localId, out.remoteId);
  });
  for (const out of deptOutcomes) if (!out.ok) errors.push(`部门「${names.get(out.localId) ?? out.localId}」：${out.error}`);

  let userOutcomes: PushOutcome[] = [];
  if (o.syncUsers) {
    const users = await repo.enabledUsers();
    const userMap = await repo.mappings(o.vendor, 'user');
    const ready: UserItem[] = [];
    for (const u of users) {
      const dept = u.organizeId ? orgMap.get(u.organizeId) : undefined;
      if (!dept) {
        errors.push(`成员「${u.realName}」：${u.organizeId ? IntegrationMsg.noMappedOrganize : IntegrationMsg.noOrganize}`);
        userOutcomes.push({ localId: u.id, ok: false, error: '' });
        continue;
      }
      ready.push({
        localId: u.id, userId: u.account, name: u.realName, mobile: u.mobilePhone || null, email: u.email || null, position: u.position ?? null,
        departmentRemoteIds: [dept], remoteId: userMap.get(u.id) ?? null,
      });
    }
    const userNames = new Map(users.map((u) => [u.id, u.realName]));
    const pushed = await adapter.pushUsers(c, ready, async (out) => repo.map(o.vendor, 'user', out.localId, out.remoteId, Date.now()));
    for (const out of pushed) if (!out.ok) errors.push(`成员「${userNames.get(out.localId) ?? out.localId}」：${out.error}`);
    userOutcomes = [...userOutcomes, ...pushed];
  }
  return { departments: count(deptOutcomes), users: count(userOutcomes), errors };
}
