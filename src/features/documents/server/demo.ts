import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import type { SeedEnv } from '../../../server/modules/feature-module';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { DOC_STATUS } from '../contract';
import { docApprovalFlow } from './approval-flow';
import { docDemoGrants } from './menus';
import { DEMO_DOCS, type DemoDoc } from './demo-docs';
import { receiptRepository } from './receipt-repository';
import { releaseIn, relayIn } from './release';
import { docRepository } from './repository';
import { sendIn } from './service';

const HOUR = 3_600_000;

type Users = Map<string, { id: string; organizeId: string | null }>;

/** Released, read by some, relayed along a chain (wh01 → wh02 → assetadmin), as the routes would do it. */
async function releaseDemo(tx: Kysely<DB>, d: DemoDoc, id: string, users: Users, senderId: string, at: number) {
  const orgs = await tx.selectFrom('baseOrganize').select('id').where('enCode', 'in', d.releaseTo ?? []).execute();
  const recipients = await releaseIn(tx, (await docRepository(tx).lock(id))!, { organizeIds: orgs.map((o) => o.id), roleIds: [], userIds: [] }, senderId, at);
  const receipts = receiptRepository(tx);
  for (const [i, userId] of recipients.entries()) if (i % 3 !== 2) await receipts.markRead(id, userId, at + (i + 1) * 600_000);
  let from = users.get(d.relayChain?.[0] ?? '');
  for (const [step, account] of (d.relayChain ?? []).slice(1).entries()) {
    const to = users.get(account);
    if (!to || !from) return;
    await relayIn(tx, id, from.id, [to.id], at + (step + 2) * HOUR);
    if (step === 0) await receipts.sign(id, to.id, at + (step + 3) * HOUR);
    from = to;
  }
}

/**
 * 公文管理 on a first start: the approval flow, the grants, and documents in each state — a draft,
 * one in approval, one approved (with its 文号) and not released, one released to two departments,
 * partly read and relayed along a chain of two. Reached through the engine and the release and relay
 * of the routes, so each carries its real history. Messages are not sent: the demo has no bell to ring.
 */
export async function seedDocumentDemo(tx: Kysely<DB>, env: SeedEnv): Promise<void> {
  for (const [role, menu, buttons] of docDemoGrants) await grantModuleToRole(tx, role, menu, buttons);
  const users: Users = new Map((await tx.selectFrom('baseUser').select(['id', 'account', 'organizeId']).execute()).map((u) => [u.account, u]));
  const admin = users.get('admin');
  const office = users.get('office');
  if (!admin || !office || !env.flows) return;
  await env.flows.install(tx, docApprovalFlow(), admin.id);

  const repo = docRepository(tx);
  const now = Date.now();
  for (const [i, d] of DEMO_DOCS.entries()) {
    const at = now - (DEMO_DOCS.length - i) * 26 * HOUR;
    const id = newId(at);
    await repo.insert({
      id, docNo: null, title: d.title, issuingOrg: '轻办示范集团', secretLevel: d.secretLevel, urgency: d.urgency, mainTo: d.mainTo, copyTo: d.copyTo,
      bodyHtml: sanitizeRichText(d.bodyHtml), fileIds: '[]', status: DOC_STATUS.draft, flowTaskId: null, organizeId: office.organizeId, releasedAt: null, releasedUserId: null,
      recipientsJson: null, version: 0, creatorUserId: office.id, creatorTime: at, lastModifyUserId: null, lastModifyTime: null,
    });
    if (d.fate === 'draft') continue;
    const { taskId } = await sendIn(tx, env.flows, (await repo.lock(id))!, office.id, at + HOUR);
    if (d.fate === 'sent') continue;
    await env.flows.decide(tx, { taskId, action: 'approve', opinion: '同意签发', now: at + 2 * HOUR });
    if ((await repo.get(id))?.status !== DOC_STATUS.approved || d.fate === 'approved') continue;
    await releaseDemo(tx, d, id, users, office.id, at + 3 * HOUR);
  }
}
