import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, waitFor } from '../helpers/server-processes';
import { TEST_PG_URL, testDialect } from '../helpers/test-app';

/**
 * `npm start` — the exact command the README gives — stopped by a signal to its top process, as a
 * process manager or `kill` does it: everything it started ends, sockets close, the port is free.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every process below `pid` (children, grandchildren …), from ps. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const out: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) if (ppid === parent && child !== undefined) { out.push(child); walk(child); }
  };
  walk(pid);
  return out;
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portTaken = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});
/** A database of its own for one server: a SQLite file in a temp dir, or a fresh PostgreSQL database. */
async function freshDatabase() {
  if (testDialect !== 'postgres') return { env: {}, connections: async () => 0, drop: async () => undefined };
  const name = `qb_shutdown_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    connections: async () => Number((await admin.query('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0].n),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe(`npm start stops cleanly on a signal (${testDialect})`, () => {
  let child: ChildProcess | undefined;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    // Whatever is left of a failed run: its whole process group (it was started detached).
    if (child?.pid && alive(child.pid)) process.kill(-child.pid, 'SIGKILL');
    for (const c of cleanups.splice(0)) await c();
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('%s to the npm process ends the whole tree, closes the websocket and frees the port', async (signal) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-stop-'));
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-stop-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>轻办</title>');
    const database = await freshDatabase();
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }), () => fs.rmSync(clientDir, { recursive: true, force: true }), database.drop);
    const port = await freePort();

    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: clientDir, SEED: 'none', LOG_LEVEL: 'warn', DATABASE_URL: '', ...database.env };
    child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const npm = child.pid!;
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)), 60_000, `health on ${port}: ${stderr}`);

    // An open websocket and an idle keep-alive connection: neither may hold the server up.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => res.resume().on('end', resolve)).on('error', reject));
    cleanups.push(() => agent.destroy());

    const tree = [npm, ...descendants(npm)];
    expect(tree.length).toBeGreaterThan(1);
    process.kill(npm, signal);

    await waitFor(() => tree.every((pid) => !alive(pid)), 5_000, `processes still running: ${tree.filter(alive).join(', ')}`);
    expect(await portTaken(port)).toBe(false);
    // Closed by the server with a close frame (1006 would be a connection that just died).
    expect([1000, 1001, 1005]).toContain(await closed);
    if (testDialect === 'postgres') {
      await waitFor(async () => (await database.connections()) === 0, 5_000, 'the pool closed its connections');
    } else {
      // Checkpointed and closed: the write-ahead log is folded into the database file.
      expect(fs.existsSync(path.join(dataDir, 'qingban.sqlite-wal'))).toBe(false);
    }
  }, 90_000);
});
