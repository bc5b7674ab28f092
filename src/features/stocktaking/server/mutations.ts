import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import { STOCKTAKE_COLLECTIONS as C, STOCKTAKE_MODULE, STOCKTAKE_MUTATIONS, attachPhotoArgs, scanArgs, undoScanArgs } from '../contract';
import { viewerOf } from './access';
import { scanWrites } from './scan-writes';

/** The 资产盘点 menu, read inside the push's transaction; then who the caller is to the stocktake. */
async function viewer(m: MutationContext) {
  await m.assertAccess(STOCKTAKE_MODULE);
  return viewerOf(m.tx, m.auth);
}

/**
 * Scans made on a device, offline or not. Scans have no base version: they only add rows, and the
 * server merges them (the first found/moved scan of an item wins; the others stay in the log).
 */
export const stocktakeMutations = [
  defineServerMutation({
    name: STOCKTAKE_MUTATIONS.scan,
    args: scanArgs,
    collections: [C.items, C.scans],
    apply: async (args, m) => ({ kind: 'applied', result: await scanWrites(m.tx).scan(args, await viewer(m)) }),
  }),
  defineServerMutation({
    name: STOCKTAKE_MUTATIONS.undoScan,
    args: undoScanArgs,
    collections: [C.items, C.scans],
    apply: async (args, m) => ({ kind: 'applied', result: await scanWrites(m.tx).undo(args, await viewer(m)) }),
  }),
  defineServerMutation({
    name: STOCKTAKE_MUTATIONS.attachPhoto,
    args: attachPhotoArgs,
    collections: [C.scans],
    apply: async (args, m) => ({ kind: 'applied', result: await scanWrites(m.tx).attachPhoto(args, await viewer(m)) }),
  }),
];
