/**
 * 数据同步 (issue 14): POST …/DataSync/{id}/Actions/Execute copying 10,000 rows from a table of
 * the system database into a 数据建模 table — full (clear + insert in batches of 500, one
 * transaction) and by key (keyset reads, upsert per batch) — beside the same copy done directly in
 * SQL in the same run (`delete` + `insert … select` in one transaction). Each run's answer is
 * checked to have written 10,000 rows. BENCH_DIALECTS=sqlite (or postgres) runs one database.
 * Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { sql } from 'kysely';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions } from './lib/load';
import { bootQingban, forEachDialect } from './lib/qingban';
import { formatTable, type Row } from './lib/table';

const ROWS = 10_000;
const LOAD: LoadOptions = { concurrency: 1, maxRequests: 8, maxMs: 20_000, warmup: 1 };
const FIELDS = [
  { field: 'id', dataType: 'int', allowNull: 0, primaryKey: 1 },
  { field: 'name', dataType: 'varchar', dataLength: 50 },
  { field: 'category', dataType: 'varchar', dataLength: 20 },
  { field: 'amount', dataType: 'decimal', dataLength: 12, scale: 2 },
  { field: 'created_at', dataType: 'bigint' },
];

async function signIn(client: LoopbackClient): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', account: 'sysadmin', password: md5('123456'), origin: 'password' }).toString();
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
}

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect);
  const client = loopbackClient(server.baseUrl, 1);
  const raw = server.database.db.withoutPlugins();
  try {
    await sql`create table bench_sync_src (id integer primary key, name varchar(50) not null, category varchar(20) not null, amount decimal(12, 2), created_at bigint not null)`.execute(raw);
    const now = Date.now();
    const rows = Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, name: `物品${i + 1}`, category: `类别${i % 17}`, amount: (i % 1000) + 0.5, created_at: now - i * 1000 }));
    for (let i = 0; i < rows.length; i += 500) await raw.insertInto('bench_sync_src' as never).values(rows.slice(i, i + 500) as never).execute();

    const headers = { authorization: `Bearer ${await signIn(client)}`, 'content-type': 'application/json' };
    const post = async <T>(url: string, body: unknown) => expectEnvelope<T>(await client.request('POST', url, { headers, body: JSON.stringify(body) }));
    for (const table of ['lc_bench_full', 'lc_bench_key', 'lc_bench_direct']) await post('/api/system/DataModel', { table, tableName: table, fields: FIELDS });
    const sync = async (table: string, mode: 'full' | 'key') =>
      (await post<{ id: string }>('/api/system/DataSync', { fullName: table, enCode: `bench.${mode}`, sourceId: '0', sourceTable: 'bench_sync_src', targetId: '0', targetTable: table, mode, keyColumn: 'id', batchSize: 500 })).id;
    const fullId = await sync('lc_bench_full', 'full');
    const keyId = await sync('lc_bench_key', 'key');
    const execute = (id: string) => async () => {
      const r = await post<{ outcome: string; rowsWritten: number; message: string }>(`/api/system/DataSync/${id}/Actions/Execute`, {});
      if (r.outcome !== 'ok' || r.rowsWritten !== ROWS) throw new Error(r.message);
    };
    const full = await runLoad(LOAD, execute(fullId));
    const key = await runLoad(LOAD, execute(keyId));
    const direct = await runLoad(LOAD, async () => {
      await server.database.db.transaction().execute(async (trx) => {
        const t = trx.withoutPlugins();
        await sql`delete from lc_bench_direct`.execute(t);
        await sql`insert into lc_bench_direct (id, name, category, amount, created_at) select id, name, category, amount, created_at from bench_sync_src`.execute(t);
      });
    });
    const table: Row[] = [
      { name: `SQL directly: delete + insert … select, ${ROWS} rows (${dialect})`, result: direct },
      { name: `Execute, full, batches of 500 (${dialect})`, result: full },
      { name: `Execute, by key (upsert), batches of 500 (${dialect})`, result: key },
    ];
    return { dialect, table, direct, full };
  } finally {
    client.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · one caller`);
  for (const r of await forEachDialect(dialectRun)) {
    console.info(`\n${r.dialect}: baseline is the same copy in SQL inside the database, in this run`);
    console.info(formatTable(r.table, r.direct.p50));
    for (const row of r.table) if (row.result.firstError) console.info(`  ${row.name}: ${row.result.errors} errors, first: ${row.result.firstError}`);
    console.info(`  full sync p50 ${r.full.p50.toFixed(0)} ms = ${(r.full.p50 / r.direct.p50).toFixed(1)} × the SQL copy's ${r.direct.p50.toFixed(0)} ms`);
  }
}
