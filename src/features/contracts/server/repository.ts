import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import type { ScopeTarget } from '../../../server/identity/data-scope';
import { CONTRACT_STATUS, type ContractListQuery, type ContractRow } from '../contract';
import type { BizContractTable } from './tables';

export type ContractDbRow = Selectable<BizContractTable>;

/** How the 合同管理 menu's data scope reads a contract: the owner's department, the creator, named fields. */
export const CONTRACT_SCOPE: ScopeTarget = {
  org: (ids) => sql<SqlBool>`${sql.ref('bizContract.organizeId')} in (${sql.join(ids)})`,
  user: 'bizContract.creatorUserId',
  fields: { ownerUserId: 'bizContract.ownerUserId', organizeId: 'bizContract.organizeId', creatorUserId: 'bizContract.creatorUserId', contractType: 'bizContract.contractType' },
};

/** numeric(14,2) comes back as '1234.50' from PostgreSQL and 1234.5 from SQLite: one text for both. */
export const amountText = (v: string | number): string => Number(v).toFixed(2);

export const rowOf = (r: ContractDbRow): ContractRow => ({
  id: r.id, contractNo: r.contractNo, fullName: r.fullName, contractType: r.contractType, partyA: r.partyA, partyB: r.partyB, amount: amountText(r.amount),
  signDate: Number(r.signDate), startDate: Number(r.startDate), endDate: Number(r.endDate), ownerUserId: r.ownerUserId, organizeId: r.organizeId,
  files: JSON.parse(r.files) as ContractRow['files'], description: r.description, status: r.status, flowTaskId: r.flowTaskId,
  creatorUserId: r.creatorUserId, creatorTime: Number(r.creatorTime), lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
});

const DAY = 86_400_000;

/** The only code that reads and writes bizContract. */
export function contractRepository(db: Kysely<DB>) {
  const filtered = (q: ContractListQuery, scope: Expression<SqlBool>, now: number) => {
    let query = db.selectFrom('bizContract').where(scope);
    if (q.keyword) query = query.where((eb) => eb.or([containsText('bizContract.fullName', q.keyword!), containsText('bizContract.contractNo', q.keyword!), containsText('bizContract.partyB', q.keyword!)]));
    if (q.status !== undefined) query = query.where('bizContract.status', '=', q.status);
    if (q.contractType) query = query.where('bizContract.contractType', '=', q.contractType);
    if (q.signFrom !== undefined) query = query.where('bizContract.signDate', '>=', q.signFrom);
    if (q.signTo !== undefined) query = query.where('bizContract.signDate', '<=', q.signTo);
    if (q.expiringDays !== undefined) query = query.where('bizContract.endDate', '>=', now).where('bizContract.endDate', '<=', now + q.expiringDays * DAY);
    return query;
  };

  return {
    async page(q: ContractListQuery, scope: Expression<SqlBool>, now: number) {
      const base = filtered(q, scope, now);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.leftJoin('baseUser', 'baseUser.id', 'bizContract.ownerUserId').selectAll('bizContract').select('baseUser.realName as ownerName')
        .orderBy(`bizContract.${q.sidx ?? 'creatorTime'}`, q.sort).orderBy('bizContract.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { total, rows };
    },

    get: (id: string, scope?: Expression<SqlBool>) => {
      let query = db.selectFrom('bizContract').leftJoin('baseUser', 'baseUser.id', 'bizContract.ownerUserId').selectAll('bizContract').select('baseUser.realName as ownerName').where('bizContract.id', '=', id);
      if (scope) query = query.where(scope);
      return query.executeTakeFirst();
    },

    /** Takes the row for this transaction (bumps its version first; PostgreSQL then holds the row lock). */
    async lock(id: string): Promise<ContractDbRow | undefined> {
      const bumped = await db.updateTable('bizContract').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', id).executeTakeFirst();
      if (Number(bumped.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('bizContract').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert: (row: BizContractTable) => db.insertInto('bizContract').values(row).execute(),
    update: (id: string, set: Partial<BizContractTable>) => db.updateTable('bizContract').set(set).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('bizContract').where('id', '=', id).execute(),

    /** Approved contracts ending between now and `until` (the reminder job). */
    endingBy: (now: number, until: number) =>
      db.selectFrom('bizContract').selectAll().where('status', '=', CONTRACT_STATUS.approved).where('endDate', '>=', now).where('endDate', '<=', until).orderBy('endDate').orderBy('id').execute(),

    async figures(scope: Expression<SqlBool>, now: number, only: { userId?: string | undefined; type?: string | undefined } = {}) {
      let query = db.selectFrom('bizContract').where(scope);
      if (only.userId) query = query.where((eb) => eb.or([eb('bizContract.ownerUserId', '=', only.userId!), eb('bizContract.creatorUserId', '=', only.userId!)]));
      if (only.type) query = query.where('bizContract.contractType', '=', only.type);
      const rows = await query.select(['status', 'endDate', 'amount']).execute();
      let approvedCents = 0;
      for (const r of rows) if (r.status === CONTRACT_STATUS.approved) approvedCents += Math.round(Number(r.amount) * 100);
      return {
        total: rows.length,
        inApproval: rows.filter((r) => r.status === CONTRACT_STATUS.inApproval).length,
        approved: rows.filter((r) => r.status === CONTRACT_STATUS.approved).length,
        expiringSoon: rows.filter((r) => r.status === CONTRACT_STATUS.approved && Number(r.endDate) >= now && Number(r.endDate) <= now + 30 * DAY).length,
        approvedAmount: (approvedCents / 100).toFixed(2),
      };
    },

  };
}
export type ContractRepository = ReturnType<typeof contractRepository>;
