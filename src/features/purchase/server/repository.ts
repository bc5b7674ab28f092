import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { ScopeTarget } from '../../../server/identity/data-scope';
import type { PurchaseListQuery, PurchaseRow } from '../contract';
import type { BizPurchaseTable } from './tables';

export type PurchaseDbRow = Selectable<BizPurchaseTable>;

/** How the 采购计划登记 menu's data scope reads a request: the applying department, the creator, named fields. */
export const PURCHASE_SCOPE: ScopeTarget = {
  org: (ids) => sql<SqlBool>`${sql.ref('bizPurchase.applDeptId')} in (${sql.join(ids)})`,
  user: 'bizPurchase.creatorUserId',
  fields: { applDeptId: 'bizPurchase.applDeptId', useUserId: 'bizPurchase.useUserId', creatorUserId: 'bizPurchase.creatorUserId' },
};

const time = (v: number | null) => (v === null ? null : Number(v));

export const rowOf = (r: PurchaseDbRow): PurchaseRow => ({
  id: r.id, purchaseNo: r.purchaseNo, applEntId: r.applEntId, applDeptId: r.applDeptId, useUserId: r.useUserId, reason: r.reason, expectedDate: time(r.expectedDate),
  items: JSON.parse(r.items) as PurchaseRow['items'], totalAmount: Number(r.totalAmount).toFixed(2), files: JSON.parse(r.files) as PurchaseRow['files'],
  description: r.description, status: r.status, flowTaskId: r.flowTaskId, assetPlanId: r.assetPlanId,
  creatorUserId: r.creatorUserId, creatorTime: Number(r.creatorTime), lastModifyTime: time(r.lastModifyTime),
});

/** The rows' names as one searchable text. */
export const itemNamesOf = (items: readonly { itemName: string }[]) => items.map((r) => r.itemName).join('、');

/** The only code that reads and writes bizPurchase. */
export function purchaseRepository(db: Kysely<DB>) {
  const named = () => db.selectFrom('bizPurchase')
    .leftJoin('baseOrganize', 'baseOrganize.id', 'bizPurchase.applDeptId')
    .leftJoin('baseUser', 'baseUser.id', 'bizPurchase.useUserId')
    .selectAll('bizPurchase').select(['baseOrganize.fullName as applDeptName', 'baseUser.realName as useUserName']);

  const filtered = (q: PurchaseListQuery, scope: Expression<SqlBool>) => {
    let query = db.selectFrom('bizPurchase').where(scope);
    if (q.keyword) query = query.where((eb) => eb.or([containsText('bizPurchase.purchaseNo', q.keyword!), containsText('bizPurchase.reason', q.keyword!), containsText('bizPurchase.itemNames', q.keyword!)]));
    if (q.status !== undefined) query = query.where('bizPurchase.status', '=', q.status);
    if (q.applDeptId) query = query.where('bizPurchase.applDeptId', '=', q.applDeptId);
    if (q.from !== undefined) query = query.where('bizPurchase.creatorTime', '>=', q.from);
    if (q.to !== undefined) query = query.where('bizPurchase.creatorTime', '<=', q.to);
    return query;
  };

  return {
    async page(q: PurchaseListQuery, scope: Expression<SqlBool>) {
      const total = Number((await filtered(q, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const ids = filtered(q, scope).select('bizPurchase.id');
      const rows = await named().where('bizPurchase.id', 'in', ids)
        .orderBy(`bizPurchase.${q.sidx ?? 'creatorTime'}`, q.sort).orderBy('bizPurchase.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { total, rows };
    },

    get: (id: string, scope?: Expression<SqlBool>) => {
      let query = named().where('bizPurchase.id', '=', id);
      if (scope) query = query.where(scope);
      return query.executeTakeFirst();
    },

    /** Takes the row for this transaction (bumps its version first; PostgreSQL then holds the row lock). */
    async lock(id: string): Promise<PurchaseDbRow | undefined> {
      const bumped = await db.updateTable('bizPurchase').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', id).executeTakeFirst();
      if (Number(bumped.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('bizPurchase').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert: (row: BizPurchaseTable) => db.insertInto('bizPurchase').values(row).execute(),
    update: (id: string, set: Partial<BizPurchaseTable>) => db.updateTable('bizPurchase').set(set).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('bizPurchase').where('id', '=', id).execute(),
  };
}
