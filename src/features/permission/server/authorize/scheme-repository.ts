import type { Kysely } from 'kysely';
import type { ScopeRule, ScopeType } from '../../../../contract/data-scope';
import { newId } from '../../../../contract/ids';
import type { DB } from '../../../../server/db/schema';
import type { DataSchemeBody } from '../../contract/authorize';

type Row = DB['baseModuleDataScheme'];
const toDto = (r: Row) => ({
  id: r.id,
  moduleId: r.moduleId,
  fullName: r.fullName,
  enCode: r.enCode,
  scopeType: r.scopeType as ScopeType,
  rules: JSON.parse(r.conditionJson ?? '[]') as ScopeRule[],
  description: r.description,
  creatorTime: r.creatorTime,
});

export function schemeRepository(db: Kysely<DB>) {
  return {
    list: async (moduleId: string) => (await db.selectFrom('baseModuleDataScheme').selectAll().where('moduleId', '=', moduleId).orderBy('creatorTime').execute()).map(toDto),
    get: async (id: string) => {
      const row = await db.selectFrom('baseModuleDataScheme').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toDto(row);
    },
    codeTaken: async (moduleId: string, enCode: string, exceptId?: string) => {
      let q = db.selectFrom('baseModuleDataScheme').select('id').where('moduleId', '=', moduleId).where('enCode', '=', enCode);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
    moduleExists: async (moduleId: string) => (await db.selectFrom('baseModule').select('id').where('id', '=', moduleId).executeTakeFirst()) !== undefined,
    async insert(body: DataSchemeBody) {
      const id = newId();
      await db.insertInto('baseModuleDataScheme').values({
        id, moduleId: body.moduleId, enCode: body.enCode, fullName: body.fullName, scopeType: body.scopeType,
        conditionJson: body.scopeType === 'custom' ? JSON.stringify(body.rules) : null, description: body.description ?? null, creatorTime: Date.now(),
      }).execute();
      return id;
    },
    update: (id: string, body: DataSchemeBody) =>
      db.updateTable('baseModuleDataScheme').set({
        enCode: body.enCode, fullName: body.fullName, scopeType: body.scopeType,
        conditionJson: body.scopeType === 'custom' ? JSON.stringify(body.rules) : null, description: body.description ?? null,
      }).where('id', '=', id).execute(),
    /** A scheme and every grant of it go together. */
    remove: (id: string) =>
      db.transaction().execute(async (tx) => {
        await tx.deleteFrom('baseAuthorize').where('itemType', '=', 'resource').where('itemId', '=', id).execute();
        await tx.deleteFrom('baseModuleDataScheme').where('id', '=', id).execute();
      }),
  };
}
