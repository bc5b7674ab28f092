import type { Kysely } from 'kysely';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import { reportDayOf, reportIdOf, type HealthState } from '../contract';
import { epidemicDemoGrants } from './menus';

const DAY = 86_400_000;

interface DemoReport { account: string; daysAgo: number; t: number; health: HealthState; risk?: boolean; travel?: string; note?: string }

/** A few people's last days; today only some have reported, so the department view has someone missing. */
const REPORTS: DemoReport[] = [
  { account: 'office', daysAgo: 0, t: 36.5, health: 'healthy' },
  { account: 'office', daysAgo: 1, t: 36.6, health: 'healthy' },
  { account: 'office', daysAgo: 2, t: 36.4, health: 'healthy', travel: '上海—杭州（出差）' },
  { account: 'wh01', daysAgo: 0, t: 37.6, health: 'symptom', note: '轻微咳嗽，已居家休息' },
  { account: 'wh01', daysAgo: 1, t: 36.8, health: 'healthy' },
  { account: 'assetadmin', daysAgo: 1, t: 36.3, health: 'healthy', risk: true, travel: '途经中风险地区，已做核酸检测' },
  { account: 'assetadmin', daysAgo: 2, t: 36.5, health: 'healthy' },
  { account: 'wh02', daysAgo: 2, t: 36.7, health: 'isolated', note: '密接人员，居家隔离观察第3天' },
];

/** 每日健康打卡 on a first start: grants, and recent reports of a few demo people. */
export async function seedEpidemicDemo(tx: Kysely<DB>): Promise<void> {
  for (const [role, menu] of epidemicDemoGrants) await grantModuleToRole(tx, role, menu, []);
  const users = new Map((await tx.selectFrom('baseUser').select(['id', 'account', 'organizeId']).execute()).map((u) => [u.account, u]));
  const now = Date.now();
  for (const r of REPORTS) {
    const user = users.get(r.account);
    if (!user) continue;
    const at = now - r.daysAgo * DAY;
    const day = reportDayOf(at);
    await tx.insertInto('bizEpidemicReport').values({
      id: reportIdOf(user.id, day), userId: user.id, organizeId: user.organizeId, reportDate: day, temperatureTenths: Math.round(r.t * 10), healthState: r.health,
      atRiskArea: r.risk ? 1 : 0, travel: r.travel ?? '', note: r.note ?? '', creatorUserId: user.id, creatorTime: at, lastModifyUserId: null, lastModifyTime: null,
    }).execute();
  }
}
