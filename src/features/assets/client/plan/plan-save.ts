import type { PlanUpdateResult } from '@/features/assets/contract';
import { currentDb } from '@/sync/db';
import { assetsApi } from '../api/assets-api';
import { logAssetFailure } from '../api/quiet';
import { changeLogBody, changeLogFromDraft, type PlanDraft } from './plan-draft';

const nameOf = (row: Record<string, unknown> | undefined, ...fields: string[]): string => {
  for (const f of fields) if (typeof row?.[f] === 'string' && row[f]) return row[f] as string;
  return '';
};

/** Names the draft does not know (a picker hands back ids only), from the directory on the device. */
async function withNames(draft: PlanDraft): Promise<PlanDraft> {
  const db = currentDb();
  if (!db) return draft;
  const [ent, dept, user] = await Promise.all([
    draft.applEntId ? db.organizes.get(draft.applEntId) : undefined,
    draft.applDeptId ? db.organizes.get(draft.applDeptId) : undefined,
    draft.useUserId ? db.users.get(draft.useUserId) : undefined,
  ]);
  return {
    ...draft,
    applEntName: nameOf(ent, 'fullName') || draft.applEntName,
    applDeptName: nameOf(dept, 'fullName') || draft.applDeptName,
    useUserName: nameOf(user, 'realName', 'fullName') || draft.useUserName,
  };
}

/**
 * After a successful update: POST …/log/creatorLog with the §3 change payload of the plan as saved
 * (read back, so names and row ids are the server's). Failures are only logged (SPEC §8).
 */
export async function writeChangeLog(saved: PlanUpdateResult, draft: PlanDraft): Promise<void> {
  let body;
  try {
    body = changeLogBody(saved.logId, await assetsApi.planDetail(saved.id));
  } catch {
    body = changeLogFromDraft(saved.logId, await withNames(draft));
  }
  await assetsApi.creatorLog(body).catch((error: unknown) => logAssetFailure('plan change log', error));
}
