import { holdsMenu } from '../../../server/identity/holds-menu';
import { defineCollection } from '../../../server/sync/collections';
import { staleWrite } from '../../../server/sync/conflict';
import { contextInTransaction } from '../../../server/sync/in-transaction';
import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import { INVESTMENT_COLLECTION, INVESTMENT_MENU, INVESTMENT_MUTATIONS, INVESTMENT_ROW_COLUMNS, investmentRemoveArgs, investmentSaveArgs } from '../contract';
import { INVESTMENT_SCOPE, investmentOf, investmentRepository } from './repository';
import { investmentService } from './service';

/** Filings on the device: whoever holds 投资备案, within its data scope (read and drafted offline). */
export const investmentCollections = [
  defineCollection({
    name: INVESTMENT_COLLECTION, source: INVESTMENT_COLLECTION, table: 'bizInvestment', columns: [...INVESTMENT_ROW_COLUMNS],
    scopeModule: INVESTMENT_MENU, scopeTarget: INVESTMENT_SCOPE, only: (auth) => holdsMenu(auth, INVESTMENT_MENU),
  }),
];

const stale = (m: MutationContext, id: string) =>
  staleWrite(m, INVESTMENT_COLLECTION, id, async () => {
    const row = await investmentRepository(m.tx).get(id);
    return row ? { ...investmentOf(row) } : null;
  });

/** Filings written on a device: the REST checks in the push's transaction; 提交审批 made offline launches on arrival, once. */
export const investmentMutations = [
  defineServerMutation({
    name: INVESTMENT_MUTATIONS.save,
    args: investmentSaveArgs,
    collections: [INVESTMENT_COLLECTION],
    apply: async (a, m) => {
      await m.assertAccess(INVESTMENT_MENU, a.isNew ? 'btn_add' : 'btn_edit');
      if (a.submit) await m.assertAccess(INVESTMENT_MENU, 'btn_submit');
      const conflict = a.isNew ? null : await stale(m, a.id);
      if (conflict) return conflict;
      const service = investmentService(contextInTransaction(m));
      const effects = await service.saveIn(m.tx, m.auth, a, Date.now(), await service.scopeOf(m.auth));
      m.afterCommit(() => service.deliver(effects));
      return { kind: 'applied', result: { id: a.id } };
    },
  }),
  defineServerMutation({
    name: INVESTMENT_MUTATIONS.remove,
    args: investmentRemoveArgs,
    collections: [INVESTMENT_COLLECTION],
    apply: async (a, m) => {
      await m.assertAccess(INVESTMENT_MENU, 'btn_remove');
      if (!(await investmentRepository(m.tx).get(a.id))) return { kind: 'applied' };
      const conflict = await stale(m, a.id);
      if (conflict) return conflict;
      const service = investmentService(contextInTransaction(m));
      await service.removeIn(m.tx, m.auth, a.id, await service.scopeOf(m.auth));
      return { kind: 'applied' };
    },
  }),
];
