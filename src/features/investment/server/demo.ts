import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { takeBillNumber } from '../../../server/db/bill-numbers';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import type { SeedEnv } from '../../../server/modules/feature-module';
import { INVESTMENT_BILL_RULE, INVESTMENT_MENU, scaleOf } from '../contract';
import { investmentApprovalFlow } from './approval-flow';
import { investmentDemoGrants } from './menus';
import { investmentRepository } from './repository';
import { INVESTMENT_MODULE } from './service';

const DAY = 86_400_000;
type Fate = 'draft' | 'sent' | 'approved' | 'rejected';
/** [project, industry, location, total, self, loan, other (万元), starts in days, months, fate, opinion]. */
const FILINGS: [string, string, string, string, string, string, string, number, number, Fate, string][] = [
  ['华东仓库屋面光伏改造', 'C39', '上海市嘉定区', '380.00', '380.00', '0.00', '0.00', 40, 6, 'draft', ''],
  ['智能仓储分拣线建设', 'I65', '江苏省苏州市', '1250.00', '450.00', '800.00', '0.00', 60, 10, 'sent', ''],
  ['冷链配送中心扩建', 'F51', '浙江省杭州市', '6800.00', '2800.00', '3500.00', '500.00', -30, 18, 'approved', '同意备案'],
  ['办公楼节能改造', 'C36', '上海市徐汇区', '260.00', '260.00', '0.00', '0.00', 15, 4, 'rejected', '节能测算依据不足，请补充第三方评估后再报'],
];

/** 投资备案 on a first start: the flow, the grants, and 王磊's filings in each state through the engine (ADR 0036). */
export async function seedInvestmentDemo(tx: Kysely<DB>, env: SeedEnv): Promise<void> {
  for (const [role, buttons] of investmentDemoGrants) await grantModuleToRole(tx, role, INVESTMENT_MENU, buttons);
  const users = new Map((await tx.selectFrom('baseUser').select(['id', 'account', 'organizeId', 'mobilePhone']).execute()).map((u) => [u.account, u]));
  const admin = users.get('admin');
  const filer = users.get('assetadmin');
  const unit = await tx.selectFrom('baseOrganize').select('id').where('enCode', '=', 'EC').executeTakeFirst();
  if (!admin || !filer || !unit || !env.flows) return;
  await env.flows.install(tx, investmentApprovalFlow(), admin.id);
  const repo = investmentRepository(tx);
  const now = Date.now();
  for (const [i, [projectName, industry, location, total, self, loan, other, startsIn, months, fate, opinion]] of FILINGS.entries()) {
    const at = now - (FILINGS.length - i) * 5 * 3_600_000;
    const id = newId(at);
    const filingNo = await takeBillNumber(tx, INVESTMENT_BILL_RULE, at);
    const startDate = now + startsIn * DAY;
    const row = {
      projectName, industry, scale: scaleOf(total), unitId: unit.id, location, totalInvestment: total, selfFunds: self, loanFunds: loan, otherFunds: other,
      startDate, endDate: startDate + months * 30 * DAY, ownerUserId: filer.id, contactPhone: filer.mobilePhone ?? '13800000002', overview: `${projectName}项目，建设地点${location}。`, files: '[]',
    };
    await repo.insert({ id, filingNo, ...row, status: 0, flowTaskId: null, version: 0, creatorUserId: filer.id, creatorTime: at, lastModifyUserId: null, lastModifyTime: null });
    if (fate === 'draft') continue;
    const { taskId } = await env.flows.launch(tx, { module: INVESTMENT_MODULE, businessId: id, userId: filer.id, formData: { ...row, filingNo, totalInvestment: Number(total) }, now: at });
    if (fate === 'sent') continue;
    for (let step = 1; step <= 3 && (await repo.get(id))?.status === 1; step++) {
      await env.flows.decide(tx, { taskId, action: fate === 'approved' ? 'approve' : 'reject', opinion, now: at + step * 3_600_000 });
    }
  }
}
