import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { PLAN_SYNC_COLLECTION } from '../contract';

const HEAD = `p.id, p.appl_ent_id, p.appl_ent_name, p.appl_dept_id, p.appl_dept_name, p.use_user_id, p.use_user_name,
  p.creator_user_id, u.real_name AS creator_user_name, p.creator_time, p.last_modify_time`;
const ITEM_FIELDS = `'id', d.id, 'itemName', d.item_name, 'itemType', d.item_type, 'itemTypeName', d.item_type_name,
  'itemNum', d.item_num, 'hasApplNum', d.has_appl_num, 'sortCode', d.sort_code, 'creatorTime', d.creator_time`;

/** The view devices pull: a plan's header, its creator's name and its rows as JSON text (rows_json). */
function viewSql(isPostgres: boolean): string {
  const rows = isPostgres
    ? `COALESCE((SELECT json_agg(json_build_object(${ITEM_FIELDS}) ORDER BY d.sort_code, d.creator_time) FROM fa_plan_dtl d WHERE d.plan_id = p.id), '[]'::json)::text`
    : `(SELECT json_group_array(json_object(${ITEM_FIELDS})) FROM fa_plan_dtl d WHERE d.plan_id = p.id)`;
  return `CREATE VIEW fa_plan_sync AS SELECT ${HEAD}, ${rows} AS rows_json FROM fa_plan p LEFT JOIN base_user u ON u.id = p.creator_user_id`;
}

/**
 * A change of an fa_plan_dtl row "touches" its plan: a no-op update of the fa_plan row, whose own
 * sync trigger then records the plan's change (taking, on PostgreSQL, the sync lock that keeps
 * versions in commit order). So the plan — header and rows as one — reaches devices again.
 */
async function touchPlanOnRowChange(db: MigrationDb, isPostgres: boolean) {
  const touch = (ref: string) => `UPDATE fa_plan SET id = id WHERE id = ${ref}.plan_id;`;
  if (isPostgres) {
    await sql.raw(`CREATE OR REPLACE FUNCTION fa_plan_dtl_touch_plan() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN ${touch('OLD')} RETURN OLD; END IF;
        ${touch('NEW')}
        IF TG_OP = 'UPDATE' AND OLD.plan_id <> NEW.plan_id THEN ${touch('OLD')} END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`).execute(db);
    await sql.raw('CREATE TRIGGER fa_plan_dtl_touch AFTER INSERT OR UPDATE OR DELETE ON fa_plan_dtl FOR EACH ROW EXECUTE FUNCTION fa_plan_dtl_touch_plan()').execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER fa_plan_dtl_touch_ins AFTER INSERT ON fa_plan_dtl BEGIN ${touch('NEW')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER fa_plan_dtl_touch_upd AFTER UPDATE ON fa_plan_dtl BEGIN ${touch('NEW')} ${touch('OLD')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER fa_plan_dtl_touch_del AFTER DELETE ON fa_plan_dtl BEGIN ${touch('OLD')} END`).execute(db);
}

async function createAll(db: MigrationDb) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql.raw(viewSql(isPostgres)).execute(db);
  await addSyncTriggers(db, [{ table: 'fa_plan', collection: PLAN_SYNC_COLLECTION }]);
  await touchPlanOnRowChange(db, isPostgres);
}

/** ADR 0008 "Plans on the device": the fa_plan_sync view, fa_plan's sync triggers, fa_plan_dtl touching its plan. */
export async function planSyncUp(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await createAll(db);
  else await db.transaction().execute(createAll);
}
