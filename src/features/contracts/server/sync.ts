import { businessRecordSync } from '../../../server/sync/business-record-sync';
import { CONTRACT_COLLECTION, CONTRACT_MENU, CONTRACT_MUTATIONS, CONTRACT_ROW_COLUMNS, contractRemoveArgs, contractSaveArgs } from '../contract';
import { CONTRACT_SCOPE, contractRepository, rowOf } from './repository';
import { contractService } from './service';

/** Contracts on the device (offline list, detail and drafts) and their offline saves and deletes. */
export const contractSync = businessRecordSync({
  collection: CONTRACT_COLLECTION, menu: CONTRACT_MENU, table: 'bizContract', columns: CONTRACT_ROW_COLUMNS, scope: CONTRACT_SCOPE,
  mutations: CONTRACT_MUTATIONS, saveArgs: contractSaveArgs, removeArgs: contractRemoveArgs, service: contractService,
  read: async (tx, id) => {
    const row = await contractRepository(tx).get(id);
    return row ? { ...rowOf(row) } : null;
  },
});
