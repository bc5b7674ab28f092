import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { takeBillNumber } from '../../../server/db/bill-numbers';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import type { SeedEnv } from '../../../server/modules/feature-module';
import { CONTRACT_BILL_RULE, CONTRACT_MENU, CONTRACT_STATUS } from '../contract';
import { contractApprovalFlow } from './approval-flow';
import { contractDemoGrants } from './menus';
import { contractRepository } from './repository';
import { CONTRACT_MODULE } from './service';

const DAY = 86_400_000;

interface DemoContract {
  fullName: string; type: string; partyB: string; amount: string; signedDaysAgo: number; months: number;
  /** What happens to it: left a draft, sent, approved, rejected (with the opinion). */
  fate: 'draft' | 'sent' | 'approved' | 'rejected';
  opinion?: string;
  /** Approved contracts: days until the end date (overrides `months`). */
  endsInDays?: number;
}

const CONTRACTS: DemoContract[] = [
  { fullName: '总部办公楼物业服务合同', type: 'service', partyB: '上海安居物业管理有限公司', amount: '360000.00', signedDaysAgo: 2, months: 12, fate: 'draft' },
  { fullName: '信息化设备采购合同（第二批）', type: 'purchase', partyB: '杭州数联科技有限公司', amount: '862500.00', signedDaysAgo: 1, months: 6, fate: 'sent' },
  { fullName: '仓储叉车租赁合同', type: 'service', partyB: '苏州恒力机械租赁有限公司', amount: '96000.00', signedDaysAgo: 340, months: 12, fate: 'approved', opinion: '同意，按期付款', endsInDays: 20 },
  { fullName: '华东仓库扩建工程合同', type: 'purchase', partyB: '江苏建工集团有限公司', amount: '1280000.00', signedDaysAgo: 30, months: 10, fate: 'approved', opinion: '同意' },
  { fullName: '年度广告投放合同', type: 'sale', partyB: '北京星河传媒有限公司', amount: '150000.00', signedDaysAgo: 12, months: 12, fate: 'rejected', opinion: '预算未列入本年度计划，请与财务核对后再提交' },
];

/**
 * 合同管理 on a first start: the approval flow, the office's grants, and contracts in each state —
 * reached through the workflow engine, so each carries its real approval history (ADR 0036).
 */
export async function seedContractDemo(tx: Kysely<DB>, env: SeedEnv): Promise<void> {
  for (const [role, buttons] of contractDemoGrants) await grantModuleToRole(tx, role, CONTRACT_MENU, buttons);
  const users = new Map((await tx.selectFrom('baseUser').select(['id', 'account', 'organizeId']).execute()).map((u) => [u.account, u]));
  const admin = users.get('admin');
  const office = users.get('office');
  if (!admin || !office || !env.flows) return;
  await env.flows.install(tx, contractApprovalFlow(), admin.id);

  const repo = contractRepository(tx);
  const now = Date.now();
  for (const [i, c] of CONTRACTS.entries()) {
    const at = now - (CONTRACTS.length - i) * 3 * 3_600_000;
    const signDate = now - c.signedDaysAgo * DAY;
    const endDate = c.endsInDays !== undefined ? now + c.endsInDays * DAY : signDate + c.months * 30 * DAY;
    const id = newId(at);
    const contractNo = await takeBillNumber(tx, CONTRACT_BILL_RULE, at);
    await repo.insert({
      id, contractNo, fullName: c.fullName, contractType: c.type, partyA: '轻办集团有限公司', partyB: c.partyB, amount: c.amount, signDate, startDate: signDate, endDate,
      ownerUserId: office.id, organizeId: office.organizeId, files: '[]', description: '', status: CONTRACT_STATUS.draft, flowTaskId: null, remindedDays: '[]', version: 0,
      creatorUserId: office.id, creatorTime: at, lastModifyUserId: null, lastModifyTime: null,
    });
    if (c.fate === 'draft') continue;
    const values = { contractNo, fullName: c.fullName, partyA: '轻办集团有限公司', partyB: c.partyB, amount: Number(c.amount), signDate, endDate, description: '' };
    const { taskId } = await env.flows.launch(tx, { module: CONTRACT_MODULE, businessId: id, userId: office.id, formData: values, now: at });
    if (c.fate === 'sent') continue;
    // Every open step decided in turn (the large one has two), as whoever holds it.
    for (let step = 0; step < 3; step++) {
      const row = await repo.get(id);
      if (row?.status !== CONTRACT_STATUS.inApproval) break;
      await env.flows.decide(tx, { taskId, action: c.fate === 'approved' ? 'approve' : 'reject', opinion: c.opinion ?? '', now: at + (step + 1) * 3_600_000 });
    }
  }
}
