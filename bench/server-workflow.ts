/**
 * Workflow (issue 16): launch + approve throughput for 1,000 instances of a one-approver flow over
 * HTTP, beside a bare one-row insert per transaction on the same database (what a write costs here
 * without the engine); and the 待办 list with 100,000 open tasks of one approver (p50/p95 of the
 * first page and of the counts), beside the bare /api/health route. BENCH_WORKFLOW_INSTANCES and
 * BENCH_WORKFLOW_OPEN change the sizes; BENCH_DIALECTS=sqlite (or postgres) runs one database.
 * Prints; never asserts (docs/adr/0005).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { newId } from '../src/contract/ids';
import { insertInBatches } from '../src/server/db/batch-insert';
import { sessionRepository } from '../src/server/identity/session-repository';
import { engineBody } from '../src/features/workflow/contract';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { bootQingban, forEachDialect } from './lib/qingban';
import { summarise, type Summary } from './lib/stats';

const INSTANCES = Number(process.env.BENCH_WORKFLOW_INSTANCES ?? 1000);
const OPEN = Number(process.env.BENCH_WORKFLOW_OPEN ?? 100_000);
const CONCURRENCY = 8;
const LIST_SAMPLES = 200;

async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<{ latencies: number[]; elapsed: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const t0 = performance.now();
      await work(item);
      latencies.push(performance.now() - t0);
    }
  }));
  return { latencies, elapsed: performance.now() - started };
}

const line = (name: string, s: Summary) => `  ${name.padEnd(34)} ${s.perSecond.toFixed(0).padStart(6)}/s   p50 ${s.p50.toFixed(1).padStart(7)} ms   p95 ${s.p95.toFixed(1).padStart(7)} ms   (${s.requests}${s.errors ? `, ${s.errors} errors` : ''})`;

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect);
  const http: LoopbackClient = loopbackClient(server.baseUrl, CONCURRENCY);
  try {
    const db = server.database.db;
    const user = async (account: string) => (await db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
    const [admin, wh01, office] = [await user('admin'), await user('wh01'), await user('office')];
    const sessions = sessionRepository(db);
    const token = async (userId: string) => (await sessions.create({ userId, ttlMs: 3_600_000 })).token;
    const auth = async (userId: string) => ({ authorization: await token(userId), 'content-type': 'application/json' });
    const [asAdmin, asWh01, asOffice] = [await auth(admin), await auth(wh01), await auth(office)];

    const body = engineBody.parse({
      fullName: '基准流程', enCode: 'benchFlow', formType: 2,
      formData: { version: 2, fields: [{ id: 'f_days', vModel: 'days', jnpfKey: 'numInput', label: '天数' }] },
      flowTree: { type: 'start', id: 'start', name: '发起人', formRights: {}, childNode: { type: 'approver', id: 'a', name: '审批', assignee: { kind: 'users', ids: [office], levels: 1, field: '' } } },
    });
    const flowId = expectEnvelope<{ id: string }>(await http.request('POST', '/api/workflow/Engine/FlowEngine', { headers: asAdmin, body: JSON.stringify(body) })).id;
    expectEnvelope(await http.request('POST', `/api/workflow/Engine/FlowEngine/${flowId}/Actions/Release`, { headers: asAdmin, body: '{}' }));

    // Bare: one row per transaction into a table of the same shape as a record, same concurrency.
    const bare = await pool(Array.from({ length: INSTANCES }, (_, i) => i), async (i) => {
      await db.transaction().execute((tx) => tx.insertInto('flowTaskCirculate').values({ id: newId(), taskId: 'bench', nodeId: 'n', nodeName: 'n', userId: `u${i}`, creatorTime: Date.now(), readAt: null }).execute());
    });
    const launched: string[] = [];
    const launch = await pool(Array.from({ length: INSTANCES }, (_, i) => i), async (i) => {
      launched.push(expectEnvelope<{ id: string }>(await http.request('POST', '/api/workflow/Engine/FlowTask', { headers: asWh01, body: JSON.stringify({ flowId, formData: { days: (i % 5) + 1 } }) })).id);
    });
    const open = await db.selectFrom('flowTaskOperator').innerJoin('flowTask', 'flowTask.id', 'flowTaskOperator.taskId').select(['flowTaskOperator.id', 'flowTaskOperator.version'])
      .where('flowTask.flowId', '=', flowId).where('flowTaskOperator.status', '=', 1).execute();
    const approve = await pool(open, async (op) => {
      expectEnvelope(await http.request('POST', `/api/workflow/Engine/FlowBefore/Audit/${op.id}`, { headers: asOffice, body: JSON.stringify({ version: op.version }) }));
    });
    const approved = Number((await db.selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n')).where('flowId', '=', flowId).where('status', '=', 2).executeTakeFirst())?.n ?? 0);

    // 100,000 open tasks of 张敏 (rows as the engine writes them), then her first page and counts.
    const now = Date.now();
    const version = (await db.selectFrom('flowEngine').select('versionId').where('id', '=', flowId).executeTakeFirstOrThrow()).versionId!;
    for (let from = 0; from < OPEN; from += 10_000) {
      const tasks = Array.from({ length: Math.min(10_000, OPEN - from) }, (_, k) => ({ id: newId(now - from - k), n: from + k }));
      await insertInBatches(db, 'flowTask', tasks.map((t) => ({
        id: t.id, flowId, versionId: version, fullName: `基准流程（赵强，${t.n}）`, urgent: 1 + (t.n % 3), status: 1, suspended: 0, version: 1, formData: '{"days":1}', fileIds: '[]',
        currentNodes: '["a"]', currentNodeNames: '["审批"]', joinState: '{}', doneNodes: '["start"]', waits: '[]', candidates: '{}', parentTaskId: null, parentNodeId: null, clientId: null,
        touched: 0, lastUrgeTime: null, creatorUserId: wh01, creatorTime: now - t.n * 1000, startTime: now - t.n * 1000, endTime: null, lastModifyTime: null,
      })));
      await insertInBatches(db, 'flowTaskOperator', tasks.map((t) => ({
        id: newId(), taskId: t.id, nodeId: 'a', nodeName: '审批', handleId: office, delegatorId: null, status: 1, version: 0, sortCode: 0, round: 1,
        addSignOf: null, addSignKind: null, primaryMark: 1, arrivedAt: now - t.n * 1000, handledAt: null, timeoutDone: 0,
      })));
    }
    // What autovacuum does after a bulk load on a live server: the planner's statistics for the new rows.
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    const samples = Array.from({ length: LIST_SAMPLES }, (_, i) => i);
    const health = await pool(samples, async () => void (await http.request('GET', '/api/health')));
    const list = await pool(samples, async () => void expectEnvelope(await http.request('GET', '/api/workflow/Engine/FlowBefore/List/1?currentPage=1&pageSize=20', { headers: asOffice })));
    const keyword = await pool(samples, async () => void expectEnvelope(await http.request('GET', `/api/workflow/Engine/FlowBefore/List/1?currentPage=1&pageSize=20&keyword=${encodeURIComponent('99')}`, { headers: asOffice })));
    const counts = await pool(samples, async () => void expectEnvelope(await http.request('GET', '/api/workflow/Engine/FlowBefore/Count', { headers: asOffice })));

    console.info(`\n  ${dialect}: ${INSTANCES} instances launched and approved (${approved} approved in the end); ${OPEN.toLocaleString()} open tasks for the list`);
    console.info(line('bare insert (1 row per transaction)', summarise(bare.latencies, bare.elapsed)));
    console.info(line('launch (POST FlowTask)', summarise(launch.latencies, launch.elapsed)));
    console.info(line('approve (POST FlowBefore/Audit)', summarise(approve.latencies, approve.elapsed)));
    console.info(line('bare route GET /api/health', summarise(health.latencies, health.elapsed)));
    console.info(line('待办 first page (100k open)', summarise(list.latencies, list.elapsed)));
    console.info(line('待办 keyword search (100k open)', summarise(keyword.latencies, keyword.elapsed)));
    console.info(line('FlowBefore/Count (100k open)', summarise(counts.latencies, counts.elapsed)));
  } finally {
    http.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  await forEachDialect(dialectRun);
}
