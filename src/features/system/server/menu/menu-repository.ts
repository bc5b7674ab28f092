import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { newId } from '../../../../contract/ids';
import type { DB } from '../../../../server/db/schema';
import type { ModuleItemKind } from '../../contract';

export const ITEM_TABLE = { button: 'baseModuleButton', column: 'baseModuleColumn', form: 'baseModuleForm' } as const;
export type ModuleRow = Selectable<DB['baseModule']>;
export type ModuleItem = { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number; enabledMark: number };
type Counts = Record<ModuleItemKind | 'scheme', Map<string, number>>;

/** The menu tables (the shell's identity core) as the menu administration reads and writes them. */
export function menuRepository(db: Kysely<DB>) {
  async function countBy(table: 'baseModuleButton' | 'baseModuleColumn' | 'baseModuleForm' | 'baseModuleDataScheme') {
    const rows = await db.selectFrom(table).select('moduleId').select((eb) => eb.fn.countAll<number>().as('n')).groupBy('moduleId').execute();
    return new Map(rows.map((r) => [r.moduleId, Number(r.n)]));
  }

  return {
    all: (): Promise<ModuleRow[]> => db.selectFrom('baseModule').selectAll().orderBy('sortCode').orderBy('enCode').execute(),
    byId: (id: string): Promise<ModuleRow | undefined> => db.selectFrom('baseModule').selectAll().where('id', '=', id).executeTakeFirst(),
    byCode: (enCode: string) => db.selectFrom('baseModule').select(['id', 'enCode']).where('enCode', '=', enCode).executeTakeFirst(),
    codesTaken: async (codes: string[]) =>
      codes.length === 0 ? new Set<string>() : new Set((await db.selectFrom('baseModule').select('enCode').where('enCode', 'in', codes).execute()).map((r) => r.enCode)),
    /** Parent links and codes: enough to find descendants, depths and free codes. */
    links: () => db.selectFrom('baseModule').select(['id', 'parentId', 'type', 'enCode']).execute(),
    hasChildren: async (id: string) => (await db.selectFrom('baseModule').select('id').where('parentId', '=', id).limit(1).executeTakeFirst()) !== undefined,
    async counts(): Promise<Counts> {
      const [button, column, form, scheme] = await Promise.all([countBy('baseModuleButton'), countBy('baseModuleColumn'), countBy('baseModuleForm'), countBy('baseModuleDataScheme')]);
      return { button, column, form, scheme };
    },
    insert: (row: Insertable<DB['baseModule']>) => db.insertInto('baseModule').values(row).execute(),
    update: (id: string, patch: Updateable<DB['baseModule']>) => db.updateTable('baseModule').set(patch).where('id', '=', id).execute(),

    /** A menu with its buttons, columns, form fields, data schemes and every grant of any of them. */
    async remove(id: string) {
      const itemIds: string[] = [];
      for (const table of Object.values(ITEM_TABLE)) {
        itemIds.push(...(await db.selectFrom(table).select('id').where('moduleId', '=', id).execute()).map((r) => r.id));
        await db.deleteFrom(table).where('moduleId', '=', id).execute();
      }
      itemIds.push(...(await db.selectFrom('baseModuleDataScheme').select('id').where('moduleId', '=', id).execute()).map((r) => r.id));
      await db.deleteFrom('baseModuleDataScheme').where('moduleId', '=', id).execute();
      for (let i = 0; i < itemIds.length; i += 500) await db.deleteFrom('baseAuthorize').where('itemId', 'in', itemIds.slice(i, i + 500)).execute();
      await db.deleteFrom('baseAuthorize').where('itemType', '=', 'module').where('itemId', '=', id).execute();
      await db.deleteFrom('baseModule').where('id', '=', id).execute();
    },

    items: (kind: ModuleItemKind, moduleIds: string[]): Promise<ModuleItem[]> =>
      moduleIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom(ITEM_TABLE[kind]).selectAll().where('moduleId', 'in', moduleIds).orderBy('sortCode').orderBy('enCode').execute(),
    item: (kind: ModuleItemKind, id: string): Promise<ModuleItem | undefined> => db.selectFrom(ITEM_TABLE[kind]).selectAll().where('id', '=', id).executeTakeFirst(),
    itemCodeTaken: async (kind: ModuleItemKind, moduleId: string, enCode: string, exceptId?: string) => {
      let q = db.selectFrom(ITEM_TABLE[kind]).select('id').where('moduleId', '=', moduleId).where('enCode', '=', enCode);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    insertItem: (kind: ModuleItemKind, row: ModuleItem) => db.insertInto(ITEM_TABLE[kind]).values(row).execute(),
    updateItem: (kind: ModuleItemKind, id: string, patch: Partial<Omit<ModuleItem, 'id' | 'moduleId'>>) => db.updateTable(ITEM_TABLE[kind]).set(patch).where('id', '=', id).execute(),
    async removeItem(kind: ModuleItemKind, id: string) {
      await db.deleteFrom('baseAuthorize').where('itemType', '=', kind).where('itemId', '=', id).execute();
      await db.deleteFrom(ITEM_TABLE[kind]).where('id', '=', id).execute();
    },

    schemes: (moduleIds: string[]) =>
      moduleIds.length === 0 ? Promise.resolve([]) : db.selectFrom('baseModuleDataScheme').selectAll().where('moduleId', 'in', moduleIds).orderBy('creatorTime').execute(),
    insertScheme: (row: Insertable<DB['baseModuleDataScheme']>) => db.insertInto('baseModuleDataScheme').values(row).execute(),

    /** Who holds any of these menus (roles, positions, users). */
    holders: async (moduleIds: string[]) =>
      moduleIds.length === 0
        ? []
        : db.selectFrom('baseAuthorize').select(['objectType', 'objectId']).distinct().where('itemType', '=', 'module').where('itemId', 'in', moduleIds).execute(),
    /** Grants `moduleIds` to the holder where it lacks them. */
    async grantMissing(holder: { objectType: 'Role' | 'Position' | 'User'; objectId: string }, moduleIds: string[]) {
      if (moduleIds.length === 0) return;
      const have = new Set((await db.selectFrom('baseAuthorize').select('itemId').where('itemType', '=', 'module').where('objectType', '=', holder.objectType).where('objectId', '=', holder.objectId).where('itemId', 'in', moduleIds).execute()).map((r) => r.itemId));
      const missing = moduleIds.filter((id) => !have.has(id));
      const now = Date.now();
      if (missing.length) await db.insertInto('baseAuthorize').values(missing.map((itemId) => ({ id: newId(), itemType: 'module' as const, itemId, ...holder, creatorTime: now }))).execute();
    },

    /** What seeding does for a new menu: 超级管理员 holds it (when the role exists). */
    async grantToSuperAdmin(itemType: 'module' | ModuleItemKind | 'resource', itemIds: string[]) {
      const role = await db.selectFrom('baseRole').select('id').where('enCode', '=', 'superAdmin').executeTakeFirst();
      if (!role || itemIds.length === 0) return;
      const now = Date.now();
      for (let i = 0; i < itemIds.length; i += 200) {
        await db.insertInto('baseAuthorize').values(itemIds.slice(i, i + 200).map((itemId) => ({ id: newId(), itemType, itemId, objectType: 'Role' as const, objectId: role.id, creatorTime: now }))).execute();
      }
    },
  };
}
export type MenuRepository = ReturnType<typeof menuRepository>;
