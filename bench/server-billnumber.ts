/**
 * BillNumber under 50 concurrent callers (issue 13), beside a bare insert measured in the same run:
 * a Fastify route on the same database connection that inserts one row and answers. Both over
 * loopback HTTP from 50 keep-alive connections; the app's GET /api/health shows what its hooks
 * (security headers, logging, compression) cost before any work. The numbers BillNumber gave are checked to be
 * distinct and consecutive (a bench that measured a wrong answer would be worthless). A reservation
 * of 20 numbers at 50 callers is printed too. BENCH_DIALECTS=sqlite (or postgres) runs one database.
 * Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions } from './lib/load';
import { bootQingban, postgresReachable, BENCH_PG_URL, type BootedServer } from './lib/qingban';
import { formatTable, type Row } from './lib/table';

const CALLERS = 50;
const LOAD: LoadOptions = { concurrency: CALLERS, maxRequests: 6000, maxMs: 6000, warmup: 100 };
const RESERVE: LoadOptions = { concurrency: CALLERS, maxRequests: 1500, maxMs: 5000, warmup: 50 };
const RULE = 'bench.number';

async function signIn(client: LoopbackClient): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', account: 'sysadmin', password: md5('123456'), origin: 'password' }).toString();
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
}

/** A route doing the least a write can: one INSERT of a small row on the app's own database. */
async function bareInsertServer(server: BootedServer) {
  const db = server.database.db;
  await sql`CREATE TABLE bench_insert (id varchar(64) PRIMARY KEY, value varchar(64) NOT NULL, created_at bigint NOT NULL)`.execute(db);
  let n = 0;
  const app = Fastify();
  app.post('/insert', async () => {
    const id = `r${++n}`;
    await sql`INSERT INTO bench_insert (id, value, created_at) VALUES (${id}, ${'ZC20261125-0001'}, ${Date.now()})`.execute(db);
    return { code: 200, msg: 'Success', data: id };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect);
  const bare = await bareInsertServer(server);
  const client = loopbackClient(server.baseUrl, CALLERS);
  const bareClient = loopbackClient(bare.url, CALLERS);
  try {
    const headers = { authorization: `Bearer ${await signIn(client)}`, 'content-type': 'application/json' };
    const rule = { fullName: '压测单号', enCode: RULE, prefix: 'BN', dateFormat: '', separator: '', digits: 10, startNumber: 1, suffix: '', resetPeriod: 'never' };
    expectEnvelope(await client.request('POST', '/api/system/BillRule', { headers, body: JSON.stringify(rule) }));

    const insert = await runLoad(LOAD, async () => void expectEnvelope(await bareClient.request('POST', '/insert')));
    const health = await runLoad(LOAD, async () => void expectEnvelope(await client.request('GET', '/api/health')));
    const given: string[] = [];
    const numbers = await runLoad(LOAD, async () => void given.push(expectEnvelope<string>(await client.request('GET', `/api/system/BillRule/BillNumber/${RULE}`, { headers }))));
    let device = 0;
    const reserve = await runLoad(RESERVE, async () => {
      const body = JSON.stringify({ deviceId: `bench-${++device}`, count: 20 });
      expectEnvelope(await client.request('POST', `/api/system/BillRule/BillNumber/${RULE}/Actions/Reserve`, { headers, body }));
    });

    // Warm-up answers are in `given` too: all of them must be distinct and consecutive from 1.
    const serials = given.map((g) => Number(g.slice(2))).sort((a, b) => a - b);
    const consecutive = serials.every((s, i) => s === i + 1);
    const rows: Row[] = [
      { name: `bare INSERT route, ${CALLERS} callers (${dialect})`, result: insert },
      { name: `GET /api/health (the app's hooks, no write), ${CALLERS} callers (${dialect})`, result: health },
      { name: `GET BillNumber, ${CALLERS} callers (${dialect})`, result: numbers },
      { name: `POST Reserve 20, ${CALLERS} callers (${dialect})`, result: reserve },
    ];
    return { dialect, rows, insert, numbers, check: `${given.length} numbers, ${new Set(given).size} distinct, ${consecutive ? 'consecutive from 1' : 'NOT consecutive'}` };
  } finally {
    client.close();
    bareClient.close();
    await bare.app.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · client and server share one process`);
  const wanted = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
  const runs = wanted.includes('sqlite') ? [await dialectRun('sqlite')] : [];
  if (!wanted.includes('postgres')) console.info('BENCH_DIALECTS leaves PostgreSQL out');
  else if (await postgresReachable()) runs.push(await dialectRun('postgres'));
  else console.info(`PostgreSQL not reachable at ${BENCH_PG_URL.replace(/:[^:@/]*@/, ':***@')}; its rows are skipped`);

  for (const r of runs) {
    console.info(`\n${r.dialect}: baseline is the bare INSERT route of this run`);
    console.info(formatTable(r.rows, r.insert.p50));
    for (const row of r.rows) if (row.result.firstError) console.info(`  ${row.name}: ${row.result.errors} errors, first: ${row.result.firstError}`);
    console.info(`  BillNumber ${r.numbers.perSecond.toFixed(0)} numbers/s = ${(r.numbers.perSecond / r.insert.perSecond).toFixed(2)} × the bare insert's ${r.insert.perSecond.toFixed(0)} rows/s; ${r.check}`);
  }
}
