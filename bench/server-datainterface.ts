/**
 * 数据接口 preview latency (issue 14): an SQL interface answering 10,000 rows through
 * POST …/Actions/Preview (parse and bind, a read-only connection or transaction, the row cap, the
 * call log, the envelope and JSON over loopback HTTP), beside the same SELECT run directly through
 * the driver in the same run (better-sqlite3 `all()`, or node-postgres `query()` on a pool of the
 * same database). A relation-list page (Action/List, keyword, 20 rows) is printed too. Each answer
 * is checked to hold 10,000 rows. BENCH_DIALECTS=sqlite (or postgres) runs one database.
 * Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions } from './lib/load';
import { bootQingban, forEachDialect, BENCH_PG_URL } from './lib/qingban';
import { formatTable, type Row } from './lib/table';

const ROWS = 10_000;
const CALLERS = 4;
const LOAD: LoadOptions = { concurrency: CALLERS, maxRequests: 300, maxMs: 8000, warmup: 8 };
const QUERY = 'select id, name, category, amount, created_at from bench_rows order by id';

async function signIn(client: LoopbackClient): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', account: 'sysadmin', password: md5('123456'), origin: 'password' }).toString();
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
}

function expectRows(n: number) {
  if (n !== ROWS) throw new Error(`expected ${ROWS} rows, got ${n}`);
}

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect);
  const client = loopbackClient(server.baseUrl, CALLERS);
  const db = server.database.db;
  let pool: pg.Pool | undefined;
  try {
    await sql`create table bench_rows (id integer primary key, name varchar(50) not null, category varchar(20) not null, amount decimal(12, 2), created_at bigint not null)`.execute(db);
    const now = Date.now();
    const rows = Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, name: `物品${i + 1}`, category: `类别${i % 17}`, amount: (i % 1000) + 0.5, created_at: now - i * 1000 }));
    for (let i = 0; i < rows.length; i += 500) await db.withoutPlugins().insertInto('bench_rows' as never).values(rows.slice(i, i + 500) as never).execute();

    const headers = { authorization: `Bearer ${await signIn(client)}`, 'content-type': 'application/json' };
    const made = expectEnvelope<{ id: string }>(await client.request('POST', '/api/system/DataInterface', {
      headers, body: JSON.stringify({ fullName: '压测一万行', enCode: 'bench.rows', type: 'sql', dataSourceId: '0', query: QUERY }),
    }));
    const previewBody = JSON.stringify({ paramList: [] });
    const preview = await runLoad(LOAD, async () => {
      expectRows(expectEnvelope<{ rows: number }>(await client.request('POST', `/api/system/DataInterface/${made.id}/Actions/Preview`, { headers, body: previewBody })).rows);
    });
    const listBody = JSON.stringify({ keyword: '物品99', currentPage: 1, pageSize: 20, propsValue: 'id', relationField: 'name' });
    const list = await runLoad(LOAD, async () => void expectEnvelope(await client.request('POST', `/api/system/DataInterface/${made.id}/Action/List`, { headers, body: listBody })));

    let direct;
    if (dialect === 'sqlite') {
      const stmt = server.database.sqlite!.prepare(QUERY);
      direct = await runLoad(LOAD, async () => expectRows(stmt.all().length));
    } else {
      pool = new pg.Pool({ connectionString: BENCH_PG_URL, max: CALLERS, options: `-c search_path=${server.database.pgSchema}` });
      const p = pool;
      direct = await runLoad(LOAD, async () => expectRows((await p.query(QUERY)).rows.length));
    }
    const table: Row[] = [
      { name: `driver directly: SELECT ${ROWS} rows (${dialect})`, result: direct },
      { name: `POST Actions/Preview, ${ROWS} rows (${dialect})`, result: preview },
      { name: `POST Action/List, keyword, page of 20 (${dialect})`, result: list },
    ];
    return { dialect, table, direct, preview };
  } finally {
    client.close();
    await pool?.end();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${CALLERS} callers · client and server share one process`);
  for (const r of await forEachDialect(dialectRun)) {
    console.info(`\n${r.dialect}: baseline is the same SELECT through the driver in this run`);
    console.info(formatTable(r.table, r.direct.p50));
    for (const row of r.table) if (row.result.firstError) console.info(`  ${row.name}: ${row.result.errors} errors, first: ${row.result.firstError}`);
    console.info(`  preview p50 ${r.preview.p50.toFixed(1)} ms = ${(r.preview.p50 / r.direct.p50).toFixed(1)} × the driver's ${r.direct.p50.toFixed(1)} ms`);
  }
}
