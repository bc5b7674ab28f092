import { PostgresAdapter, sql } from 'kysely';
import { col, type MigrationDb } from '../../../server/db/migration-kit';

/**
 * base_message_counter: each user's number of message records and of unread ones, kept by
 * triggers on base_message_receive in the same transaction as every insert, delete and read — so
 * it is right whichever code wrote the records. The message centre's total and the bell's unread
 * count read one row instead of counting up to 100,000 index entries per request (ADR 0019).
 *   SQLite: per-row triggers (an upsert of one row each).
 *   PostgreSQL: per-statement triggers over the transition tables (a release to 100,000 people is
 *   one grouped upsert); counter rows are locked in user-id order, so concurrent releases never deadlock.
 */
export async function createMessageCounter(db: MigrationDb) {
  let c = db.schema.createTable('baseMessageCounter');
  c = c.addColumn('userId', 'varchar(64)', (x) => x.primaryKey());
  c = col.int(c, 'total', 0);
  c = col.int(c, 'unread', 0);
  await c.execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: MigrationDb) {
  await sql.raw(`CREATE TRIGGER base_message_counter_ins AFTER INSERT ON base_message_receive BEGIN
    INSERT INTO base_message_counter (user_id, total, unread) VALUES (NEW.user_id, 1, 1 - NEW.is_read)
    ON CONFLICT (user_id) DO UPDATE SET total = total + 1, unread = unread + excluded.unread; END`).execute(db);
  await sql.raw(`CREATE TRIGGER base_message_counter_del AFTER DELETE ON base_message_receive BEGIN
    UPDATE base_message_counter SET total = total - 1, unread = unread - (1 - OLD.is_read) WHERE user_id = OLD.user_id; END`).execute(db);
  await sql.raw(`CREATE TRIGGER base_message_counter_upd AFTER UPDATE OF is_read ON base_message_receive WHEN OLD.is_read <> NEW.is_read BEGIN
    UPDATE base_message_counter SET unread = unread + OLD.is_read - NEW.is_read WHERE user_id = NEW.user_id; END`).execute(db);
}

async function postgres(db: MigrationDb) {
  await sql`CREATE OR REPLACE FUNCTION base_message_counter_ins() RETURNS trigger AS $$
    BEGIN
      INSERT INTO base_message_counter (user_id, total, unread)
        SELECT user_id, count(*), sum(1 - is_read) FROM new_rows GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET total = base_message_counter.total + excluded.total, unread = base_message_counter.unread + excluded.unread;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION base_message_counter_del() RETURNS trigger AS $$
    BEGIN
      PERFORM 1 FROM base_message_counter WHERE user_id IN (SELECT user_id FROM old_rows) ORDER BY user_id FOR UPDATE;
      UPDATE base_message_counter c SET total = c.total - d.n, unread = c.unread - d.u
        FROM (SELECT user_id, count(*) AS n, sum(1 - is_read) AS u FROM old_rows GROUP BY user_id) d WHERE c.user_id = d.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION base_message_counter_upd() RETURNS trigger AS $$
    BEGIN
      PERFORM 1 FROM base_message_counter WHERE user_id IN (SELECT o.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.is_read <> n.is_read) ORDER BY user_id FOR UPDATE;
      UPDATE base_message_counter c SET unread = c.unread + d.delta
        FROM (SELECT o.user_id, sum(o.is_read - n.is_read) AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.is_read <> n.is_read GROUP BY o.user_id) d
        WHERE c.user_id = d.user_id;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql.raw('CREATE TRIGGER base_message_counter_ins AFTER INSERT ON base_message_receive REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION base_message_counter_ins()').execute(db);
  await sql.raw('CREATE TRIGGER base_message_counter_del AFTER DELETE ON base_message_receive REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION base_message_counter_del()').execute(db);
  await sql.raw('CREATE TRIGGER base_message_counter_upd AFTER UPDATE ON base_message_receive REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION base_message_counter_upd()').execute(db);
}
