import type { ServerContext } from '../../../server/context';
import type { ServerJob } from '../../../server/jobs/server-job';
import { CONTRACT_REMIND_DAYS } from '../contract';
import { contractRepository } from './repository';

const DAY = 86_400_000;
const dateText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Approved contracts whose end date is 30, 7 or 1 days away: a plain message (type 1; type 4 opens an investment, §2) to the owner
 * and the creator, once per threshold — the thresholds sent are kept on the contract.
 */
export async function remindExpiringContracts(ctx: ServerContext, now = Date.now()): Promise<number> {
  const db = ctx.database.db;
  const widest = Math.max(...CONTRACT_REMIND_DAYS);
  let sent = 0;
  for (const c of await contractRepository(db).endingBy(now, now + widest * DAY)) {
    const daysLeft = Math.ceil((Number(c.endDate) - now) / DAY);
    const done = JSON.parse(c.remindedDays) as number[];
    // The nearest threshold reached and not yet sent; a contract approved late skips the wider ones.
    const due = CONTRACT_REMIND_DAYS.filter((d) => daysLeft <= d && !done.includes(d));
    if (due.length === 0) continue;
    const marked = await db.updateTable('bizContract').set({ remindedDays: JSON.stringify([...done, ...due]) })
      .where('id', '=', c.id).where('remindedDays', '=', c.remindedDays).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) continue;
    await ctx.notify.send({
      toUserIds: [...new Set([c.ownerUserId, c.creatorUserId])], type: 1,
      title: `合同「${c.fullName}」（${c.contractNo}）将于${dateText(Number(c.endDate))}到期，还有${Math.max(daysLeft, 0)}天`,
      bodyText: `乙方：${c.partyB}。请及时办理续签或结算。`, sourceId: c.id,
    });
    sent++;
  }
  return sent;
}

export const contractExpiryJob: ServerJob = {
  kind: 'contracts.expiry',
  fullName: '合同到期提醒',
  names: { zhtw: '合同到期提醒', en: 'Contract expiry reminders' },
  description: '每天检查已通过的合同，在到期前30天、7天、1天各提醒负责人一次',
  cron: '0 8 * * *',
  async run(ctx) {
    const sent = await remindExpiringContracts(ctx);
    return `发送到期提醒${sent}条`;
  },
};
