import type { Expression, Kysely, SqlBool } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { PlanMsg, type PlanUpdateInput, type PlanUpdateResult } from '../contract';
import { directory, type AssetPowers } from './directory';
import { directoryRepository } from './directory-repository';
import { planSnapshot } from './plan-log';
import { planRepository } from './plan-repository';
import type { FaPlanDtlTable, FaPlanTable } from './tables';

interface SaveArgs {
  /** Who saves: the change log names them. */
  auth: Pick<AuthContext, 'userId' | 'realName'>;
  input: PlanUpdateInput;
  powers: AssetPowers;
  /** The plan menu's data scope (edits only). */
  scope?: Expression<SqlBool>;
  itemTypes: Map<string, string>;
  /** The save's time (an approval's step time); now by default. */
  now?: number;
}

/** Unit, department and user: real, consistent, and — for all but office users — the caller's own (§5, §6). */
async function checkHead(trx: Kysely<DB>, { input, powers }: SaveArgs) {
  const dir = directory(directoryRepository(trx));
  const { ent, dept, problem } = await dir.checkUnitDept(input.applEntId, input.applDeptId);
  if (problem === 'ent') throw fail.badRequest(PlanMsg.entUnknown);
  if (problem === 'dept') throw fail.badRequest(PlanMsg.deptUnknown);
  if (problem === 'deptNotInEnt') throw fail.badRequest(PlanMsg.deptNotInEnt);
  const user = await dir.user(input.useUserId);
  if (!user || user.enabledMark !== 1) throw fail.badRequest(PlanMsg.userUnknown);
  if (!powers.office) {
    const ownUnits = new Set([...(await dir.unitsOf(powers.orgIds)).values()].filter(Boolean));
    if (!ownUnits.has(input.applEntId)) throw fail.badRequest(PlanMsg.ownEntOnly);
    if (!powers.orgIds.includes(input.applDeptId)) throw fail.badRequest(PlanMsg.ownDeptOnly);
    if (!(await dir.unitsOfUser(user.id)).has(input.applEntId)) throw fail.badRequest(PlanMsg.ownOrgUserOnly);
  }
  return { entName: ent!.fullName, deptName: dept!.fullName, userName: user.realName };
}

/** Rows: known ids only, purchased rows kept with their name and type, quantities not below what was stored. */
function checkRows(input: PlanUpdateInput, existing: FaPlanDtlTable[], itemTypes: Map<string, string>) {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const seen = new Set<string>();
  for (const row of input.dtlList) {
    if (!row.id) continue;
    if (!byId.has(row.id)) throw fail.badRequest(PlanMsg.rowUnknown);
    if (seen.has(row.id)) throw fail.badRequest(PlanMsg.rowDuplicate);
    seen.add(row.id);
  }
  for (const old of existing.filter((r) => r.hasApplNum > 0)) {
    const row = input.dtlList.find((r) => r.id === old.id);
    if (!row) throw fail.badRequest(PlanMsg.rowLockedDelete(old.itemName));
    if (row.itemName !== old.itemName || row.itemType !== old.itemType) throw fail.badRequest(PlanMsg.rowLocked(old.itemName));
    if (row.itemNum < old.hasApplNum) throw fail.badRequest(PlanMsg.itemNumBelowPurchased(old.itemName, old.hasApplNum));
  }
  for (const row of input.dtlList) {
    if (!itemTypes.has(row.itemType)) throw fail.badRequest(PlanMsg.itemTypeUnknown(row.itemType));
  }
}

/** Writes a plan, its rows and a change-log row (the server's snapshot) in the caller's transaction. */
export async function savePlan(trx: Kysely<DB>, args: SaveArgs): Promise<PlanUpdateResult> {
  const { auth, input, itemTypes } = args;
  const repo = planRepository(trx);
  const now = args.now ?? Date.now();
  let existing: FaPlanDtlTable[] = [];
  let old: FaPlanTable | undefined;
  if (input.id) {
    old = await repo.plan(input.id, args.scope, true);
    if (!old) throw fail.notFound(PlanMsg.planNotFound);
    existing = await repo.rows(input.id);
    const locked = existing.some((r) => r.hasApplNum > 0);
    if (locked && (old.applEntId !== input.applEntId || old.applDeptId !== input.applDeptId || old.useUserId !== input.useUserId)) {
      throw fail.badRequest(PlanMsg.headLocked);
    }
  }
  const head = await checkHead(trx, args);
  checkRows(input, existing, itemTypes);

  const planId = old?.id ?? newId(now);
  const values = {
    applEntId: input.applEntId, applEntName: head.entName, applDeptId: input.applDeptId, applDeptName: head.deptName,
    useUserId: input.useUserId, useUserName: head.userName,
  };
  if (old) await repo.updatePlan(planId, { ...values, lastModifyTime: now });
  else await repo.insertPlan({ id: planId, ...values, creatorUserId: auth.userId, creatorTime: now, lastModifyTime: null });

  const kept = new Set(input.dtlList.map((r) => r.id).filter(Boolean));
  const removed = existing.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if ((await repo.deleteUnpurchasedRows(removed)) !== removed.length) throw fail.conflict(PlanMsg.concurrent);
  const fresh: FaPlanDtlTable[] = [];
  for (const [sortCode, row] of input.dtlList.entries()) {
    const typeName = itemTypes.get(row.itemType)!;
    if (row.id) await repo.updateRow(row.id, { itemName: row.itemName, itemType: row.itemType, itemTypeName: typeName, itemNum: row.itemNum, sortCode });
    else fresh.push({ id: newId(now), planId, itemName: row.itemName, itemType: row.itemType, itemTypeName: typeName, itemNum: row.itemNum, hasApplNum: 0, sortCode, creatorTime: now });
  }
  await repo.insertRows(fresh);

  const saved = await repo.plan(planId);
  const snap = planSnapshot(saved!, await repo.rows(planId));
  const logId = newId(now);
  await repo.insertLog({
    id: logId, planId, changeApplJson: JSON.stringify(snap.appl), changeDtlListJson: JSON.stringify(snap.dtl),
    changeUserId: auth.userId, changeUserName: auth.realName, creatorTime: now,
  });
  return { id: planId, logId };
}
