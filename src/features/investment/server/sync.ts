import { businessRecordSync } from '../../../server/sync/business-record-sync';
import { INVESTMENT_COLLECTION, INVESTMENT_MENU, INVESTMENT_MUTATIONS, INVESTMENT_ROW_COLUMNS, investmentRemoveArgs, investmentSaveArgs } from '../contract';
import { INVESTMENT_SCOPE, investmentOf, investmentRepository } from './repository';
import { investmentService } from './service';

/** Filings on the device (read and drafted offline) and their offline saves and deletes. */
export const investmentSync = businessRecordSync({
  collection: INVESTMENT_COLLECTION, menu: INVESTMENT_MENU, table: 'bizInvestment', columns: INVESTMENT_ROW_COLUMNS, scope: INVESTMENT_SCOPE,
  mutations: INVESTMENT_MUTATIONS, saveArgs: investmentSaveArgs, removeArgs: investmentRemoveArgs, service: investmentService,
  read: async (tx, id) => {
    const row = await investmentRepository(tx).get(id);
    return row ? { ...investmentOf(row) } : null;
  },
});
