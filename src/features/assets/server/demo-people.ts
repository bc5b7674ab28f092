import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

export interface DemoPerson { id: string; name: string; account: string }
export interface DemoDeptInfo {
  id: string;
  code: string;
  name: string;
  /** Position among its company's departments (0-based), for room numbers. */
  index: number;
  company: { id: string; code: string; name: string };
  people: DemoPerson[];
}

/** The seeded organisation as the asset demo needs it: departments with their company and staff. */
export async function loadDemoDepartments(db: Kysely<DB>): Promise<Map<string, DemoDeptInfo>> {
  const orgs = await db.selectFrom('baseOrganize').select(['id', 'parentId', 'category', 'enCode', 'fullName']).orderBy('sortCode').execute();
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const members = await db
    .selectFrom('baseUserRelation as r')
    .innerJoin('baseUser as u', 'u.id', 'r.userId')
    .select(['r.objectId as orgId', 'u.id', 'u.realName', 'u.account'])
    .where('r.objectType', '=', 'Organize')
    .where('u.enabledMark', '=', 1)
    .orderBy('u.sortCode')
    .execute();
  const out = new Map<string, DemoDeptInfo>();
  const seen = new Map<string, number>();
  for (const o of orgs.filter((x) => x.category === 'department')) {
    const company = byId.get(o.parentId);
    if (!company || company.category !== 'company') continue;
    const index = seen.get(company.id) ?? 0;
    seen.set(company.id, index + 1);
    out.set(o.enCode, {
      id: o.id, code: o.enCode, name: o.fullName, index,
      company: { id: company.id, code: company.enCode, name: company.fullName },
      people: members.filter((m) => m.orgId === o.id).map((m) => ({ id: m.id, name: m.realName, account: m.account })),
    });
  }
  return out;
}
