import { defineCollection } from '../../../server/sync/collections';
import { contextInTransaction } from '../../../server/sync/in-transaction';
import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import { staleWrite } from '../../../server/sync/conflict';
import { holdsMenu } from '../../../server/identity/holds-menu';
import { CONTRACT_COLLECTION, CONTRACT_MENU, CONTRACT_MUTATIONS, CONTRACT_ROW_COLUMNS, contractRemoveArgs, contractSaveArgs } from '../contract';
import { CONTRACT_SCOPE, contractRepository, rowOf } from './repository';
import { contractService } from './service';

/** Contracts on the device: whoever holds 合同管理, within its data scope (offline list, detail and drafts). */
export const contractCollections = [
  defineCollection({
    name: CONTRACT_COLLECTION, source: CONTRACT_COLLECTION, table: 'bizContract', columns: [...CONTRACT_ROW_COLUMNS],
    scopeModule: CONTRACT_MENU, scopeTarget: CONTRACT_SCOPE, only: (auth) => holdsMenu(auth, CONTRACT_MENU),
  }),
];

const conflictOn = (m: MutationContext, id: string) =>
  staleWrite(m, CONTRACT_COLLECTION, id, async () => {
    const row = await contractRepository(m.tx).get(id);
    return row ? { ...rowOf(row) } : null;
  });

/**
 * Contracts written on a device (ADR 0036): the REST checks in the push's transaction. A draft saved
 * offline with 提交审批 is sent for approval when it arrives — once, as the outbox sends it once.
 */
export const contractMutations = [
  defineServerMutation({
    name: CONTRACT_MUTATIONS.save,
    args: contractSaveArgs,
    collections: [CONTRACT_COLLECTION],
    apply: async (a, m) => {
      await m.assertAccess(CONTRACT_MENU, a.isNew ? 'btn_add' : 'btn_edit');
      if (a.submit) await m.assertAccess(CONTRACT_MENU, 'btn_submit');
      if (!a.isNew) {
        const conflict = await conflictOn(m, a.id);
        if (conflict) return conflict;
      }
      const service = contractService(contextInTransaction(m));
      const effects = await service.saveIn(m.tx, m.auth, a, Date.now(), await service.scopeOf(m.auth));
      m.afterCommit(() => service.deliver(effects));
      return { kind: 'applied', result: { id: a.id } };
    },
  }),
  defineServerMutation({
    name: CONTRACT_MUTATIONS.remove,
    args: contractRemoveArgs,
    collections: [CONTRACT_COLLECTION],
    apply: async (a, m) => {
      await m.assertAccess(CONTRACT_MENU, 'btn_remove');
      if (!(await contractRepository(m.tx).get(a.id))) return { kind: 'applied' };
      const conflict = await conflictOn(m, a.id);
      if (conflict) return conflict;
      const service = contractService(contextInTransaction(m));
      await service.removeIn(m.tx, m.auth, a.id, await service.scopeOf(m.auth));
      return { kind: 'applied' };
    },
  }),
];
