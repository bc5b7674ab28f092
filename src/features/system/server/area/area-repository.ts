import type { ExpressionBuilder, Kysely } from 'kysely';
import { PAGE } from '../../../../contract/limits';
import { containsText } from '../../../../server/db/query-helpers';
import type { DB } from '../../../../server/db/schema';
import type { AddressNode, AreaListQuery, AreaRow } from '../../contract';
import type { AreaTable } from './tables';

type Eb = ExpressionBuilder<DB, 'baseProvince'>;
/** Ids per `in (…)` list: well inside both databases' parameter limits. */
const CHUNK = 500;

const childExists = (eb: Eb, enabledOnly = false) =>
  eb.exists(
    eb.selectFrom('baseProvince as c').select('c.id').whereRef('c.parentId', '=', 'baseProvince.id')
      .$if(enabledOnly, (qb) => qb.where('c.enabledMark', '=', 1)),
  );

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export function areaRepository(db: Kysely<DB>) {
  return {
    /** Children of one node, with keyword (name, code, pinyin initials) and optional paging. */
    async children(parentId: string, q: AreaListQuery): Promise<{ list: AreaRow[]; total: number }> {
      let base = db.selectFrom('baseProvince').where('parentId', '=', parentId);
      if (q.keyword) {
        const k = q.keyword;
        base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k), containsText('quickQuery', k)]));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const paged = q.currentPage !== undefined || q.pageSize !== undefined;
      const size = q.pageSize ?? PAGE.defaultSize;
      const rows = await base
        .select(['id', 'parentId', 'fullName', 'enCode', 'type', 'sortCode', 'enabledMark'])
        .select((eb) => childExists(eb).as('hasChildren'))
        .orderBy(q.sidx ?? 'sortCode', q.sidx ? q.sort : 'asc')
        .orderBy('enCode', 'asc')
        .$if(paged, (qb) => qb.limit(size).offset(((q.currentPage ?? 1) - 1) * size))
        .execute();
      const list = rows.map((r) => ({ ...r, hasChildren: Boolean(r.hasChildren), isLeaf: !r.hasChildren }));
      return { list, total: Number(total) };
    },

    /** Enabled children for the address picker; a node is a leaf when it has no enabled child. */
    async selector(parentId: string, exclude: string | null): Promise<AddressNode[]> {
      const rows = await db
        .selectFrom('baseProvince')
        .select(['id', 'fullName'])
        .select((eb) => childExists(eb, true).as('hasChildren'))
        .where('parentId', '=', parentId)
        .where('enabledMark', '=', 1)
        .$if(exclude !== null, (qb) => qb.where('id', '!=', exclude!))
        .orderBy('sortCode', 'asc')
        .orderBy('enCode', 'asc')
        .execute();
      return rows.map((r) => ({ id: r.id, fullName: r.fullName, isLeaf: !r.hasChildren }));
    },

    async names(ids: string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      for (const part of chunks(ids)) {
        const rows = await db.selectFrom('baseProvince').select(['id', 'fullName']).where('id', 'in', part).execute();
        for (const r of rows) names.set(r.id, r.fullName);
      }
      return names;
    },

    byId: (id: string) => db.selectFrom('baseProvince').selectAll().where('id', '=', id).executeTakeFirst(),

    async codeTaken(enCode: string, exceptId?: string) {
      const row = await db.selectFrom('baseProvince').select('id').where('enCode', '=', enCode)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!)).executeTakeFirst();
      return row !== undefined;
    },

    async nameTaken(parentId: string, fullName: string, exceptId?: string) {
      const row = await db.selectFrom('baseProvince').select('id').where('parentId', '=', parentId).where('fullName', '=', fullName)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!)).executeTakeFirst();
      return row !== undefined;
    },

    async hasChildren(id: string) {
      return (await db.selectFrom('baseProvince').select('id').where('parentId', '=', id).limit(1).execute()).length > 0;
    },

    /** Ids of every node below `id`, level by level. */
    async descendants(id: string): Promise<string[]> {
      const all: string[] = [];
      let frontier = [id];
      while (frontier.length) {
        const next: string[] = [];
        for (const part of chunks(frontier)) {
          for (const r of await db.selectFrom('baseProvince').select('id').where('parentId', 'in', part).execute()) next.push(r.id);
        }
        all.push(...next);
        frontier = next;
      }
      return all;
    },

    insert: (row: AreaTable) => db.insertInto('baseProvince').values(row).execute(),

    update: (id: string, values: Partial<Omit<AreaTable, 'id' | 'creatorTime'>>) =>
      db.updateTable('baseProvince').set(values).where('id', '=', id).execute(),

    /** Moves the depth (type) of the given nodes by `delta`, after their ancestor changed level. */
    async shiftType(ids: string[], delta: number) {
      for (const part of chunks(ids)) {
        await db.updateTable('baseProvince').set((eb) => ({ type: eb('type', '+', delta) })).where('id', 'in', part).execute();
      }
    },

    remove: (id: string) => db.deleteFrom('baseProvince').where('id', '=', id).execute(),
  };
}
export type AreaRepository = ReturnType<typeof areaRepository>;
