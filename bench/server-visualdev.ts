/**
 * 在线开发 list at scale (issue 15): a model released by the real release path (text, select,
 * money, number, date, user picker), its table filled with 100,000 records by bulk inserts
 * (BENCH_VD_ROWS to change), then POST /api/visualdev/OnlineDev/{id}/List over loopback HTTP with a
 * keyword and a sort column, 20 per page, one request in flight, keywords varied, beside the bare
 * query through Kysely on the same table in the same run, the two alternating request by request (the same WHERE — lower(col) like over the
 * same text columns —, ORDER BY, LIMIT 20 and the count). The count and the page alone are printed
 * too, to show where the time goes. Each route answer is checked against the bare query's total.
 * BENCH_DIALECTS=sqlite (or postgres) runs one database. Prints; never asserts (docs/adr/0005).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { newId } from '../src/contract/ids';
import { containsText } from '../src/server/db/query-helpers';
import { md5 } from '../src/server/identity/passwords';
import { baseBody } from '../src/features/visualdev/contract';
import { createAndRelease } from '../src/features/visualdev/server/demo';
import { isPostgres, mainTableOf } from '../src/features/visualdev/server/physical';
import { expectEnvelope, loopbackClient, type LoopbackClient } from './lib/http';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load';
import { bootQingban, forEachDialect } from './lib/qingban';
import { summarise } from './lib/stats';
import { formatTable, type Row } from './lib/table';

const ROWS = Number(process.env.BENCH_VD_ROWS ?? 100_000);
const PAGE = 20;
const SERIAL: LoadOptions = { concurrency: 1, maxRequests: 200, maxMs: 120_000, warmup: 10 };
const PAIRED = 220;

/** `PAIRED` requests of each, one in flight, a and b alternating (which goes first alternates too); failures count as errors. */
async function paired(a: () => Promise<void>, b: () => Promise<void>): Promise<[LoadResult, LoadResult]> {
  for (let i = 0; i < 10; i++) await Promise.allSettled([a(), b()]);
  const times: [number[], number[]] = [[], []];
  const errors = [0, 0];
  const firstError: (string | undefined)[] = [undefined, undefined];
  const started = performance.now();
  for (let i = 0; i < PAIRED; i++) {
    for (const which of i % 2 ? [1, 0] : [0, 1]) {
      const t0 = performance.now();
      try {
        await (which ? b : a)();
        times[which]!.push(performance.now() - t0);
      } catch (error) {
        errors[which]!++;
        firstError[which] ??= String(error);
      }
    }
  }
  const elapsed = performance.now() - started;
  const result = (w: 0 | 1): LoadResult => ({ ...summarise(times[w], elapsed / 2, errors[w]), firstError: firstError[w] });
  return [result(0), result(1)];
}

const f = (vModel: string, jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({ id: `f_${vModel}`, vModel, jnpfKey, label, ...extra });
const KINDS: [string, string][] = [['travel', '差旅'], ['office', '办公'], ['meal', '招待'], ['training', '培训'], ['repair', '维修'], ['other', '其他']];

const design = baseBody.parse({
  fullName: '费用登记（压测）', enCode: 'benchExpense',
  formData: {
    version: 2,
    fields: [
      f('title', 'comInput', '事由', { required: true }),
      f('kind', 'select', '类别', { required: true, props: { source: { dataType: 'static', options: KINDS.map(([id, fullName]) => ({ id, fullName })) } } }),
      f('amount', 'money', '金额'),
      f('qty', 'numInput', '数量'),
      f('spentOn', 'date', '日期', { props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('owner', 'userSelect', '经办人'),
    ],
  },
  columnData: {
    columnList: ['title', 'kind', 'amount', 'qty', 'spentOn', 'owner'].map((prop) => ({ prop, label: prop, sortable: true })),
    searchList: [{ prop: 'title', label: '事由', searchType: 2 }, { prop: 'kind', label: '类别', searchType: 1 }],
  },
});
/** The columns the route's keyword searches: the stored text-shaped fields (comInput, select, userSelect). */
const TEXT_COLUMNS = ['title', 'kind', 'owner'];
/** sidx (the field) → its column; all lower case already. */
const SORTS: { sidx: string; sort: 'asc' | 'desc' }[] = [{ sidx: 'amount', sort: 'desc' }, { sidx: 'spentOn', sort: 'desc' }, { sidx: 'title', sort: 'asc' }, { sidx: 'qty', sort: 'asc' }];

// Realistic 报销/费用 text: 城市 + 事项 + 部门, so keywords hit many, few or no rows.
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆', '苏州', '天津', '长沙', '郑州', '青岛', '厦门'];
const THINGS = ['出差住宿费', '客户招待餐费', '办公用品采购', '员工培训报名费', '打印机维修', '高铁票', '机票改签', '会议室租赁', '快递费', '软件年费', '市内交通费', '团队建设活动'];
const DEPTS = ['销售部', '研发中心', '财务部', '人事行政部', '市场部', '客服中心', '采购部'];
const KEYWORDS = ['北京', '上海出差', '住宿', '招待餐费', '办公用品', '培训', '维修', '高铁', '研发中心', '财务部', '杭州市场部', '深圳 快递', '软件年费', '团队建设',
  '成都出差住宿费', '西安', '会议室', '机票', '重庆客服', '不存在的关键词', 'travel', 'office', '第12345号', '第9号', '采购'];

function cycle<T>(values: readonly T[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function fill(db: AnyDb, table: string, creator: string, organizeId: string | null, users: string[]) {
  const started = performance.now();
  const now = Date.now();
  const batch = 500;
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < ROWS; start += batch) {
      const rows = [];
      for (let i = start; i < Math.min(ROWS, start + batch); i++) {
        const kind = KINDS[(i * 7) % KINDS.length]![0];
        rows.push({
          id: newId(), f_version: 1, f_creator_user_id: creator, f_creator_time: now - i * 60_000, f_last_modify_user_id: null, f_last_modify_time: null, f_organize_id: organizeId,
          title: `${CITIES[i % CITIES.length]}${THINGS[(i * 5) % THINGS.length]}（${DEPTS[(i * 3) % DEPTS.length]}）第${i + 1}号`,
          kind, amount: ((i * 7919) % 500_000) / 100, qty: (i % 17) + 1, spenton: now - (i % 730) * 86_400_000, owner: users[i % users.length] ?? null,
        });
      }
      await tx.insertInto(table).values(rows).execute();
    }
  });
  if (isPostgres(db)) await sql`analyze ${sql.table(table)}`.execute(db);
  return (performance.now() - started) / 1000;
}

async function signIn(client: LoopbackClient): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', account: 'sysadmin', password: md5('123456'), origin: 'password' }).toString();
  return expectEnvelope<{ token: string }>(await client.request('POST', '/api/oauth/Login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).token;
}

/** The route's WHERE for an administrator (scope = everything): the keyword over the text columns. */
const keywordWhere = (keyword: string): Expression<SqlBool> => sql<SqlBool>`(${sql.join(TEXT_COLUMNS.map((c) => containsText(c, keyword)), sql` or `)})`;

async function dialectRun(dialect: 'sqlite' | 'postgres') {
  const server = await bootQingban(dialect);
  const client = loopbackClient(server.baseUrl, 1);
  const typed = server.database.db;
  const db = typed.withoutPlugins() as unknown as AnyDb;
  try {
    const admin = await typed.selectFrom('baseUser').select(['id', 'organizeId']).where('account', '=', 'admin').executeTakeFirstOrThrow();
    const users = (await typed.selectFrom('baseUser').select('id').orderBy('account').limit(50).execute()).map((u) => u.id);
    const model = await typed.transaction().execute((tx) => createAndRelease(tx, design, admin.id, Date.now()));
    const table = mainTableOf(model);
    const fillSeconds = await fill(db, table, admin.id, admin.organizeId, users);
    const total = Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    console.info(`${dialect}: released ${table} (${model.id}); ${total} records filled in ${fillSeconds.toFixed(1)} s`);

    const headers = { authorization: `Bearer ${await signIn(client)}`, 'content-type': 'application/json' };
    // Every scenario walks the keywords and sorts from the start with its own cycles.
    let nextKeyword = cycle(KEYWORDS);
    let nextSort = cycle(SORTS);
    const columnOfSidx = (sidx: string) => sidx.toLowerCase();
    const bareCount = async (k: string) => Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).where(keywordWhere(k)).executeTakeFirstOrThrow()).n);
    const barePage = async (k: string, s: { sidx: string; sort: 'asc' | 'desc' }) =>
      db.selectFrom(table).selectAll().where(keywordWhere(k)).orderBy(columnOfSidx(s.sidx), s.sort).orderBy('id').limit(PAGE).offset(0).execute();

    // Expected totals per keyword, so each route answer is checked (and the bare query is warm on the same terms).
    const expected = new Map<string, number>();
    for (const k of KEYWORDS) expected.set(k, await bareCount(k));

    const route = (withKeyword: boolean) => async () => {
      const nextKeyword = routeKeywords;
      const nextSort = routeSorts;
      const k = withKeyword ? nextKeyword() : '';
      const body = JSON.stringify({ currentPage: 1, pageSize: PAGE, ...(k ? { keyword: k } : {}), ...nextSort() });
      const data = expectEnvelope<{ list: unknown[]; pagination: { total: number } }>(await client.request('POST', `/api/visualdev/OnlineDev/${model.id}/List`, { headers, body }));
      const want = k ? expected.get(k)! : total;
      if (data.pagination.total !== want || data.list.length !== Math.min(PAGE, want)) throw new Error(`"${k}": total ${data.pagination.total} / ${data.list.length} rows, expected ${want}`);
    };
    let routeKeywords = cycle(KEYWORDS);
    let routeSorts = cycle(SORTS);
    const fresh = () => {
      [nextKeyword, nextSort, routeKeywords, routeSorts] = [cycle(KEYWORDS), cycle(SORTS), cycle(KEYWORDS), cycle(SORTS)];
    };
    const bareKeyword = async () => {
      const k = nextKeyword();
      await bareCount(k);
      await barePage(k, nextSort());
    };
    const bareNoKeyword = async () => {
      await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const s = nextSort();
      await db.selectFrom(table).selectAll().orderBy(columnOfSidx(s.sidx), s.sort).orderBy('id').limit(PAGE).execute();
    };
    // Route and bare query alternate request by request, so the other work on this machine weighs on both alike.
    fresh();
    const [routeKeyword, bare] = await paired(route(true), bareKeyword);
    fresh();
    const [routeSortOnly, bareSortOnly] = await paired(route(false), bareNoKeyword);
    fresh();
    const bareCountOnly = await runLoad(SERIAL, async () => void await bareCount(nextKeyword()));
    const barePageOnly = await runLoad(SERIAL, async () => void await barePage(nextKeyword(), nextSort()));

    const plan = dialect === 'postgres'
      ? (await sql<{ 'QUERY PLAN': string }>`explain select * from ${sql.table(table)} where ${keywordWhere('北京')} order by amount desc, id limit 20`.execute(db)).rows.map((r) => r['QUERY PLAN'])
      : (await sql<{ detail: string }>`explain query plan select * from ${sql.table(table)} where ${keywordWhere('北京')} order by amount desc, id limit 20`.execute(db)).rows.map((r) => r.detail);
    const rows: Row[] = [
      { name: `bare Kysely: count + page, keyword + sort (${dialect})`, result: bare },
      { name: `POST OnlineDev/{id}/List, keyword + sort, 20/page (${dialect})`, result: routeKeyword },
      { name: `  bare count(*) with keyword only (${dialect})`, result: bareCountOnly },
      { name: `  bare page of 20 with keyword only (${dialect})`, result: barePageOnly },
      { name: `bare Kysely: count + page, sort, no keyword (${dialect})`, result: bareSortOnly },
      { name: `POST OnlineDev/{id}/List, sort, no keyword (${dialect})`, result: routeSortOnly },
    ];
    return { dialect, rows, bare, routeKeyword, plan, total };
  } finally {
    client.close();
    await server.close();
  }
}

export async function run(): Promise<void> {
  const cpus = os.cpus();
  console.info(`node ${process.version} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'} · load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} · ${ROWS} records · 1 request in flight · client and server share one process`);
  for (const r of await forEachDialect(dialectRun)) {
    console.info(`\n${r.dialect}: baseline is the bare count + page through Kysely on the same table in this run`);
    console.info(formatTable(r.rows, r.bare.p50));
    for (const row of r.rows) if (row.result.firstError) console.info(`  ${row.name}: ${row.result.errors} errors, first: ${row.result.firstError}`);
    const x = (a: LoadResult, b: LoadResult) => `p50 ${a.p50.toFixed(1)} ms / p95 ${a.p95.toFixed(1)} ms = ${(a.p50 / b.p50).toFixed(2)}× / ${(a.p95 / b.p95).toFixed(2)}× the bare query's ${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} ms`;
    console.info(`  list route keyword+sort over ${r.total} records: ${x(r.routeKeyword, r.bare)}`);
    console.info(`  plan of the page query ("北京", amount desc): ${r.plan.join(' | ')}`);
  }
}
