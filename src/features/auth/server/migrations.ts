import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let s = db.schema.createTable('baseSession');
  s = col.id(s);
  s = col.str(s, 'tokenHash', 64, true).addUniqueConstraint('base_session_token_uq', ['tokenHash']);
  s = col.ref(s, 'userId', true);
  s = col.time(s, 'createdAt', true);
  s = col.time(s, 'expiresAt', true);
  s = col.time(s, 'lastSeenAt', true);
  s = col.time(s, 'endedAt');
  s = col.str(s, 'endReason', 20);
  s = col.str(s, 'ip', 64);
  s = col.text(s, 'userAgent');
  s = col.str(s, 'device', 50);
  s = col.ref(s, 'organizeId');
  await s.execute();
  await db.schema.createIndex('base_session_user_ix').on('baseSession').columns(['userId', 'endedAt']).execute();

  let log = db.schema.createTable('baseLoginLog');
  log = col.id(log);
  log = col.ref(log, 'userId');
  log = col.str(log, 'account', 100, true);
  log = col.str(log, 'userName', 50);
  log = col.str(log, 'type', 20, true);
  log = col.str(log, 'method', 20, true);
  log = col.str(log, 'ip', 64);
  log = col.text(log, 'userAgent');
  log = col.str(log, 'result', 200, true);
  log = col.time(log, 'creatorTime', true);
  await log.execute();
  await db.schema.createIndex('base_login_log_user_ix').on('baseLoginLog').columns(['userId', 'creatorTime']).execute();

  let cap = db.schema.createTable('baseCaptcha');
  cap = cap.addColumn('key', 'varchar(100)', (c) => c.primaryKey());
  cap = col.str(cap, 'code', 10, true);
  cap = col.time(cap, 'expiresAt', true);
  await cap.execute();

  let sms = db.schema.createTable('baseSmsCode');
  sms = sms.addColumn('mobile', 'varchar(20)', (c) => c.primaryKey());
  sms = col.str(sms, 'code', 10, true);
  sms = col.time(sms, 'createdAt', true);
  sms = col.time(sms, 'expiresAt', true);
  sms = col.int(sms, 'attempts', 0);
  await sms.execute();

  let qr = db.schema.createTable('baseQrTicket');
  qr = col.id(qr);
  qr = col.str(qr, 'pollSecretHash', 64, true);
  qr = col.str(qr, 'status', 20, true);
  qr = col.ref(qr, 'userId');
  qr = col.time(qr, 'createdAt', true);
  qr = col.time(qr, 'expiresAt', true);
  await qr.execute();

  let fail = db.schema.createTable('baseLoginFailure');
  fail = fail.addColumn('account', 'varchar(100)', (c) => c.primaryKey());
  fail = col.int(fail, 'failures', 0);
  fail = col.time(fail, 'lastAt', true);
  await fail.execute();
}

export const authMigrations: NamedMigration[] = [{ name: '2026-11-21-0200-auth', up }];
