import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { EXPECTED_ITEM_STATUSES, STOCKTAKE_MSG as MSG } from '../contract';
import { viewerOf } from './access';
import { stocktakeRepository } from './repository';

/** The register's log rows (the assets feature's table), written here when a stocktake's proposals are applied. */
type FaItemLogTable = DB['faItemLog'];

const LOST = '5';
const CHUNK = 500;
const stillThere = (status: string) => (EXPECTED_ITEM_STATUSES as readonly string[]).includes(status);

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * The proposals of a completed stocktake, applied in one transaction after the administrator
 * confirmed: missing items become 丢失 with a `lose` log row; moved items go where they were found
 * (location, and unit/department when the winning scan named others) with a `change` log row, their
 * status kept. Items lost or scrapped since the snapshot are left alone (`skipped`).
 */
export async function applyStocktake(db: Kysely<DB>, auth: AuthContext, id: string) {
  if (!(await viewerOf(db, auth)).admin) throw fail.forbidden(MSG.adminOnly);
  return db.transaction().execute(async (tx) => {
    const repo = stocktakeRepository(tx);
    const stocktake = await repo.find(id, 'update');
    if (!stocktake) throw fail.notFound(MSG.notFound);
    if (stocktake.status === 'applied') throw fail.badRequest(MSG.alreadyApplied);
    if (stocktake.status !== 'completed') throw fail.badRequest(MSG.applyNotCompleted);

    const proposals = await tx
      .selectFrom('stStocktakeItem as i')
      .leftJoin('stStocktakeScan as s', 's.id', 'i.firstScanId')
      .select(['i.itemId', 'i.result', 'i.foundLocation', 's.entId', 's.deptId'])
      .where('i.stocktakeId', '=', id)
      .where((eb) => eb.or([eb('i.result', 'is', null), eb('i.result', '=', 'moved')]))
      .execute();
    const items = new Map<string, { id: string; status: string; nowEntId: string | null; nowEntName: string | null; nowDeptId: string | null; nowDeptName: string | null; nowUserId: string | null; nowUserName: string | null; location: string | null }>();
    for (const part of chunks(proposals.map((p) => p.itemId))) {
      const rows = await tx.selectFrom('faItem').select(['id', 'status', 'nowEntId', 'nowEntName', 'nowDeptId', 'nowDeptName', 'nowUserId', 'nowUserName', 'location']).where('id', 'in', part).execute();
      for (const r of rows) items.set(r.id, r);
    }
    const orgIds = [...new Set(proposals.flatMap((p) => [p.entId, p.deptId]).filter((x): x is string => !!x))];
    const orgNames = new Map(orgIds.length ? (await tx.selectFrom('baseOrganize').select(['id', 'fullName']).where('id', 'in', orgIds).execute()).map((o) => [o.id, o.fullName]) : []);

    const now = Date.now();
    const logs: FaItemLogTable[] = [];
    const lost: string[] = [];
    let moved = 0;
    let skipped = 0;
    const log = (itemId: string, kind: 'lose' | 'change', at: Omit<FaItemLogTable, 'id' | 'itemId' | 'kind' | 'remark' | 'operatorId' | 'operatorName' | 'createAt'>, remark: string) =>
      logs.push({ id: newId(), itemId, kind, ...at, remark, operatorId: auth.userId, operatorName: auth.realName, createAt: now });

    for (const p of proposals) {
      const item = items.get(p.itemId);
      if (!item || !stillThere(item.status)) {
        skipped++;
        continue;
      }
      const who = { entId: item.nowEntId, entName: item.nowEntName, deptId: item.nowDeptId, deptName: item.nowDeptName, userId: item.nowUserId, userName: item.nowUserName };
      if (p.result === null) {
        lost.push(item.id);
        log(item.id, 'lose', { ...who, status: LOST }, `${MSG.lostRemark}${stocktake.name}`);
        continue;
      }
      const entId = p.entId && orgNames.has(p.entId) ? p.entId : item.nowEntId;
      const deptId = p.deptId && orgNames.has(p.deptId) ? p.deptId : item.nowDeptId;
      const to = {
        location: p.foundLocation || item.location,
        nowEntId: entId, nowEntName: entId === item.nowEntId ? item.nowEntName : orgNames.get(entId!)!,
        nowDeptId: deptId, nowDeptName: deptId === item.nowDeptId ? item.nowDeptName : orgNames.get(deptId!)!,
      };
      await tx.updateTable('faItem').set({ ...to, lastModifyTime: now }).where('id', '=', item.id).execute();
      const where = to.location ? `，位置：${to.location}` : '';
      log(item.id, 'change', { ...who, entId: to.nowEntId, entName: to.nowEntName, deptId: to.nowDeptId, deptName: to.nowDeptName, status: item.status }, `${MSG.movedRemark}${stocktake.name}${where}`);
      moved++;
    }
    for (const part of chunks(lost)) await tx.updateTable('faItem').set({ status: LOST, lastModifyTime: now }).where('id', 'in', part).execute();
    for (const part of chunks(logs)) await tx.insertInto('faItemLog').values(part).execute();
    await tx.updateTable('stStocktake').set({ status: 'applied', appliedAt: now }).where('id', '=', id).execute();
    return { lost: lost.length, moved, skipped, counts: await repo.counts(id) };
  });
}
