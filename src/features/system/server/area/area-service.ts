import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import type { DB } from '../../../../server/db/schema';
import { fail } from '../../../../server/http/api-error';
import { AREA_MSG, AREA_NO_EXCLUDE, AREA_ROOT, type AreaBody, type AreaInfo, type AreaListQuery } from '../../contract';
import { quickQuery } from './area-data';
import { areaRepository, type AreaRepository } from './area-repository';

/** Business rules of the area tree: unique codes, names unique among siblings, no orphans. */
export function areaService(db: Kysely<DB>) {
  const repo = areaRepository(db);

  /** Checks where the node goes and answers its depth (type). */
  async function checkPlacement(r: AreaRepository, body: AreaBody, selfId?: string): Promise<number> {
    let type = 1;
    if (body.parentId !== AREA_ROOT) {
      if (body.parentId === selfId) throw fail.badRequest(AREA_MSG.parentSelf);
      const parent = await r.byId(body.parentId);
      if (!parent) throw fail.badRequest(AREA_MSG.parentMissing);
      type = parent.type + 1;
    }
    if (await r.codeTaken(body.enCode, selfId)) throw fail.badRequest(AREA_MSG.codeExists);
    if (await r.nameTaken(body.parentId, body.fullName, selfId)) throw fail.badRequest(AREA_MSG.nameExists);
    return type;
  }

  return {
    async list(parentId: string, q: AreaListQuery) {
      const { list, total } = await repo.children(parentId, q);
      const paged = q.currentPage !== undefined || q.pageSize !== undefined;
      const pagination = paged ? { currentPage: q.currentPage ?? 1, pageSize: q.pageSize ?? list.length, total } : { currentPage: 1, pageSize: Math.max(total, 1), total };
      return { list, pagination };
    },

    selector: (id: string, x: string) => repo.selector(id, x === AREA_NO_EXCLUDE ? null : x),

    /** Names for stored paths such as ['44','4403','440305'] → ['广东省','深圳市','南山区']. */
    async namesOf(idsList: string[][]): Promise<string[][]> {
      const names = await repo.names([...new Set(idsList.flat())]);
      return idsList.map((path) => path.flatMap((id) => names.get(id) ?? []));
    },

    async info(id: string): Promise<AreaInfo> {
      const row = await repo.byId(id);
      if (!row) throw fail.notFound();
      return row;
    },

    async create(body: AreaBody): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const r = areaRepository(trx);
        const id = body.id ?? newId();
        if (body.id && (await r.byId(id))) throw fail.conflict(AREA_MSG.idExists);
        const type = await checkPlacement(r, body);
        await r.insert({
          id, parentId: body.parentId, enCode: body.enCode, fullName: body.fullName, type, quickQuery: quickQuery(body.fullName).slice(0, 50),
          sortCode: body.sortCode ?? 0, enabledMark: body.enabledMark ?? 1, description: body.description ?? null,
          creatorTime: Date.now(), lastModifyTime: null,
        });
        return id;
      });
    },

    /** Updates a node; moving it under another parent moves the depth of its whole subtree along. */
    async update(id: string, body: AreaBody) {
      await db.transaction().execute(async (trx) => {
        const r = areaRepository(trx);
        const current = await r.byId(id);
        if (!current) throw fail.notFound();
        const below = body.parentId === current.parentId ? [] : await r.descendants(id);
        if (below.includes(body.parentId)) throw fail.badRequest(AREA_MSG.parentSelf);
        const type = await checkPlacement(r, body, id);
        await r.update(id, {
          parentId: body.parentId, enCode: body.enCode, fullName: body.fullName, type, quickQuery: quickQuery(body.fullName).slice(0, 50),
          sortCode: body.sortCode ?? current.sortCode, enabledMark: body.enabledMark ?? current.enabledMark,
          description: body.description === undefined ? current.description : body.description, lastModifyTime: Date.now(),
        });
        if (type !== current.type) await r.shiftType(below, type - current.type);
      });
    },

    async remove(id: string) {
      await db.transaction().execute(async (trx) => {
        const r = areaRepository(trx);
        if (!(await r.byId(id))) throw fail.notFound();
        if (await r.hasChildren(id)) throw fail.badRequest(AREA_MSG.hasChildren);
        await r.remove(id);
      });
    },

    /** Enables a disabled area, disables an enabled one; a disabled area leaves the picker. */
    async toggle(id: string) {
      const row = await repo.byId(id);
      if (!row) throw fail.notFound();
      await repo.update(id, { enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: Date.now() });
    },
  };
}
