import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { MAIL_COLLECTIONS } from '../contract';
import { createMessageCounter } from './counter-triggers';

async function createTables(db: MigrationDb) {
  let m = db.schema.createTable('baseMessage');
  m = col.id(m);
  m = col.str(m, 'category', 20, true);
  m = col.int(m, 'type', 1);
  m = col.str(m, 'title', 200, true);
  m = col.text(m, 'bodyHtml');
  m = col.text(m, 'bodyText');
  m = col.ref(m, 'sourceId');
  m = col.ref(m, 'modelId');
  m = col.text(m, 'filesJson');
  m = col.text(m, 'recipientsJson');
  m = col.int(m, 'status', 0);
  m = col.ref(m, 'creatorUserId');
  m = col.time(m, 'creatorTime', true);
  m = col.ref(m, 'lastModifyUserId');
  m = col.time(m, 'lastModifyTime');
  m = col.ref(m, 'releaseUserId');
  m = col.time(m, 'releaseTime');
  await m.execute();
  await db.schema.createIndex('base_message_category_ix').on('baseMessage').columns(['category', 'creatorTime', 'id']).execute();

  let r = db.schema.createTable('baseMessageReceive');
  r = col.id(r);
  r = col.ref(r, 'messageId', true);
  r = col.ref(r, 'userId', true);
  r = col.int(r, 'type', 1);
  r = col.str(r, 'title', 200, true);
  r = col.int(r, 'isRead', 0);
  r = col.time(r, 'readTime');
  r = col.time(r, 'releaseTime', true);
  await r.execute();
  // One record per recipient; also read receipts and withdrawal by message.
  await db.schema.createIndex('base_message_receive_message_uq').unique().on('baseMessageReceive').columns(['messageId', 'userId']).execute();
  // The message centre of one user (100,000 messages): newest first, by type, by read state, by title; the unread count.
  await db.schema.createIndex('base_message_receive_user_ix').on('baseMessageReceive').columns(['userId', 'releaseTime', 'id']).execute();
  await db.schema.createIndex('base_message_receive_type_ix').on('baseMessageReceive').columns(['userId', 'type', 'releaseTime', 'id']).execute();
  await db.schema.createIndex('base_message_receive_read_ix').on('baseMessageReceive').columns(['userId', 'isRead', 'releaseTime', 'id']).execute();
  await db.schema.createIndex('base_message_receive_title_ix').on('baseMessageReceive').columns(['userId', 'title', 'id']).execute();
  await createMessageCounter(db);

  let t = db.schema.createTable('baseMessageTemplate');
  t = col.id(t);
  t = col.str(t, 'fullName', 50, true);
  t = col.str(t, 'enCode', 50, true);
  t = col.int(t, 'templateType', 2);
  t = col.int(t, 'messageSource', 1);
  t = col.str(t, 'title', 200, true);
  t = col.text(t, 'content', true);
  t = col.int(t, 'enabledMark', 1);
  t = col.int(t, 'sortCode', 0);
  t = col.str(t, 'description', 500);
  t = col.stamps(t);
  await t.execute();
  await db.schema.createIndex('base_message_template_code_uq').unique().on('baseMessageTemplate').column('enCode').execute();
}

async function up(db: MigrationDb) {
  // PostgreSQL migrations already run in a transaction; Kysely runs SQLite's without one.
  if (db.isTransaction) await createTables(db);
  else await db.transaction().execute(createTables);
}

async function createMailTables(db: MigrationDb) {
  let m = db.schema.createTable('baseMail');
  m = col.id(m);
  m = col.str(m, 'subject', 200, true);
  m = col.text(m, 'bodyHtml', true);
  m = col.text(m, 'toJson', true);
  m = col.text(m, 'ccJson', true);
  m = col.text(m, 'filesJson', true);
  m = col.ref(m, 'replyToId');
  m = col.ref(m, 'forwardOfId');
  m = col.int(m, 'status', 0);
  m = col.ref(m, 'authorUserId', true);
  m = col.int(m, 'authorDeleted', 0);
  m = col.time(m, 'creatorTime', true);
  m = col.time(m, 'lastModifyTime');
  m = col.time(m, 'sendTime');
  await m.execute();
  // Outbox and drafts of one author, newest first.
  await db.schema.createIndex('base_mail_author_ix').on('baseMail').columns(['authorUserId', 'status', 'sendTime', 'id']).execute();

  let r = db.schema.createTable('baseMailReceive');
  r = col.id(r);
  r = col.ref(r, 'mailId', true);
  r = col.ref(r, 'userId', true);
  r = col.str(r, 'kind', 10, true);
  r = col.str(r, 'subject', 200, true);
  r = col.ref(r, 'senderUserId', true);
  r = col.time(r, 'sendTime', true);
  r = col.int(r, 'isRead', 0);
  r = col.time(r, 'readTime');
  r = col.int(r, 'starred', 0);
  await r.execute();
  await db.schema.createIndex('base_mail_receive_mail_uq').unique().on('baseMailReceive').columns(['mailId', 'userId']).execute();
  await db.schema.createIndex('base_mail_receive_user_ix').on('baseMailReceive').columns(['userId', 'sendTime', 'id']).execute();
}

async function upMail(db: MigrationDb) {
  if (db.isTransaction) await createMailTables(db);
  else await db.transaction().execute(createMailTables);
}

/** Mails and inbox copies on devices (ADR 0028): their changes go to the change log. */
async function upMailSync(db: MigrationDb) {
  const run = (tx: MigrationDb) => addSyncTriggers(tx, [{ table: 'base_mail', collection: MAIL_COLLECTIONS.mails }, { table: 'base_mail_receive', collection: MAIL_COLLECTIONS.inbox }]);
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

async function createReadRelation(db: MigrationDb) {
  let t = db.schema.createTable('baseReadRelation');
  t = col.id(t);
  t = col.ref(t, 'userId', true);
  t = col.str(t, 'kind', 20, true);
  t = col.ref(t, 'objectId', true);
  t = t.addColumn('firstTime', 'bigint', (b) => b.notNull());
  t = t.addColumn('lastTime', 'bigint', (b) => b.notNull());
  await t.execute();
  // One row per user and item: the upsert's conflict target.
  await db.schema.createIndex('base_read_relation_uq').unique().on('baseReadRelation').columns(['userId', 'kind', 'objectId']).execute();
}

async function upReadRelation(db: MigrationDb) {
  if (db.isTransaction) await createReadRelation(db);
  else await db.transaction().execute(createReadRelation);
}

export const messageMigrations: NamedMigration[] = [
  { name: '2026-11-25-0900-message', up },
  { name: '2026-11-26-0900-message-mail', up: upMail },
  { name: '2026-11-27-1000-message-mail-sync', up: upMailSync },
  { name: '2026-11-28-0900-message-read-relation', up: upReadRelation },
];
