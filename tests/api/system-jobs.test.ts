import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { TASK_MSG, type TaskKind, type TaskLogRow, type TaskRow } from '../../src/features/system/contract';
import { createScheduler } from '../../src/features/system/server/jobs/scheduler';
import { grantModuleToRole } from '../../src/server/db/module-seeds';
import type { ServerJob } from '../../src/server/jobs/server-job';
import { call, freshStore, startTestApp, testDialect, type TestApp, type TestStore } from '../helpers/test-app';
import { eventually, otherProcess } from './system-fixtures';

type Page<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } };
const API = '/api/system/TimeTask';

describe(`定时任务 scheduled tasks (${testDialect})`, () => {
  let t: TestApp;
  let store: TestStore;
  let admin: string;
  const tasks = (query?: Record<string, string>, token = admin) => call<Page<TaskRow>>(t, 'GET', API, { token, query });
  const task = async (id: string) => (await call<TaskRow>(t, 'GET', `${API}/${id}`, { token: admin })).body.data;
  const history = (id: string, query?: Record<string, string>) => call<Page<TaskLogRow>>(t, 'GET', `${API}/${id}/TaskLog`, { token: admin, query });
  const due = (id: string) => t.db.updateTable('baseTimeTask').set({ nextRunAt: Date.now() - 1000 }).where('id', '=', id).execute();

  /** A kind tests own: counts its runs, takes `ms`, and fails when told to. */
  function counting(kind: string, ms = 150) {
    const job = {
      runs: 0,
      fail: false,
      kind, fullName: '测试任务', names: { zhtw: '測試任務', en: 'Test task' }, description: '', cron: '0 0 1 1 *',
      async run() {
        job.runs++;
        await new Promise((resolve) => setTimeout(resolve, ms));
        if (job.fail) throw new Error('测试失败原因');
        return `第 ${job.runs} 次`;
      },
    };
    return job satisfies ServerJob;
  }

  beforeAll(async () => {
    store = await freshStore();
    t = await startTestApp({ store });
    admin = await t.login('sysadmin');
  });
  afterAll(() => t.close());

  it('lists one built-in task per registered kind, with the demo\'s history, and the kinds with their names', async () => {
    const res = await tasks({ pageSize: '50' });
    expect(res.body.code).toBe(Code.OK);
    const byId = new Map(res.body.data.list.map((r) => [r.id, r]));
    for (const kind of ['auth.purgeSessions', 'sync.purgeTombstones', 'files.cleanupUploads', 'system.backup']) {
      expect(byId.get(kind), kind).toMatchObject({ kind, builtIn: true, enabledMark: 1, running: false, lastOutcome: 'success' });
      expect(byId.get(kind)!.nextRunAt).toBeGreaterThan(Date.now());
    }
    expect(byId.get('system.backup')).toMatchObject({ fullName: '每日数据备份', cron: '0 2 * * *' });
    const demo = (await history('system.backup')).body.data;
    expect(demo.pagination.total).toBe(6);
    expect(demo.list[0]).toMatchObject({ trigger: 'schedule', outcome: 'success', message: '（演示）示例运行记录' });
    const kinds = (await call<{ list: TaskKind[] }>(t, 'GET', `${API}/TaskMethods`, { token: admin })).body.data.list;
    expect(kinds.find((k) => k.kind === 'files.cleanupUploads')).toMatchObject({ fullName: '清理未完成的上传', names: { en: 'Clean up abandoned uploads' } });
    expect((await tasks({ keyword: '备份' })).body.data.list.map((r) => r.id)).toEqual(['system.backup']);
  });

  it('runs a task now: the run appears in its history as running, then with its duration and outcome', async () => {
    const before = (await history('auth.purgeSessions')).body.data.pagination.total;
    await t.db.insertInto('baseSession').values({ id: 'old-session', tokenHash: 'x'.repeat(64), userId: (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow()).id, createdAt: 1, expiresAt: 2, lastSeenAt: 1, endedAt: null, endReason: null, ip: null, userAgent: null, device: null, organizeId: null }).execute();
    const run = await call<{ logId: string }>(t, 'POST', `${API}/auth.purgeSessions/Actions/Run`, { token: admin });
    expect(run.body).toMatchObject({ code: Code.OK, msg: TASK_MSG.started });
    const done = await eventually(async () => {
      const row = (await history('auth.purgeSessions')).body.data.list.find((r) => r.id === run.body.data.logId);
      return row && row.outcome !== 'running' ? row : undefined;
    });
    expect(done).toMatchObject({ trigger: 'manual', outcome: 'success', userName: '李静', taskName: '清理过期会话' });
    expect(done.message).toMatch(/^删除会话 \d+ 个，过期验证码与扫码票据 \d+ 个$/);
    expect(done.duration).toBeGreaterThanOrEqual(0);
    expect(done.endTime).toBe(done.startTime + done.duration!);
    expect(await t.db.selectFrom('baseSession').select('id').where('id', '=', 'old-session').executeTakeFirst()).toBeUndefined();
    expect((await history('auth.purgeSessions')).body.data.pagination.total).toBe(before + 1);
    expect(await task('auth.purgeSessions')).toMatchObject({ running: false, lastOutcome: 'success' });
  });

  it('validates the pattern with croner and shows the next times; refuses unknown kinds and deleting a built-in task', async () => {
    const bad = await call(t, 'POST', API, { token: admin, body: { fullName: '坏表达式', kind: 'system.backup', cron: '61 * * * *' } });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    expect(bad.body.msg).toMatch(/^Cron 表达式不合法/);
    expect((await call(t, 'POST', API, { token: admin, body: { fullName: 'x', kind: 'system.backup', cron: '* *' } })).body.msg).toMatch(/应为 5 段/);
    expect((await call(t, 'POST', API, { token: admin, body: { fullName: 'x', kind: 'no.such', cron: '0 * * * *' } })).body.msg).toBe(TASK_MSG.kindUnknown);
    expect((await call(t, 'POST', API, { token: admin, body: { fullName: 'x', kind: 'system.backup', cron: '0 0 31 2 *' } })).body.msg).toBe(TASK_MSG.cronNever);
    const next = await call<{ list: number[] }>(t, 'GET', `${API}/Actions/NextRuns`, { token: admin, query: { cron: '*/15 * * * *' } });
    expect(next.body.data.list).toHaveLength(5);
    expect(next.body.data.list[1]! - next.body.data.list[0]!).toBe(15 * 60_000);
    expect((await call(t, 'DELETE', `${API}/system.backup`, { token: admin })).body.msg).toBe(TASK_MSG.builtInDelete);
    expect((await call(t, 'PUT', `${API}/system.backup`, { token: admin, body: { fullName: '备份', kind: 'auth.purgeSessions', cron: '0 3 * * *' } })).body.msg).toBe(TASK_MSG.kindFixed);
  });

  it('adds, edits and deletes a task of a kind; pausing clears its next time, enabling sets it again', async () => {
    const created = await call<{ id: string }>(t, 'POST', API, { token: admin, body: { fullName: '每周备份', kind: 'system.backup', cron: '0 3 * * 0', description: '周日凌晨' } });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    expect(await task(id)).toMatchObject({ builtIn: false, enabledMark: 1, cron: '0 3 * * 0' });
    expect(new Date((await task(id)).nextRunAt!).getDay()).toBe(0);
    expect((await call(t, 'PUT', `${API}/${id}/Actions/Stop`, { token: admin })).body.msg).toBe(TASK_MSG.paused);
    expect(await task(id)).toMatchObject({ enabledMark: 0, nextRunAt: null });
    expect((await call(t, 'PUT', `${API}/${id}/Actions/Enable`, { token: admin })).body.msg).toBe(TASK_MSG.enabled);
    expect((await task(id)).nextRunAt).toBeGreaterThan(Date.now());
    expect((await call(t, 'PUT', `${API}/${id}`, { token: admin, body: { fullName: '每周一备份', kind: 'system.backup', cron: '0 3 * * 1' } })).body.msg).toBe(Msg.updated);
    expect(new Date((await task(id)).nextRunAt!).getDay()).toBe(1);
    expect((await call(t, 'DELETE', `${API}/${id}`, { token: admin })).body.msg).toBe(Msg.deleted);
    expect((await call(t, 'GET', `${API}/${id}`, { token: admin })).body.code).toBe(Code.NOT_FOUND);
  });

  it('two schedulers on one database (two connections) run a due task once; a failure is recorded with its message', async () => {
    const job = counting('test.count');
    const jobs = new Map([[job.kind, job]]);
    const second = store.open();
    try {
      const a = createScheduler({ ctx: otherProcess(t), jobs, version: 'test', owner: 'server-a' });
      const b = createScheduler({ ctx: otherProcess(t, second), jobs, version: 'test', owner: 'server-b' });
      await t.db.insertInto('baseTimeTask').values({
        id: 'test-task', fullName: '测试任务', kind: job.kind, cron: '0 0 1 1 *', enabledMark: 1, builtIn: 0, description: null, nextRunAt: Date.now() - 1000,
        lastRunAt: null, lastOutcome: null, runCount: 0, leaseOwner: null, leaseUntil: null, sortCode: 0, creatorTime: Date.now(), creatorUserId: null, lastModifyTime: null, lastModifyUserId: null,
      }).execute();
      for (let round = 0; round < 3; round++) {
        await due('test-task');
        await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
        // While one runs it, the other cannot take it even when it is due again.
        await due('test-task');
        await b.tick();
        await a.tick();
        await Promise.all([a.idle(), b.idle()]);
      }
      expect(job.runs).toBe(3);
      const runs = (await history('test-task', { pageSize: '50' })).body.data.list;
      expect(runs).toHaveLength(job.runs);
      expect(runs.every((r) => r.outcome === 'success')).toBe(true);
      // No two runs overlap: each began after the one before ended.
      const ordered = [...runs].sort((x, y) => x.startTime - y.startTime);
      for (let i = 1; i < ordered.length; i++) expect(ordered[i]!.startTime).toBeGreaterThanOrEqual(ordered[i - 1]!.endTime!);

      const ran = job.runs;
      await due('test-task');
      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.idle(), b.idle()]);
      expect(job.runs).toBe(ran + 1);
      expect((await task('test-task')).nextRunAt).toBeGreaterThan(Date.now());

      job.fail = true;
      await due('test-task');
      await a.tick();
      await a.idle();
      expect((await history('test-task')).body.data.list[0]).toMatchObject({ outcome: 'failure', message: '测试失败原因', runner: 'server-a' });
      expect(await task('test-task')).toMatchObject({ lastOutcome: 'failure', running: false });
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await second.close();
    }
  });

  it('a paused task is not run when due; enabled again it is', async () => {
    const job = counting('test.pause', 10);
    const s = createScheduler({ ctx: otherProcess(t), jobs: new Map([[job.kind, job]]), version: 'test' });
    await t.db.insertInto('baseTimeTask').values({
      id: 'pause-task', fullName: '暂停测试', kind: job.kind, cron: '* * * * *', enabledMark: 1, builtIn: 0, description: null, nextRunAt: null,
      lastRunAt: null, lastOutcome: null, runCount: 0, leaseOwner: null, leaseUntil: null, sortCode: 0, creatorTime: Date.now(), creatorUserId: null, lastModifyTime: null, lastModifyUserId: null,
    }).execute();
    await call(t, 'PUT', `${API}/pause-task/Actions/Stop`, { token: admin });
    await due('pause-task');
    await s.tick();
    await s.idle();
    expect(job.runs).toBe(0);
    expect((await history('pause-task')).body.data.pagination.total).toBe(0);
    await call(t, 'PUT', `${API}/pause-task/Actions/Enable`, { token: admin });
    await due('pause-task');
    await s.tick();
    await s.idle();
    expect(job.runs).toBe(1);
    await s.stop();
  });

  it('a run left running by a server that died is marked interrupted when the lease lapses and the task runs again', async () => {
    const job = counting('test.lapse', 10);
    const s = createScheduler({ ctx: otherProcess(t), jobs: new Map([[job.kind, job]]), version: 'test', owner: 'survivor' });
    const now = Date.now();
    await t.db.insertInto('baseTimeTask').values({
      id: 'lapse-task', fullName: '租约测试', kind: job.kind, cron: '* * * * *', enabledMark: 1, builtIn: 0, description: null, nextRunAt: now - 1000,
      lastRunAt: now - 120_000, lastOutcome: null, runCount: 1, leaseOwner: 'dead-server', leaseUntil: now + 60_000, sortCode: 0, creatorTime: now, creatorUserId: null, lastModifyTime: null, lastModifyUserId: null,
    }).execute();
    await t.db.insertInto('baseTimeTaskLog').values({ id: 'dead-run', taskId: 'lapse-task', taskName: '租约测试', trigger: 'schedule', runner: 'dead-server', userId: null, startTime: now - 120_000, endTime: null, duration: null, outcome: 'running', message: null }).execute();
    await s.tick();
    expect(job.runs).toBe(0);
    expect(await task('lapse-task')).toMatchObject({ running: true });
    // 立即执行 of a task another server holds is refused.
    await t.db.updateTable('baseTimeTask').set({ leaseOwner: 'dead-server', leaseUntil: now + 60_000 }).where('id', '=', 'sync.purgeTombstones').execute();
    expect((await call(t, 'POST', `${API}/sync.purgeTombstones/Actions/Run`, { token: admin })).body).toMatchObject({ code: Code.CONFLICT, msg: TASK_MSG.running });
    await t.db.updateTable('baseTimeTask').set({ leaseOwner: null, leaseUntil: null }).where('id', '=', 'sync.purgeTombstones').execute();
    await t.db.updateTable('baseTimeTask').set({ leaseUntil: now - 1 }).where('id', '=', 'lapse-task').execute();
    await s.tick();
    await s.idle();
    expect(job.runs).toBe(1);
    const runs = (await history('lapse-task')).body.data.list;
    expect(runs.find((r) => r.id === 'dead-run')).toMatchObject({ outcome: 'interrupted' });
    expect(runs[0]).toMatchObject({ outcome: 'success', runner: 'survivor' });
    await s.stop();
  });

  it('stop interrupts a run that does not finish in its grace time and releases the lease', async () => {
    const job = counting('test.slow', 3000);
    const s = createScheduler({ ctx: otherProcess(t), jobs: new Map([[job.kind, job]]), version: 'test', graceMs: 50 });
    await t.db.insertInto('baseTimeTask').values({
      id: 'slow-task', fullName: '慢任务', kind: job.kind, cron: '* * * * *', enabledMark: 1, builtIn: 0, description: null, nextRunAt: Date.now() - 1000,
      lastRunAt: null, lastOutcome: null, runCount: 0, leaseOwner: null, leaseUntil: null, sortCode: 0, creatorTime: Date.now(), creatorUserId: null, lastModifyTime: null, lastModifyUserId: null,
    }).execute();
    await s.tick();
    expect(await task('slow-task')).toMatchObject({ running: true });
    await s.stop();
    expect((await history('slow-task')).body.data.list[0]).toMatchObject({ outcome: 'interrupted', message: '服务器停止，本次运行被中断' });
    expect(await task('slow-task')).toMatchObject({ running: false, lastOutcome: 'interrupted' });
  });

  it('refuses without the menu, and each write without its button', async () => {
    const wh01 = await t.login('wh01');
    expect((await tasks({}, wh01)).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', `${API}/auth.purgeSessions/Actions/Run`, { token: wh01 })).body.code).toBe(Code.FORBIDDEN);
    await grantModuleToRole(t.db, 'logViewer', 'system.timeTask', []);
    const viewer = await t.login('logviewer');
    expect((await tasks({}, viewer)).body.code).toBe(Code.OK);
    expect((await call(t, 'POST', `${API}/auth.purgeSessions/Actions/Run`, { token: viewer })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'PUT', `${API}/auth.purgeSessions/Actions/Stop`, { token: viewer })).body.code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', API, { token: viewer, body: {} })).body.code).toBe(Code.FORBIDDEN);
  });
});
