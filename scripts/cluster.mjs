#!/usr/bin/env node
// `npm run cluster`: N server processes (CLUSTER_WORKERS, default 2) on one port through Node's own
// cluster module — the primary accepts connections and hands them to the workers in turn; a
// websocket stays with the worker that took it, and pushes reach it from any worker through Redis
// (ADR 0022). Needs DATABASE_URL (PostgreSQL) and REDIS_URL. The first worker starts alone (it
// migrates and seeds), the others after it listens; a worker that dies is started again; SIGTERM or
// SIGINT stops every worker cleanly (each drains as `npm start` does) and then the primary.
import cluster from 'node:cluster';
import process from 'node:process';
import { setTimeout } from 'node:timers';

const workers = Number(process.env.CLUSTER_WORKERS ?? 2);
for (const [name, ok] of [['DATABASE_URL', /^postgres(ql)?:\/\//], ['REDIS_URL', /^rediss?:\/\//]]) {
  if (!ok.test(process.env[name] ?? '')) {
    console.error(`[qingban cluster] ${name} must be set (${name === 'DATABASE_URL' ? 'postgres://…: every process shares one PostgreSQL' : 'redis://…: socket pushes cross processes through Redis'})`);
    process.exit(1);
  }
}
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error('[qingban cluster] CLUSTER_WORKERS must be a whole number from 1 to 64');
  process.exit(1);
}

cluster.setupPrimary({ exec: 'src/server/start.ts', execArgv: ['--import', 'tsx'] });
let stopping = false;

function fork() {
  const worker = cluster.fork();
  worker.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[qingban cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another in 1 s`);
    setTimeout(fork, 1000);
  });
  return worker;
}

const first = fork();
first.once('listening', () => {
  for (let i = 1; i < workers; i++) fork();
  console.info(`[qingban cluster] ${workers} workers on port ${process.env.PORT ?? 8080} (primary ${process.pid})`);
});

function stop() {
  if (stopping) return;
  stopping = true;
  const alive = Object.values(cluster.workers ?? {}).filter(Boolean);
  if (alive.length === 0) process.exit(0);
  let left = alive.length;
  for (const worker of alive) {
    worker.once('exit', () => --left === 0 && process.exit(0));
    // SIGTERM even on Ctrl-C: the terminal already sent the workers SIGINT, and each handles either once.
    worker.process.kill('SIGTERM');
  }
  // Each worker gives itself 10 s; after 12 the primary stops waiting.
  setTimeout(() => process.exit(1), 12_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
