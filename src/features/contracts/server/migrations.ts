import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { CONTRACT_COLLECTION } from '../contract';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('bizContract');
  t = col.id(t);
  t = col.str(t, 'contractNo', 64, true);
  t = col.str(t, 'fullName', 100, true);
  t = col.str(t, 'contractType', 50, true);
  t = col.str(t, 'partyA', 100, true);
  t = col.str(t, 'partyB', 100, true);
  t = t.addColumn('amount', 'numeric(14, 2)', (c) => c.notNull());
  t = col.time(t, 'signDate', true);
  t = col.time(t, 'startDate', true);
  t = col.time(t, 'endDate', true);
  t = col.ref(t, 'ownerUserId', true);
  t = col.ref(t, 'organizeId');
  t = col.text(t, 'files', true);
  t = col.str(t, 'description', 500, true);
  t = col.int(t, 'status', 0);
  t = col.ref(t, 'flowTaskId');
  t = col.str(t, 'remindedDays', 50, true);
  t = col.int(t, 'version', 0);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('biz_contract_no_uq').unique().on('bizContract').column('contractNo').execute();
  await db.schema.createIndex('biz_contract_org_ix').on('bizContract').columns(['organizeId', 'creatorTime']).execute();
  await db.schema.createIndex('biz_contract_end_ix').on('bizContract').columns(['status', 'endDate']).execute();
  await addSyncTriggers(db, [{ table: 'biz_contract', collection: CONTRACT_COLLECTION }]);
}

/** 合同 (issue 17). */
export const contractMigrations: NamedMigration[] = [{ name: '2026-11-30-1000-contracts', up }];
