import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Who something is sent to, as a picker gives it: everyone, or organisations, roles and users. */
export interface UserRecipients {
  all?: boolean;
  organizeIds: readonly string[];
  roleIds: readonly string[];
  userIds: readonly string[];
}

type Db = Kysely<DB>;
const IN_CHUNK = 500;

/**
 * Who a notice or a document reaches, resolved when it is released: every enabled user, or the
 * enabled users of the organisations (and every organisation below them, by major organisation or
 * membership), of the roles, and the users named. Each user once.
 */
export async function resolveRecipients(db: Db, r: UserRecipients): Promise<string[]> {
  const enabled = db.selectFrom('baseUser').select('baseUser.id').where('baseUser.enabledMark', '=', 1);
  if (r.all) return (await enabled.execute()).map((u) => u.id);
  const found = new Set<string>();
  const add = (rows: { id: string }[]) => rows.forEach((u) => found.add(u.id));
  for (let i = 0; i < r.userIds.length; i += IN_CHUNK) add(await enabled.where('baseUser.id', 'in', r.userIds.slice(i, i + IN_CHUNK)).execute());
  if (r.roleIds.length) {
    add(await enabled.where((eb) => eb.exists(eb.selectFrom('baseUserRelation as rel').select('rel.id')
      .whereRef('rel.userId', '=', 'baseUser.id').where('rel.objectType', '=', 'Role').where('rel.objectId', 'in', r.roleIds))).execute());
  }
  for (const orgId of r.organizeIds) {
    const org = await db.selectFrom('baseOrganize').select('organizeIdTree').where('id', '=', orgId).executeTakeFirst();
    if (!org) continue;
    // Prefix match on the stored path (generated ids), never on the caller's text.
    const subtree = db.selectFrom('baseOrganize as o').select('o.id')
      .where((eb) => eb.or([eb('o.organizeIdTree', '=', org.organizeIdTree), eb('o.organizeIdTree', 'like', `${org.organizeIdTree},%`)]));
    add(await enabled.where((eb) => eb.or([
      eb('baseUser.organizeId', 'in', subtree),
      eb.exists(eb.selectFrom('baseUserRelation as rel').select('rel.id').whereRef('rel.userId', '=', 'baseUser.id').where('rel.objectType', '=', 'Organize').where('rel.objectId', 'in', subtree)),
    ])).execute());
  }
  return [...found];
}

/** The ids of `r` that name nothing (a deleted organisation, role or user): refused when a notice is saved. */
export async function unknownRecipients(db: Db, r: UserRecipients): Promise<boolean> {
  const missing = async (table: 'baseOrganize' | 'baseRole' | 'baseUser', ids: readonly string[]) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return false;
    const { n } = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).where('id', 'in', unique).executeTakeFirstOrThrow();
    return Number(n) !== unique.length;
  };
  return (await missing('baseOrganize', r.organizeIds)) || (await missing('baseRole', r.roleIds)) || (await missing('baseUser', r.userIds));
}
