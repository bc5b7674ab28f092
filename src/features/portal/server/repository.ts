import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { catalogPage, catalogTaken, inPageOrder } from '../../../server/db/catalog-page';
import { portalWidget, type PortalBody, type PortalInfo, type PortalListQuery } from '../contract';
import type { BasePortalTable } from './tables';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
};
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored portal as the service reads it (a widget that no longer parses is left out). */
export function toInfo(r: BasePortalTable): PortalInfo {
  const raw = parse(r.layoutJson);
  const layout = (Array.isArray(raw) ? raw : []).flatMap((w) => {
    const p = portalWidget.safeParse(w);
    return p.success ? [p.data] : [];
  });
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, description: r.description, layout,
    menuId: r.menuId, releasedAt: num(r.releasedAt), sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark),
    creatorTime: Number(r.creatorTime), lastModifyTime: num(r.lastModifyTime),
  };
}

export const storedOf = (b: PortalBody) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, description: b.description, layoutJson: JSON.stringify(b.layout), sortCode: b.sortCode, enabledMark: b.enabledMark,
});

/** The only code that reads and writes basePortal and basePortalAssign (and users' portalId). */
export function portalRepository(db: Kysely<DB>) {
  return {
    async page(q: PortalListQuery) {
      const { ids, total } = await catalogPage(db, 'basePortal', q);
      const rows = ids.length ? await db.selectFrom('basePortal').selectAll().where('id', 'in', ids).execute() : [];
      return { rows: inPageOrder(ids, rows), total };
    },
    selector: () => db.selectFrom('basePortal').select(['id', 'fullName', 'enCode', 'category']).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('fullName').execute(),
    byId: (id: string) => db.selectFrom('basePortal').selectAll().where('id', '=', id).executeTakeFirst(),
    taken: (column: 'enCode' | 'fullName', value: string, exceptId?: string) => catalogTaken(db, 'basePortal', column, value, exceptId),
    insert: (r: BasePortalTable) => db.insertInto('basePortal').values(r).execute(),
    update: (id: string, r: Partial<BasePortalTable>) => db.updateTable('basePortal').set(r).where('id', '=', id).execute(),
    async remove(id: string) {
      await db.deleteFrom('basePortalAssign').where('portalId', '=', id).execute();
      await db.updateTable('baseUser').set({ portalId: null }).where('portalId', '=', id).execute();
      await db.deleteFrom('basePortal').where('id', '=', id).execute();
    },
    menuCode: async (menuId: string | null) => (menuId ? ((await db.selectFrom('baseModule').select('enCode').where('id', '=', menuId).executeTakeFirst())?.enCode ?? null) : null),

    /** 分配: the roles (assignment rows) and users (their portalId) of a portal. */
    async assigned(portalId: string) {
      const roles = await db.selectFrom('basePortalAssign as a').innerJoin('baseRole as r', 'r.id', 'a.objectId')
        .select(['r.id', 'r.fullName']).where('a.portalId', '=', portalId).where('a.objectType', '=', 'Role').orderBy('r.sortCode').execute();
      const users = await db.selectFrom('baseUser').select(['id', 'realName as fullName', 'account']).where('portalId', '=', portalId).orderBy('account').execute();
      return { roles, users };
    },
    async existing(roleIds: string[], userIds: string[]) {
      const roles = roleIds.length ? await db.selectFrom('baseRole').select('id').where('id', 'in', roleIds).execute() : [];
      const users = userIds.length ? await db.selectFrom('baseUser').select('id').where('id', 'in', userIds).execute() : [];
      return roles.length === new Set(roleIds).size && users.length === new Set(userIds).size;
    },
    async assign(portalId: string, roleIds: string[], userIds: string[], now: number, newId: () => string) {
      await db.deleteFrom('basePortalAssign').where('portalId', '=', portalId).where('objectType', '=', 'Role').execute();
      for (const objectId of new Set(roleIds)) await db.insertInto('basePortalAssign').values({ id: newId(), portalId, objectType: 'Role', objectId, creatorTime: now }).execute();
      let clear = db.updateTable('baseUser').set({ portalId: null }).where('portalId', '=', portalId);
      if (userIds.length) clear = clear.where('id', 'not in', userIds);
      await clear.execute();
      if (userIds.length) await db.updateTable('baseUser').set({ portalId }).where('id', 'in', userIds).execute();
    },

    /** The user's own portal id (baseUser.portalId), when it names an enabled portal. */
    async ownPortal(userId: string) {
      return db.selectFrom('baseUser as u').innerJoin('basePortal as p', 'p.id', 'u.portalId').selectAll('p')
        .where('u.id', '=', userId).where('p.enabledMark', '=', 1).executeTakeFirst();
    },
    /** The first (by sortCode) enabled portal assigned to one of these roles. */
    async rolePortal(roleIds: string[]) {
      if (!roleIds.length) return undefined;
      return db.selectFrom('basePortalAssign as a').innerJoin('basePortal as p', 'p.id', 'a.portalId').selectAll('p')
        .where('a.objectType', '=', 'Role').where('a.objectId', 'in', roleIds).where('p.enabledMark', '=', 1)
        .orderBy('p.sortCode').orderBy('p.creatorTime').orderBy('p.id').limit(1).executeTakeFirst();
    },
    /** The roles a user holds (an administrator also counts as 超级管理员). */
    async rolesOf(userId: string, isAdministrator: boolean) {
      const held = (await db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).where('objectType', '=', 'Role').execute()).map((r) => r.objectId);
      if (!isAdministrator) return held;
      const admin = await db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirst();
      return admin ? [...held, admin.id] : held;
    },

    /** A report's design for a widget (read directly: its definition is the reports contract's). */
    report: (id: string) => db.selectFrom('baseDataReport').selectAll().where('id', '=', id).executeTakeFirst(),
    async dictionaryValues(enCode: string): Promise<Set<string> | undefined> {
      const type = await db.selectFrom('baseDictionaryType').select(['id', 'enabledMark']).where('enCode', '=', enCode).executeTakeFirst();
      if (!type) return undefined;
      if (type.enabledMark !== 1) return new Set();
      const rows = await db.selectFrom('baseDictionaryData').select('enCode').where('dictionaryTypeId', '=', type.id).where('enabledMark', '=', 1).execute();
      return new Set(rows.map((r) => r.enCode));
    },
  };
}
export type PortalRepository = ReturnType<typeof portalRepository>;
