import { sql, type Kysely, type SqlBool } from 'kysely';
import type { RoleTable } from '../../../../server/identity/tables';
import { newId } from '../../../../contract/ids';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import { scopeWhere, type DataScope } from '../../../../server/identity/data-scope';
import type { RoleListQuery } from '../../contract';

const columns = ['id', 'fullName', 'enCode', 'globalMark', 'sortCode', 'enabledMark', 'description', 'creatorTime'] as const;
/** A row of the table, as the identity core declares it. */
export type RoleRecord = RoleTable;

/** The only code that touches base_role and the role ↔ organisation links. */
export function roleRepository(db: Kysely<DB>) {
  const linkedTo = (orgIds: string[]) =>
    sql<SqlBool>`exists (select 1 from base_organize_relation r where r.object_type = 'Role' and r.object_id = ${sql.ref('baseRole.id')} and r.organize_id in (${sql.join(orgIds)}))`;

  return {
    /** One page; a data scope lets through the global roles and those of the organisations it covers. */
    async page(q: RoleListQuery, scope: DataScope) {
      let base = db.selectFrom('baseRole').where(() => scopeWhere(scope, { org: (ids) => sql<SqlBool>`(${sql.ref('baseRole.globalMark')} = 1 or ${linkedTo(ids)})` }));
      if (q.organizeId) base = base.where(linkedTo([q.organizeId]));
      if (q.globalMark !== undefined) base = base.where('globalMark', '=', q.globalMark);
      if (q.enabledMark !== undefined) base = base.where('enabledMark', '=', q.enabledMark);
      const k = q.keyword?.trim();
      if (k) base = base.where((eb) => eb.or([containsText('baseRole.fullName', k), containsText('baseRole.enCode', k)]));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      let rows = base.select(columns);
      rows = q.sidx ? rows.orderBy(q.sidx, q.sort) : rows.orderBy('sortCode').orderBy('creatorTime');
      const list = await rows.orderBy('id').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list: list as RoleRecord[], total: Number(total) };
    },

    /** Roles: all, the global ones, or those linked to some organisations (either: global OR linked). */
    async find(f: { orgIds?: string[]; global?: boolean } = {}): Promise<RoleRecord[]> {
      let q = db.selectFrom('baseRole').select(columns);
      const orgs = f.orgIds;
      if (orgs && f.global) q = q.where((eb) => eb.or([eb('globalMark', '=', 1), orgs.length ? linkedTo(orgs) : sql<SqlBool>`1 = 0`]));
      else if (orgs) q = orgs.length ? q.where(linkedTo(orgs)) : q.where(sql<SqlBool>`1 = 0`);
      else if (f.global) q = q.where('globalMark', '=', 1);
      return (await q.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute()) as RoleRecord[];
    },

    /** roleId → organisation ids it belongs to. */
    async orgLinks(roleIds?: string[]): Promise<Map<string, string[]>> {
      if (roleIds && roleIds.length === 0) return new Map();
      let q = db.selectFrom('baseOrganizeRelation').select(['objectId', 'organizeId']).where('objectType', '=', 'Role');
      if (roleIds) q = q.where('objectId', 'in', roleIds);
      const out = new Map<string, string[]>();
      for (const r of await q.orderBy('id').execute()) out.set(r.objectId, [...(out.get(r.objectId) ?? []), r.organizeId]);
      return out;
    },

    byId: (id: string) => db.selectFrom('baseRole').select(columns).where('id', '=', id).executeTakeFirst() as Promise<RoleRecord | undefined>,

    async taken(field: 'enCode' | 'fullName', value: string, exceptId?: string) {
      let q = db.selectFrom('baseRole').select('id').where(field, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.limit(1).execute()).length > 0;
    },

    insert: (row: RoleRecord) => db.insertInto('baseRole').values(row).execute(),
    update: (id: string, patch: Partial<Omit<RoleRecord, 'id'>>) => db.updateTable('baseRole').set(patch).where('id', '=', id).execute(),

    async setOrgs(roleId: string, orgIds: string[]) {
      await db.deleteFrom('baseOrganizeRelation').where('objectType', '=', 'Role').where('objectId', '=', roleId).execute();
      for (const organizeId of orgIds) {
        await db.insertInto('baseOrganizeRelation').values({ id: newId(), organizeId, objectType: 'Role', objectId: roleId }).execute();
      }
    },

    /** Deletes the role with its organisation links and its authorisations. */
    async delete(id: string) {
      await db.deleteFrom('baseOrganizeRelation').where('objectType', '=', 'Role').where('objectId', '=', id).execute();
      await db.deleteFrom('baseAuthorize').where('objectType', '=', 'Role').where('objectId', '=', id).execute();
      await db.deleteFrom('baseRole').where('id', '=', id).execute();
    },
  };
}
