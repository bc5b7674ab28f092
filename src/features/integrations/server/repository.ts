import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import type { SyncLogQuery, Vendor } from '../contract';
import type { BaseIntegrationConfigTable, BaseIntegrationLogTable } from './tables';

export type ConfigRow = Selectable<BaseIntegrationConfigTable>;
export type LocalType = 'organize' | 'user';

/** The only code that reads and writes the integration tables (and reads the organisation for a sync). */
export function integrationRepository(db: Kysely<DB>) {
  return {
    config: (vendor: Vendor) => db.selectFrom('baseIntegrationConfig').selectAll().where('vendor', '=', vendor).executeTakeFirst(),
    enabledConfigs: () => db.selectFrom('baseIntegrationConfig').selectAll().where('enabled', '=', 1).execute(),

    async saveConfig(vendor: Vendor, values: Omit<BaseIntegrationConfigTable, 'vendor' | 'creatorUserId' | 'creatorTime' | 'lastModifyUserId' | 'lastModifyTime'>, userId: string, now: number) {
      const exists = await db.selectFrom('baseIntegrationConfig').select('vendor').where('vendor', '=', vendor).executeTakeFirst();
      if (exists) await db.updateTable('baseIntegrationConfig').set({ ...values, lastModifyUserId: userId, lastModifyTime: now }).where('vendor', '=', vendor).execute();
      else await db.insertInto('baseIntegrationConfig').values({ vendor, ...values, creatorUserId: userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null }).execute();
    },

    /** Our ids → vendor ids of one kind. */
    async mappings(vendor: Vendor, localType: LocalType, localIds?: readonly string[]): Promise<Map<string, string>> {
      if (localIds && localIds.length === 0) return new Map();
      let q = db.selectFrom('baseIntegrationMapping').select(['localId', 'remoteId']).where('vendor', '=', vendor).where('localType', '=', localType);
      if (localIds) q = q.where('localId', 'in', [...localIds]);
      return new Map((await q.execute()).map((r) => [r.localId, r.remoteId]));
    },

    /** One accepted item: its mapping row written or moved, in one statement. */
    async map(vendor: Vendor, localType: LocalType, localId: string, remoteId: string, now: number) {
      await db.insertInto('baseIntegrationMapping').values({ id: newId(now), vendor, localType, localId, remoteId, syncTime: now })
        .onConflict((oc) => oc.columns(['vendor', 'localType', 'localId']).doUpdateSet({ remoteId, syncTime: now })).execute();
    },

    /** Enabled organisations, parents before children (by depth of the id path, then sort code). */
    async organisations() {
      const rows = await db.selectFrom('baseOrganize').select(['id', 'parentId', 'fullName', 'sortCode', 'organizeIdTree']).where('enabledMark', '=', 1).execute();
      const depth = (tree: string) => tree.split(',').filter(Boolean).length;
      return rows.sort((a, b) => depth(a.organizeIdTree) - depth(b.organizeIdTree) || a.sortCode - b.sortCode || a.id.localeCompare(b.id));
    },

    enabledUsers: () =>
      db.selectFrom('baseUser').leftJoin('basePosition', 'basePosition.id', 'baseUser.positionId')
        .select(['baseUser.id', 'baseUser.account', 'baseUser.realName', 'baseUser.mobilePhone', 'baseUser.email', 'baseUser.organizeId', 'basePosition.fullName as position'])
        .where('baseUser.enabledMark', '=', 1).orderBy('baseUser.sortCode').orderBy('baseUser.id').execute(),

    /** Which of these users are enabled (a push goes to enabled people only). */
    async enabledOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return (await db.selectFrom('baseUser').select('id').where('id', 'in', [...userIds]).where('enabledMark', '=', 1).execute()).map((r) => r.id);
    },

    async log(row: Omit<BaseIntegrationLogTable, 'id'>) {
      const id = newId(row.creatorTime);
      await db.insertInto('baseIntegrationLog').values({ id, ...row }).execute();
      return id;
    },

    async logPage(q: SyncLogQuery) {
      let base = db.selectFrom('baseIntegrationLog');
      if (q.vendor) base = base.where('baseIntegrationLog.vendor', '=', q.vendor);
      if (q.kind) base = base.where('baseIntegrationLog.kind', '=', q.kind);
      if (q.failedOnly !== undefined) base = q.failedOnly === 1 ? base.where((eb) => eb.or([eb('baseIntegrationLog.success', '=', 0), eb('baseIntegrationLog.failed', '>', 0)])) : base.where('baseIntegrationLog.success', '=', 1).where('baseIntegrationLog.failed', '=', 0);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.leftJoin('baseUser', 'baseUser.id', 'baseIntegrationLog.creatorUserId').selectAll('baseIntegrationLog').select('baseUser.realName as userName')
        .orderBy('baseIntegrationLog.creatorTime', q.sort).orderBy('baseIntegrationLog.id', q.sort)
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { total, rows };
    },
  };
}
export type IntegrationRepository = ReturnType<typeof integrationRepository>;
