import { INVESTMENT_COLLECTION, INVESTMENT_MUTATIONS, investmentRemoveArgs, investmentSaveArgs, scaleOf, type InvestmentSaveArgs } from '@/features/investment/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

const touches = (args: { id: string }) => [rowKey(INVESTMENT_COLLECTION, args.id)];

/** A filing saved on the device, offline or not (ADR 0036); with 提交审批 the server sends it for approval on arrival. */
export const saveFiling = defineMutation<InvestmentSaveArgs>(INVESTMENT_MUTATIONS.save, {
  schema: investmentSaveArgs,
  touches,
  applyLocal: async (db, args, ctx) => {
    const table = db.collection(INVESTMENT_COLLECTION);
    const row = await table.get(args.id);
    const stamps = row ? { lastModifyTime: ctx.now } : { filingNo: '', creatorUserId: ctx.userId, creatorTime: ctx.now, lastModifyTime: null, flowTaskId: null, _version: 0 };
    await table.put({ ...row, ...stamps, ...args.body, scale: scaleOf(args.body.totalInvestment), id: args.id, status: args.submit ? 1 : (row?.status ?? 0) });
  },
});

export const removeFiling = defineMutation<{ id: string }>(INVESTMENT_MUTATIONS.remove, {
  schema: investmentRemoveArgs,
  touches,
  applyLocal: async (db, { id }) => {
    await db.collection(INVESTMENT_COLLECTION).delete(id);
  },
});
