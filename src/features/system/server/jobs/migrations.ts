import { col, type MigrationDb, type NamedMigration } from '../../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('baseTimeTask');
  t = col.id(t, 'id');
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'kind', 100, true);
  t = col.str(t, 'cron', 100, true);
  t = col.int(t, 'enabledMark', 1);
  t = col.int(t, 'builtIn', 0);
  t = col.str(t, 'description', 500);
  t = col.time(t, 'nextRunAt');
  t = col.time(t, 'lastRunAt');
  t = col.str(t, 'lastOutcome', 20);
  t = col.int(t, 'runCount', 0);
  t = col.str(t, 'leaseOwner', 200);
  t = col.time(t, 'leaseUntil');
  t = col.int(t, 'sortCode', 0);
  t = col.time(t, 'creatorTime', true);
  t = col.ref(t, 'creatorUserId');
  t = col.time(t, 'lastModifyTime');
  t = col.ref(t, 'lastModifyUserId');
  await t.execute();
  await db.schema.createIndex('base_time_task_due_ix').on('baseTimeTask').columns(['enabledMark', 'nextRunAt']).execute();

  let l = db.schema.createTable('baseTimeTaskLog');
  l = col.id(l);
  l = col.ref(l, 'taskId', true);
  l = col.str(l, 'taskName', 50, true);
  l = col.str(l, 'trigger', 20, true);
  l = col.str(l, 'runner', 200, true);
  l = col.ref(l, 'userId');
  l = col.time(l, 'startTime', true);
  l = col.time(l, 'endTime');
  l = col.time(l, 'duration');
  l = col.str(l, 'outcome', 20, true);
  l = col.text(l, 'message');
  await l.execute();
  await db.schema.createIndex('base_time_task_log_task_ix').on('baseTimeTaskLog').columns(['taskId', 'startTime']).execute();

  let s = db.schema.createTable('baseServerInstance');
  s = col.str(s, 'id', 200).addPrimaryKeyConstraint('base_server_instance_pk', ['id']);
  s = col.str(s, 'host', 200, true);
  s = s.addColumn('pid', 'integer', (c) => c.notNull());
  s = col.str(s, 'version', 50, true);
  s = col.time(s, 'startedAt', true);
  s = col.time(s, 'lastSeenAt', true);
  await s.execute();
}

/** 定时任务, their runs, and the server processes alive (ADR 0021). */
export const jobMigrations: NamedMigration[] = [{ name: '2026-11-27-0900-system-jobs', up }];
