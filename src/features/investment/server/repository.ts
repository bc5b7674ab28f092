import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/query-helpers';
import type { ScopeTarget } from '../../../server/identity/data-scope';
import { INVESTMENT_STATUS, type InvestmentListQuery, type InvestmentRow } from '../contract';
import type { BizInvestmentTable } from './tables';

export type InvestmentDbRow = Selectable<BizInvestmentTable>;

/** How the 投资备案 menu's data scope reads a filing: its investing unit, its creator, named fields. */
export const INVESTMENT_SCOPE: ScopeTarget = {
  org: (ids) => sql<SqlBool>`${sql.ref('bizInvestment.unitId')} in (${sql.join(ids)})`,
  user: 'bizInvestment.creatorUserId',
  fields: { unitId: 'bizInvestment.unitId', ownerUserId: 'bizInvestment.ownerUserId', creatorUserId: 'bizInvestment.creatorUserId', industry: 'bizInvestment.industry' },
};

const wan = (v: string | number) => Number(v).toFixed(2);

export const investmentOf = (r: InvestmentDbRow): InvestmentRow => ({
  id: r.id, filingNo: r.filingNo, projectName: r.projectName, industry: r.industry, scale: r.scale === 'above' ? 'above' : 'small', unitId: r.unitId, location: r.location,
  totalInvestment: wan(r.totalInvestment), selfFunds: wan(r.selfFunds), loanFunds: wan(r.loanFunds), otherFunds: wan(r.otherFunds),
  startDate: Number(r.startDate), endDate: Number(r.endDate), ownerUserId: r.ownerUserId, contactPhone: r.contactPhone, overview: r.overview,
  files: JSON.parse(r.files) as InvestmentRow['files'], status: r.status, flowTaskId: r.flowTaskId, creatorUserId: r.creatorUserId,
  creatorTime: Number(r.creatorTime), lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
});

/** The only code that reads and writes bizInvestment. */
export function investmentRepository(db: Kysely<DB>) {
  const named = () => db.selectFrom('bizInvestment')
    .leftJoin('baseUser', 'baseUser.id', 'bizInvestment.ownerUserId').leftJoin('baseOrganize', 'baseOrganize.id', 'bizInvestment.unitId')
    .selectAll('bizInvestment').select(['baseUser.realName as ownerName', 'baseOrganize.fullName as unitName']);
  return {
    async page(q: InvestmentListQuery, scope: Expression<SqlBool>) {
      let base = db.selectFrom('bizInvestment').where(scope);
      if (q.keyword) base = base.where((eb) => eb.or([containsText('bizInvestment.projectName', q.keyword!), containsText('bizInvestment.filingNo', q.keyword!), containsText('bizInvestment.location', q.keyword!)]));
      if (q.status !== undefined) base = base.where('bizInvestment.status', '=', q.status);
      if (q.scale) base = base.where('bizInvestment.scale', '=', q.scale);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const ids = base.select('bizInvestment.id');
      const rows = await named().where('bizInvestment.id', 'in', ids)
        .orderBy(`bizInvestment.${q.sidx ?? 'creatorTime'}`, q.sort).orderBy('bizInvestment.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { total, rows };
    },
    get: (id: string, scope?: Expression<SqlBool>) => {
      let query = named().where('bizInvestment.id', '=', id);
      if (scope) query = query.where(scope);
      return query.executeTakeFirst();
    },
    /** Takes the row for this transaction (bumps its version; PostgreSQL then holds the row lock). */
    async lock(id: string): Promise<InvestmentDbRow | undefined> {
      const bumped = await db.updateTable('bizInvestment').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', id).executeTakeFirst();
      if (Number(bumped.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('bizInvestment').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insert: (row: BizInvestmentTable) => db.insertInto('bizInvestment').values(row).execute(),
    update: (id: string, set: Partial<BizInvestmentTable>) => db.updateTable('bizInvestment').set(set).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('bizInvestment').where('id', '=', id).execute(),

    /** The workbench's project figures: counts by state and the filed total (万元). */
    async figures(scope: Expression<SqlBool>, userId?: string) {
      let query = db.selectFrom('bizInvestment').where(scope);
      if (userId) query = query.where((eb) => eb.or([eb('bizInvestment.ownerUserId', '=', userId), eb('bizInvestment.creatorUserId', '=', userId)]));
      const rows = await query.select(['status', 'scale', 'totalInvestment']).execute();
      const filed = rows.filter((r) => r.status === INVESTMENT_STATUS.approved);
      return {
        total: rows.length,
        inApproval: rows.filter((r) => r.status === INVESTMENT_STATUS.inApproval).length,
        filed: filed.length,
        aboveScale: filed.filter((r) => r.scale === 'above').length,
        filedInvestment: (filed.reduce((s, r) => s + Math.round(Number(r.totalInvestment) * 100), 0) / 100).toFixed(2),
      };
    },
  };
}
