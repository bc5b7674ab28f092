import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';

async function up(db: MigrationDb) {
  let e = db.schema.createTable('flowEngine');
  e = col.id(e);
  e = col.str(e, 'fullName', 50, true);
  e = col.str(e, 'enCode', 50, true);
  e = col.str(e, 'category', 64, true);
  e = col.str(e, 'icon', 64, true);
  e = col.str(e, 'iconBackground', 20, true);
  e = col.int(e, 'formType', 2);
  e = col.ref(e, 'formId');
  e = col.text(e, 'formData');
  e = col.text(e, 'flowTree', true);
  e = col.int(e, 'visibleType', 0);
  e = col.text(e, 'visibleIds', true);
  e = col.int(e, 'sortCode', 0);
  e = col.int(e, 'enabledMark', 1);
  e = col.str(e, 'description', 500);
  e = col.int(e, 'version', 0);
  e = col.ref(e, 'versionId');
  e = col.stamps(e);
  await e.execute();
  await db.schema.createIndex('flow_engine_code_uq').unique().on('flowEngine').column('enCode').execute();

  let v = db.schema.createTable('flowEngineVersion');
  v = col.id(v);
  v = col.ref(v, 'flowId', true);
  v = col.int(v, 'version', 1);
  v = col.text(v, 'flowTree', true);
  v = col.text(v, 'formJson', true);
  v = col.ref(v, 'creatorUserId');
  v = col.time(v, 'creatorTime', true);
  await v.execute();
  await db.schema.createIndex('flow_engine_version_uq').unique().on('flowEngineVersion').columns(['flowId', 'version']).execute();

  let t = db.schema.createTable('flowTask');
  t = col.id(t);
  t = col.ref(t, 'flowId', true);
  t = col.ref(t, 'versionId', true);
  t = col.str(t, 'fullName', 200, true);
  t = col.int(t, 'urgent', 1);
  t = col.int(t, 'status', 0);
  t = col.int(t, 'suspended', 0);
  t = col.int(t, 'version', 0);
  t = col.text(t, 'formData', true);
  t = col.text(t, 'fileIds', true);
  t = col.text(t, 'currentNodes', true);
  t = col.text(t, 'currentNodeNames', true);
  t = col.text(t, 'joinState', true);
  t = col.text(t, 'doneNodes', true);
  t = col.text(t, 'waits', true);
  t = col.text(t, 'candidates', true);
  t = col.ref(t, 'parentTaskId');
  t = col.str(t, 'parentNodeId', 64);
  t = col.str(t, 'clientId', 64);
  t = col.int(t, 'touched', 0);
  t = col.time(t, 'lastUrgeTime');
  t = col.ref(t, 'creatorUserId', true);
  t = col.time(t, 'creatorTime', true);
  t = col.time(t, 'startTime');
  t = col.time(t, 'endTime');
  t = col.time(t, 'lastModifyTime');
  await t.execute();
  await db.schema.createIndex('flow_task_creator_ix').on('flowTask').columns(['creatorUserId', 'creatorTime']).execute();
  await db.schema.createIndex('flow_task_status_ix').on('flowTask').columns(['status', 'startTime']).execute();
  await db.schema.createIndex('flow_task_client_uq').unique().on('flowTask').columns(['creatorUserId', 'clientId']).execute();

  let o = db.schema.createTable('flowTaskOperator');
  o = col.id(o);
  o = col.ref(o, 'taskId', true);
  o = col.str(o, 'nodeId', 64, true);
  o = col.str(o, 'nodeName', 50, true);
  o = col.ref(o, 'handleId', true);
  o = col.ref(o, 'delegatorId');
  o = col.int(o, 'status', 1);
  o = col.int(o, 'version', 0);
  o = col.int(o, 'sortCode', 0);
  o = col.int(o, 'round', 1);
  o = col.ref(o, 'addSignOf');
  o = col.str(o, 'addSignKind', 10);
  o = col.int(o, 'primaryMark', 1);
  o = col.time(o, 'arrivedAt', true);
  o = col.time(o, 'handledAt');
  o = col.int(o, 'timeoutDone', 0);
  await o.execute();
  await db.schema.createIndex('flow_operator_todo_ix').on('flowTaskOperator').columns(['handleId', 'status', 'arrivedAt', 'id']).execute();
  await db.schema.createIndex('flow_operator_done_ix').on('flowTaskOperator').columns(['handleId', 'handledAt', 'id']).execute();
  await db.schema.createIndex('flow_operator_task_ix').on('flowTaskOperator').columns(['taskId', 'nodeId']).execute();

  let r = db.schema.createTable('flowTaskRecord');
  r = col.id(r);
  r = col.ref(r, 'taskId', true);
  r = col.str(r, 'nodeId', 64, true);
  r = col.str(r, 'nodeName', 50, true);
  r = col.ref(r, 'handleId');
  r = col.str(r, 'action', 20, true);
  r = col.text(r, 'opinion', true);
  r = col.text(r, 'fileIds', true);
  r = col.text(r, 'signImg');
  r = col.ref(r, 'operatorId');
  r = col.time(r, 'handleTime', true);
  r = col.time(r, 'duration');
  r = col.int(r, 'sortCode', 0);
  await r.execute();
  await db.schema.createIndex('flow_record_task_ix').on('flowTaskRecord').columns(['taskId', 'sortCode']).execute();
  await db.schema.createIndex('flow_record_handler_ix').on('flowTaskRecord').columns(['handleId', 'handleTime']).execute();

  let c = db.schema.createTable('flowTaskCirculate');
  c = col.id(c);
  c = col.ref(c, 'taskId', true);
  c = col.str(c, 'nodeId', 64, true);
  c = col.str(c, 'nodeName', 50, true);
  c = col.ref(c, 'userId', true);
  c = col.time(c, 'creatorTime', true);
  c = col.time(c, 'readAt');
  await c.execute();
  await db.schema.createIndex('flow_circulate_user_ix').on('flowTaskCirculate').columns(['userId', 'creatorTime', 'id']).execute();

  let d = db.schema.createTable('flowDelegate');
  d = col.id(d);
  d = col.ref(d, 'userId', true);
  d = col.ref(d, 'toUserId', true);
  d = col.text(d, 'flowIds', true);
  d = col.time(d, 'startTime', true);
  d = col.time(d, 'endTime', true);
  d = col.str(d, 'description', 500);
  d = col.stamps(d);
  await d.execute();
  await db.schema.createIndex('flow_delegate_user_ix').on('flowDelegate').columns(['userId', 'startTime']).execute();
}

/** Devices hear of their tasks' changes (the `flowTodos` collection reads them with its own rules). */
async function syncOperators(db: MigrationDb) {
  await addSyncTriggers(db, [{ table: 'flow_task_operator', collection: 'wf.ops' }]);
}

/** A business record an instance approves (合同, 采购…; ADR 0036): its module and id. */
async function businessBinding(db: MigrationDb) {
  await db.schema.alterTable('flowTask').addColumn('businessModule', 'varchar(32)').execute();
  await db.schema.alterTable('flowTask').addColumn('businessId', 'varchar(64)').execute();
  await db.schema.createIndex('flow_task_business_ix').on('flowTask').columns(['businessModule', 'businessId', 'creatorTime']).execute();
}

/** 工作流程 (issue 16). */
export const workflowMigrations: NamedMigration[] = [
  { name: '2026-11-29-0900-workflow', up },
  { name: '2026-11-29-0901-workflow-sync', up: syncOperators },
  { name: '2026-11-30-0900-workflow-business', up: businessBinding },
];
