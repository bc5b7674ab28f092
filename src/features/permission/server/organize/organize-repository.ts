import { sql, type Kysely, type SqlBool } from 'kysely';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import { scopeWhere, type DataScope } from '../../../../server/identity/data-scope';
import type { OrgRow } from './org-tree';

const columns = [
  'id', 'parentId', 'category', 'fullName', 'enCode', 'organizeIdTree', 'managerId', 'sortCode', 'enabledMark', 'description', 'creatorTime', 'lastModifyTime',
] as const;

/** The only code that touches base_organize (and the counts that guard a delete). Pass a transaction to write in one. */
export function organizeRepository(db: Kysely<DB>) {
  return {
    all: (): Promise<OrgRow[]> =>
      db.selectFrom('baseOrganize').select(columns).orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute() as Promise<OrgRow[]>,

    byId: (id: string): Promise<OrgRow | undefined> =>
      db.selectFrom('baseOrganize').select(columns).where('id', '=', id).executeTakeFirst() as Promise<OrgRow | undefined>,

    /** Ids of the organisations a data scope lets through (the organisation's own id is its org column). */
    async idsInScope(scope: DataScope): Promise<Set<string>> {
      const rows = await db
        .selectFrom('baseOrganize')
        .select('id')
        .where(() => scopeWhere(scope, { org: (ids) => sql<SqlBool>`${sql.ref('baseOrganize.id')} in (${sql.join(ids)})` }))
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Ids whose name or code contains the keyword. */
    async matching(keyword: string): Promise<Set<string>> {
      const rows = await db.selectFrom('baseOrganize').select('id').where((eb) => eb.or([containsText('fullName', keyword), containsText('enCode', keyword)])).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** A sibling (same parent) other than `exceptId` already using this value. */
    async siblingHas(parentId: string, field: 'enCode' | 'fullName', value: string, exceptId?: string) {
      let q = db.selectFrom('baseOrganize').select('id').where('parentId', '=', parentId).where(field, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.limit(1).execute()).length > 0;
    },

    exists: async (id: string) => (await db.selectFrom('baseOrganize').select('id').where('id', '=', id).execute()).length > 0,

    insert: (row: OrgRow) => db.insertInto('baseOrganize').values(row).execute(),

    update: (id: string, patch: Partial<Omit<OrgRow, 'id'>>) => db.updateTable('baseOrganize').set(patch).where('id', '=', id).execute(),

    /** Every node below the one whose tree is `tree` (not the node itself). */
    descendants: (tree: string) =>
      db.selectFrom('baseOrganize').select(['id', 'organizeIdTree', 'category']).where('organizeIdTree', 'like', `${tree},%`).execute(),

    setTree: (id: string, organizeIdTree: string) => db.updateTable('baseOrganize').set({ organizeIdTree }).where('id', '=', id).execute(),

    countChildren: async (id: string) =>
      Number((await db.selectFrom('baseOrganize').select((eb) => eb.fn.countAll<number>().as('n')).where('parentId', '=', id).executeTakeFirstOrThrow()).n),
    countUsers: async (id: string) =>
      Number((await db.selectFrom('baseUserRelation').select((eb) => eb.fn.countAll<number>().as('n')).where('objectType', '=', 'Organize').where('objectId', '=', id).executeTakeFirstOrThrow()).n),
    countPositions: async (id: string) =>
      Number((await db.selectFrom('basePosition').select((eb) => eb.fn.countAll<number>().as('n')).where('organizeId', '=', id).executeTakeFirstOrThrow()).n),

    /** Deletes the node and the role/position links to it. */
    async delete(id: string) {
      await db.deleteFrom('baseOrganizeRelation').where('organizeId', '=', id).execute();
      await db.deleteFrom('baseOrganize').where('id', '=', id).execute();
    },
  };
}
export type OrganizeRepository = ReturnType<typeof organizeRepository>;
