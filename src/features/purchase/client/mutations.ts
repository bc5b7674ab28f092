import { centsText, PURCHASE_COLLECTION, PURCHASE_MUTATIONS, PURCHASE_STATUS, purchaseRemoveArgs, purchaseSaveArgs, totalCents, type PurchaseSaveArgs } from '@/features/purchase/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

const touches = (args: { id: string }) => [rowKey(PURCHASE_COLLECTION, args.id)];

/**
 * A request saved on the device, offline or not (ADR 0036): it shows at once with its total (its
 * number comes with the server's copy), the outbox sends it, and with 提交审批 the server sends it
 * for approval on arrival.
 */
export const savePurchase = defineMutation<PurchaseSaveArgs>(PURCHASE_MUTATIONS.save, {
  schema: purchaseSaveArgs,
  touches,
  applyLocal: async (db, args, ctx) => {
    const table = db.collection(PURCHASE_COLLECTION);
    const row = await table.get(args.id);
    const stamps = row ? { lastModifyTime: ctx.now } : { purchaseNo: '', applEntId: null, creatorUserId: ctx.userId, creatorTime: ctx.now, lastModifyTime: null, flowTaskId: null, assetPlanId: null, _version: 0 };
    const status = args.submit ? PURCHASE_STATUS.inApproval : (row?.status ?? PURCHASE_STATUS.draft);
    await table.put({ ...row, ...stamps, ...args.body, totalAmount: centsText(totalCents(args.body.items)), id: args.id, status });
  },
});

export const removePurchase = defineMutation<{ id: string }>(PURCHASE_MUTATIONS.remove, {
  schema: purchaseRemoveArgs,
  touches,
  applyLocal: async (db, { id }) => {
    await db.collection(PURCHASE_COLLECTION).delete(id);
  },
});
