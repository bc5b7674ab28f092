import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Checks business modules make of what a record points at (a dictionary entry, a person, an
 * organisation, uploaded files), written once for all of them.
 */
export const referenceChecks = (db: Kysely<DB>) => ({
  /** An enabled entry `enCode` of the dictionary `dictionary` (at any depth of a tree dictionary). */
  async dictionaryHas(dictionary: string, enCode: string): Promise<boolean> {
    const row = await db.selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.dictionaryTypeId')
      .select('baseDictionaryData.id').where('baseDictionaryType.enCode', '=', dictionary).where('baseDictionaryData.enCode', '=', enCode).where('baseDictionaryData.enabledMark', '=', 1).executeTakeFirst();
    return Boolean(row);
  },

  /** The user when they exist and are enabled, with their department. */
  async enabledUser(id: string) {
    const u = await db.selectFrom('baseUser').select(['id', 'organizeId', 'realName', 'enabledMark']).where('id', '=', id).executeTakeFirst();
    return u && u.enabledMark === 1 ? u : undefined;
  },

  organize: (id: string) => db.selectFrom('baseOrganize').select(['id', 'fullName', 'category', 'enabledMark']).where('id', '=', id).executeTakeFirst(),

  /** The nearest company on an organisation's path (itself when it is one); null when there is none. */
  async unitOf(orgId: string): Promise<string | null> {
    const own = await db.selectFrom('baseOrganize').select('organizeIdTree').where('id', '=', orgId).executeTakeFirst();
    const path = own?.organizeIdTree.split(',').filter(Boolean) ?? [];
    if (path.length === 0) return null;
    const companies = new Set((await db.selectFrom('baseOrganize').select('id').where('id', 'in', path).where('category', '=', 'company').execute()).map((o) => o.id));
    return [...path].reverse().find((id) => companies.has(id)) ?? null;
  },

  /** Whether every one of `fileIds` was uploaded for this record (ownerType, ownerId). */
  async filesBelong(fileIds: readonly string[], ownerType: string, ownerId: string): Promise<boolean> {
    const wanted = [...new Set(fileIds)];
    if (wanted.length === 0) return true;
    const rows = await db.selectFrom('baseFile').select('id').where('id', 'in', wanted).where('ownerType', '=', ownerType).where('ownerId', '=', ownerId).execute();
    return rows.length === wanted.length;
  },
});
