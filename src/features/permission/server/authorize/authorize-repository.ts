import type { Kysely } from 'kysely';
import { newId } from '../../../../contract/ids';
import type { DB } from '../../../../server/db/schema';
import type { AuthorizeObjectType, AuthorizeValues } from '../../contract/authorize';

type ItemType = keyof AuthorizeValues;
const ITEM_TABLES = { button: 'baseModuleButton', column: 'baseModuleColumn', form: 'baseModuleForm', resource: 'baseModuleDataScheme' } as const;

export function authorizeRepository(db: Kysely<DB>) {
  return {
    modules: () =>
      db.selectFrom('baseModule').select(['id', 'parentId', 'enCode', 'fullName', 'type', 'icon']).where('category', '=', 'Web').orderBy('sortCode').orderBy('enCode').execute(),

    items: (kind: 'button' | 'column' | 'form') =>
      db.selectFrom(ITEM_TABLES[kind]).select(['id', 'moduleId', 'enCode', 'fullName']).where('enabledMark', '=', 1).orderBy('sortCode').execute(),

    schemes: () => db.selectFrom('baseModuleDataScheme').select(['id', 'moduleId', 'enCode', 'fullName', 'scopeType']).orderBy('creatorTime').execute(),

    async values(objectType: AuthorizeObjectType, objectId: string): Promise<AuthorizeValues> {
      const rows = await db.selectFrom('baseAuthorize').select(['itemType', 'itemId']).where('objectType', '=', objectType).where('objectId', '=', objectId).execute();
      const of = (t: ItemType) => rows.filter((r) => r.itemType === t).map((r) => r.itemId);
      return { module: of('module'), button: of('button'), column: of('column'), form: of('form'), resource: of('resource') };
    },

    /** Which of `ids` exist, with the menu each belongs to. */
    async owners(kind: ItemType, ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      if (kind === 'module') {
        const rows = await db.selectFrom('baseModule').select('id').where('id', 'in', ids).execute();
        return new Map(rows.map((r) => [r.id, r.id]));
      }
      const rows = await db.selectFrom(ITEM_TABLES[kind]).select(['id', 'moduleId']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.moduleId]));
    },

    objectExists: async (objectType: AuthorizeObjectType, objectId: string) => {
      const table = objectType === 'Role' ? 'baseRole' : objectType === 'Position' ? 'basePosition' : 'baseUser';
      return (await db.selectFrom(table).select('id').where('id', '=', objectId).executeTakeFirst()) !== undefined;
    },

    async replace(tx: Kysely<DB>, objectType: AuthorizeObjectType, objectId: string, values: AuthorizeValues) {
      await tx.deleteFrom('baseAuthorize').where('objectType', '=', objectType).where('objectId', '=', objectId).execute();
      const now = Date.now();
      const rows = (Object.keys(values) as ItemType[]).flatMap((itemType) => values[itemType].map((itemId) => ({ id: newId(), itemType, itemId, objectType, objectId, creatorTime: now })));
      for (let i = 0; i < rows.length; i += 200) await tx.insertInto('baseAuthorize').values(rows.slice(i, i + 200)).execute();
    },

    holders: (moduleId: string) =>
      db.selectFrom('baseAuthorize').select(['objectType', 'objectId']).where('itemType', '=', 'module').where('itemId', '=', moduleId).execute(),

    async holderNames(objects: { objectType: string; objectId: string }[]) {
      const ids = (t: string) => objects.filter((o) => o.objectType === t).map((o) => o.objectId);
      const [roles, positions, users] = await Promise.all([
        ids('Role').length ? db.selectFrom('baseRole').select(['id', 'fullName']).where('id', 'in', ids('Role')).execute() : [],
        ids('Position').length ? db.selectFrom('basePosition').select(['id', 'fullName']).where('id', 'in', ids('Position')).execute() : [],
        ids('User').length ? db.selectFrom('baseUser').select(['id', 'realName as fullName']).where('id', 'in', ids('User')).execute() : [],
      ]);
      return new Map([...roles, ...positions, ...users].map((r) => [r.id, r.fullName]));
    },

    async setHolders(tx: Kysely<DB>, moduleId: string, objects: { objectType: AuthorizeObjectType; objectId: string }[]) {
      await tx.deleteFrom('baseAuthorize').where('itemType', '=', 'module').where('itemId', '=', moduleId).execute();
      const now = Date.now();
      if (objects.length) {
        await tx.insertInto('baseAuthorize').values(objects.map((o) => ({ id: newId(), itemType: 'module' as const, itemId: moduleId, ...o, creatorTime: now }))).execute();
      }
    },
  };
}
export type AuthorizeRepository = ReturnType<typeof authorizeRepository>;
