import { EPIDEMIC_COLLECTION, EPIDEMIC_MUTATIONS, reportArgs, type ReportArgs } from '@/features/epidemic/contract';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

/**
 * Today's report, written on the device (offline or not): it shows at once, the outbox sends it.
 * Its id is the user's and the day's, so a second report of the day replaces the first everywhere.
 */
export const saveReport = defineMutation<ReportArgs>(EPIDEMIC_MUTATIONS.report, {
  schema: reportArgs,
  touches: (a) => [rowKey(EPIDEMIC_COLLECTION, a.id)],
  applyLocal: async (db, a, ctx) => {
    const table = db.collection(EPIDEMIC_COLLECTION);
    const row = await table.get(a.id);
    const b = a.body;
    await table.put({
      ...row, id: a.id, userId: ctx.userId, reportDate: a.reportDate, temperatureTenths: Math.round(b.temperature * 10), healthState: b.healthState,
      atRiskArea: b.atRiskArea ? 1 : 0, travel: b.travel, note: b.note, creatorTime: row?.creatorTime ?? ctx.now, lastModifyTime: row ? ctx.now : null,
      organizeId: row?.organizeId ?? null,
    });
  },
});
