/**
 * The operation log's list at 100,000 entries (ADR 0026, issue 13): the 系统日志 tabs as an
 * administrator opens them — first page, a later page, filtered by user, module or outcome, a
 * keyword — one request at a time, beside GET CurrentUser on the same server as the baseline.
 * Part of `npm run bench -- server-audit`; prints, never asserts (docs/adr/0005).
 */
import { sql, type Kysely } from 'kysely';
import { newId } from '../src/contract/ids';
import { insertInBatches } from '../src/server/db/batch-insert';
import type { DB } from '../src/server/db/schema';
import { md5 } from '../src/server/identity/passwords';
import { expectEnvelope, loopbackClient } from './lib/http';
import { runLoad, type LoadOptions } from './lib/load';
import { bootQingban } from './lib/qingban';
import { formatTable, type Row } from './lib/table';

export const LOG_ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 100_000);
const SERIAL: LoadOptions = { concurrency: 1, maxRequests: 200, maxMs: 4000, warmup: 10 };
const DAY = 86_400_000;

/** Entries as a busy year writes them: 200 people, the system's menus, one in ten refused, a few 500s. */
export async function fill(db: Kysely<DB>, count: number) {
  const modules = (await db.selectFrom('baseModule').select('enCode').where('type', '=', 2).execute()).map((m) => m.enCode);
  const now = Date.now();
  const batch = 5000;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k;
      const failed = i % 10 === 0;
      const at = now - Math.floor((i / count) * 180 * DAY) - (i % 997);
      return {
        id: newId(at), category: 'operation', userId: `u${i % 200}`, account: `user${String(i % 200).padStart(3, '0')}`, userName: `用户${i % 200}`,
        ip: `10.0.${i % 50}.${i % 250}`, userAgent: 'bench', method: i % 3 ? 'PUT' : 'POST', url: `/api/${modules[i % modules.length]!.replace('.', '/')}/${i}`,
        module: modules[i % modules.length]!, action: i % 3 ? 'btn_edit' : 'btn_add', summary: '{"body":{"fullName":"x"}}', httpStatus: i % 500 === 0 ? 500 : 200,
        code: i % 500 === 0 ? 500 : failed ? 400 : 200, msg: failed ? '名称已存在' : '修改成功', duration: i % 40, reference: i % 500 === 0 ? `R${String(i).padStart(7, '0')}` : null,
        error: null, changes: null, changeCount: failed ? 0 : 1, creatorTime: at,
      };
    });
    await insertInBatches(db, 'baseOperationLog', rows);
  }
}

export async function auditListAtScale(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect, { config: { auditLog: true } });
  const client = loopbackClient(server.baseUrl, 1);
  try {
    const began = Date.now();
    await fill(server.database.db, LOG_ENTRIES);
    // A log grows a little each day and autovacuum keeps its statistics; 100,000 rows written in one
    // minute have none until it wakes, and without them PostgreSQL walked every row computing its
    // grams (8.5 s for a keyword without a match, 1.4 ms after ANALYZE).
    if (dialect === 'postgres') await sql`analyze base_operation_log`.execute(server.database.db);
    const filled = Date.now() - began;
    const body = new URLSearchParams({ grant_type: 'password', account: 'admin', password: md5('123456'), origin: 'password' }).toString();
    const token = expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
    const headers = { authorization: `Bearer ${token}` };
    const get = (url: string) => async () => void expectEnvelope(await client.request('GET', url, { headers }));
    const list = '/api/system/Log/operation';
    const scenarios: [string, () => Promise<void>][] = [
      ['GET CurrentUser (baseline)', get('/api/oauth/CurrentUser')],
      ['list, first page', get(`${list}?currentPage=1&pageSize=20`)],
      ['list, page 50', get(`${list}?currentPage=50&pageSize=20`)],
      ['list, user filter', get(`${list}?user=user042`)],
      ['list, module filter', get(`${list}?module=permission.user`)],
      ['list, failures', get(`${list}?outcome=failure`)],
      ['list, last 7 days', get(`${list}?startTime=${Date.now() - 7 * DAY}`)],
      ['list, keyword (account part)', get(`${list}?keyword=${encodeURIComponent('user04')}`)],
      ['list, keyword (url part)', get(`${list}?keyword=${encodeURIComponent('Position')}`)],
      ['list, keyword without a match', get(`${list}?keyword=${encodeURIComponent('nosuchthing')}`)],
      ['list, sorted by duration', get(`${list}?sidx=duration&sort=desc`)],
    ];
    const rows: Row[] = [];
    for (const [name, send] of scenarios) rows.push({ name, result: await runLoad(SERIAL, send) });
    console.info(`\n  operation log list at ${LOG_ENTRIES.toLocaleString('en')} entries (${dialect}; filled in ${(filled / 1000).toFixed(1)} s; one request at a time)`);
    console.info(formatTable(rows, rows[0]!.result.p50).replace(/^/gm, '  '));
  } finally {
    client.close();
    await server.close();
  }
}
