import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import { syncRepository } from '../../../server/sync/repository';
import { DICTIONARY_MODULE, dictDataCreateArgs, dictDataDeleteArgs, dictDataUpdateArgs } from '../contract';
import { dataWrites } from './data-writes';

const COLLECTION = 'dictionaryData';
const COLUMNS = ['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description', 'styleJson'] as const;

/** The same access as the REST writes: the 数据字典 menu and the button. */
const allowed = (m: MutationContext, button: 'btn_add' | 'btn_edit' | 'btn_remove') => m.assertAccess(DICTIONARY_MODULE, button);

/** A stale base version (someone changed the row since the device saw it) is a conflict. */
async function conflictOn(id: string, { tx, baseVersion }: MutationContext) {
  if (baseVersion === null || baseVersion === undefined) return null;
  const last = await syncRepository(tx).lastChange(COLLECTION, id, tx);
  if (!last || last.version <= baseVersion) return null;
  const row = await tx.selectFrom('baseDictionaryData').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
  return { kind: 'conflict' as const, serverRow: row ?? null, serverVersion: last.version, changedBy: last.changedBy, changedAt: last.changedAt };
}

/** Dictionary data written on a device, offline or not; ids are born there. */
export const dictionaryMutations = [
  defineServerMutation({
    name: 'dictionaryData.create',
    args: dictDataCreateArgs,
    collections: [COLLECTION],
    apply: async (args, m) => {
      await allowed(m, 'btn_add');
      return { kind: 'applied', result: { id: await dataWrites(m.tx, m.ctx.audit.by(m.auth)).create(args) } };
    },
  }),
  defineServerMutation({
    name: 'dictionaryData.update',
    args: dictDataUpdateArgs,
    collections: [COLLECTION],
    apply: async ({ id, ...body }, m) => {
      await allowed(m, 'btn_edit');
      const conflict = await conflictOn(id, m);
      if (conflict) return conflict;
      await dataWrites(m.tx, m.ctx.audit.by(m.auth)).update(id, body);
      return { kind: 'applied' };
    },
  }),
  defineServerMutation({
    name: 'dictionaryData.delete',
    args: dictDataDeleteArgs,
    collections: [COLLECTION],
    apply: async ({ id }, m) => {
      await allowed(m, 'btn_remove');
      const conflict = await conflictOn(id, m);
      if (conflict) return conflict;
      await dataWrites(m.tx, m.ctx.audit.by(m.auth)).remove(id);
      return { kind: 'applied' };
    },
  }),
];
