import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

/** Longer than any request should take; after it the process exits anyway (code 1). */
const GRACE_MS = 10_000;

/**
 * SIGTERM (process managers, `kill`, `docker stop`) and SIGINT (Ctrl-C) stop the server cleanly:
 * no new connections, requests in flight finish, idle keep-alive connections and websockets close
 * (1001), then the database closes — SQLite checkpoints its write-ahead log, PostgreSQL's pool ends.
 * `npm start` execs node directly (no tsx or shell process in between), so the signal npm forwards
 * reaches this process and nothing is left running.
 */
export function stopOnSignals(app: FastifyInstance, database: Database) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error(`still busy after ${GRACE_MS} ms; exiting`);
      process.exit(1);
    }, GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
