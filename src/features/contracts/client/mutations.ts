import { CONTRACT_COLLECTION, CONTRACT_MUTATIONS, CONTRACT_STATUS, contractRemoveArgs, contractSaveArgs, type ContractSaveArgs } from '@/features/contracts/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

const touches = (args: { id: string }) => [rowKey(CONTRACT_COLLECTION, args.id)];

/**
 * A contract saved on the device, offline or not (ADR 0036): it shows at once (its number comes with
 * the server's copy), the outbox sends it, and with 提交审批 the server sends it for approval on arrival.
 */
export const saveContract = defineMutation<ContractSaveArgs>(CONTRACT_MUTATIONS.save, {
  schema: contractSaveArgs,
  touches,
  applyLocal: async (db, args, ctx) => {
    const table = db.collection(CONTRACT_COLLECTION);
    const row = await table.get(args.id);
    const stamps = row ? { lastModifyTime: ctx.now } : { contractNo: '', creatorUserId: ctx.userId, creatorTime: ctx.now, lastModifyTime: null, organizeId: null, flowTaskId: null, _version: 0 };
    const status = args.submit ? CONTRACT_STATUS.inApproval : (row?.status ?? CONTRACT_STATUS.draft);
    await table.put({ ...row, ...stamps, ...args.body, id: args.id, status });
  },
});

export const removeContract = defineMutation<{ id: string }>(CONTRACT_MUTATIONS.remove, {
  schema: contractRemoveArgs,
  touches,
  applyLocal: async (db, { id }) => {
    await db.collection(CONTRACT_COLLECTION).delete(id);
  },
});
