import { onlineRemoveArgs, onlineSaveArgs, ONLINE_COLLECTIONS, type OnlineRemoveArgs, type OnlineSaveArgs } from '@/features/visualdev/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

const touches = (args: { id: string }) => [rowKey(ONLINE_COLLECTIONS.records, args.id)];

/**
 * 在线开发 records written on the device, offline or not (ADR 0033): the record shows at once, the
 * outbox sends it, and the server checks it against the released schema again.
 */
export const saveOnlineRecord = defineMutation<OnlineSaveArgs>('onlineRecord.save', {
  schema: onlineSaveArgs,
  touches,
  applyLocal: async (db, args, ctx) => {
    const table = db.collection(ONLINE_COLLECTIONS.records);
    const row = await table.get(args.id);
    const stamps = row ? { lastModifyUserId: ctx.userId, lastModifyTime: ctx.now } : { creatorUserId: ctx.userId, creatorTime: ctx.now, lastModifyUserId: null, lastModifyTime: null };
    await table.put({ ...(row ?? { id: args.id, _version: 0 }), ...stamps, id: args.id, modelId: args.modelId, data: args.data });
  },
});

export const removeOnlineRecord = defineMutation<OnlineRemoveArgs>('onlineRecord.remove', {
  schema: onlineRemoveArgs,
  touches,
  applyLocal: async (db, { id }) => {
    await db.collection(ONLINE_COLLECTIONS.records).delete(id);
  },
});
