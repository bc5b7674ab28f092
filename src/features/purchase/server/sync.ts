import { businessRecordSync } from '../../../server/sync/business-record-sync';
import { PURCHASE_COLLECTION, PURCHASE_MENU, PURCHASE_MUTATIONS, PURCHASE_ROW_COLUMNS, purchaseRemoveArgs, purchaseSaveArgs } from '../contract';
import { PURCHASE_SCOPE, purchaseRepository, rowOf } from './repository';
import { purchaseService } from './service';

/** Requests on the device (offline list, form and detail) and their offline saves and deletes. */
export const purchaseSync = businessRecordSync({
  collection: PURCHASE_COLLECTION, menu: PURCHASE_MENU, table: 'bizPurchase', columns: PURCHASE_ROW_COLUMNS, scope: PURCHASE_SCOPE,
  mutations: PURCHASE_MUTATIONS, saveArgs: purchaseSaveArgs, removeArgs: purchaseRemoveArgs, service: purchaseService,
  read: async (tx, id) => {
    const row = await purchaseRepository(tx).get(id);
    return row ? { ...rowOf(row) } : null;
  },
});
