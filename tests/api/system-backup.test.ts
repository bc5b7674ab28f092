import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { BACKUP_MSG, type BackupRow, type TaskLogRow } from '../../src/features/system/contract';
import { backupStore } from '../../src/features/system/server/backup/backup-store';
import { runAdmin } from '../../src/server/cli/run';
import { call, freshStore, startTestApp, TEST_PG_URL, testDialect, type TestApp, type TestStore } from '../helpers/test-app';
import { eventually, otherProcess } from './system-fixtures';

const API = '/api/system/DataBackup';
type Listing = { list: BackupRow[]; directory: string };

function collect() {
  const lines: string[] = [];
  return { lines, out: { info: (l: string) => void lines.push(l), error: (l: string) => void lines.push(l) } };
}

describe(`数据备份 backup (${testDialect})`, () => {
  let t: TestApp;
  let store: TestStore;
  let admin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-backup-'));
  const list = async (token = admin) => (await call<Listing>(t, 'GET', API, { token })).body;
  const download = (id: string, headers: Record<string, string>, query?: Record<string, string>) => t.app.inject({ method: 'GET', url: `${API}/${id}/Actions/Download`, headers, query });
  const userName = (name: string) => t.db.updateTable('baseUser').set({ realName: name }).where('account', '=', 'wh02').execute();
  const nameOf = async () => (await t.db.selectFrom('baseUser').select('realName').where('account', '=', 'wh02').executeTakeFirstOrThrow()).realName;

  beforeAll(async () => {
    store = await freshStore();
    t = await startTestApp({ store, config: { dataDir, databaseUrl: testDialect === 'postgres' ? TEST_PG_URL : undefined } });
    admin = await t.login('sysadmin');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a backup, lists it with who made it, downloads the same bytes and deletes it', async () => {
    expect((await list()).data).toEqual({ list: [], directory: path.join(dataDir, 'backups') });
    const made = await call<BackupRow>(t, 'POST', API, { token: admin });
    expect(made.body).toMatchObject({ code: Code.OK, msg: BACKUP_MSG.created, data: { trigger: 'manual', creatorUserName: '李静', dialect: testDialect } });
    const row = made.body.data;
    expect(row.id).toMatch(testDialect === 'sqlite' ? /^qingban-.+\.sqlite$/ : /^qingban-.+\.dump$/);
    expect(row.fileSize).toBeGreaterThan(50_000);
    expect((await list()).data.list).toEqual([row]);

    const file = path.join(dataDir, 'backups', row.id);
    const res = await download(row.id, { authorization: `Bearer ${admin}`, 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${row.id}"`);
    expect(res.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    if (testDialect === 'sqlite') {
      expect(res.rawPayload.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
      const copy = new SQLite(file, { readonly: true });
      expect((copy.prepare('select count(*) as n from base_user').get() as { n: number }).n).toBeGreaterThan(5);
      copy.close();
    } else {
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('PGDMP');
    }
    // Browsers ask for gzip: the answer is compressed, and still the same bytes once unpacked.
    const zipped = await download(row.id, { authorization: `Bearer ${admin}`, 'accept-encoding': 'gzip' });
    const body = zipped.headers['content-encoding'] === 'gzip' ? gunzipSync(zipped.rawPayload) : zipped.rawPayload;
    expect(body.equals(fs.readFileSync(file))).toBe(true);
    if (zipped.headers['content-length'] !== undefined) expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    // A link opened in the browser carries the token in the query instead.
    expect((await download(row.id, { 'accept-encoding': 'identity' }, { token: admin })).statusCode).toBe(200);

    expect((await call(t, 'DELETE', `${API}/${row.id}`, { token: admin })).body.msg).toBe(Msg.deleted);
    expect(fs.existsSync(file)).toBe(false);
    expect((await list()).data.list).toEqual([]);
    expect((await call(t, 'DELETE', `${API}/${row.id}`, { token: admin })).body).toMatchObject({ code: Code.NOT_FOUND, msg: BACKUP_MSG.notFound });
    expect((await call(t, 'DELETE', `${API}/..%2Fqingban.sqlite`, { token: admin })).body.code).toBe(Code.BAD_REQUEST);
  });

  it('the nightly task backs up on run-now and keeps only the newest scheduled backups', async () => {
    const run = async () => {
      const { logId } = (await call<{ logId: string }>(t, 'POST', '/api/system/TimeTask/system.backup/Actions/Run', { token: admin })).body.data;
      return eventually(async () => {
        const row = (await call<{ list: TaskLogRow[] }>(t, 'GET', '/api/system/TimeTask/system.backup/TaskLog', { token: admin })).body.data.list.find((r) => r.id === logId);
        return row && row.outcome !== 'running' ? row : undefined;
      }, 20_000);
    };
    const first = await run();
    expect(first).toMatchObject({ outcome: 'success' });
    expect(first.message).toMatch(/^已备份到 qingban-.+（[\d.]+ (KiB|MiB)）$/);
    const manual = (await call<BackupRow>(t, 'POST', API, { token: admin })).body.data;
    const kept = backupStore(otherProcess(t), { pgDump: 'pg_dump', keep: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await run();
    expect(await kept.prune()).toBe(1);
    const rows = (await list()).data.list;
    expect(rows.filter((r) => r.trigger === 'schedule')).toHaveLength(1);
    expect(rows.map((r) => r.id)).toContain(manual.id);
  });

  it.runIf(testDialect === 'postgres')('answers the clear message when pg_dump is not there', async () => {
    const missing = backupStore(otherProcess(t), { pgDump: '/nonexistent/pg_dump', keep: 7 });
    await expect(missing.create({ trigger: 'manual', userName: null })).rejects.toMatchObject({ code: Code.BAD_REQUEST, msg: BACKUP_MSG.pgDumpMissing });
    expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it('restores a backup into a stopped server with the CLI, refusing while a server runs', async () => {
    await userName('备份前');
    const backup = (await call<BackupRow>(t, 'POST', API, { token: admin })).body.data;
    await userName('备份后改的');
    const environment = { config: { ...t.config, dataDir }, version: '0.0.0-test', open: () => store.open() };
    // A server seen alive a moment ago (its scheduler's heartbeat) blocks the restore.
    await t.db.insertInto('baseServerInstance').values({ id: 'live', host: 'web-1', pid: 42, version: 'x', startedAt: Date.now(), lastSeenAt: Date.now() }).execute();
    const refused = collect();
    expect(await runAdmin(['restore', backup.id], { out: refused.out, environment })).toBe(1);
    expect(refused.lines.join('\n')).toMatch(/服务器仍在运行：web-1 进程 42/);
    await t.db.deleteFrom('baseServerInstance').execute();

    const before = await nameOf();
    expect(before).toBe('备份后改的');
    // The app stands for the stopped server: its connection closes before the file is replaced.
    await t.close(false);
    const done = collect();
    expect(await runAdmin(['restore', backup.id], { out: done.out, environment }), done.lines.join('\n')).toBe(0);
    expect(done.lines.join('\n')).toMatch(/已恢复/);
    t = await startTestApp({ store, config: { dataDir, databaseUrl: testDialect === 'postgres' ? TEST_PG_URL : undefined } });
    admin = await t.login('sysadmin');
    expect(await nameOf()).toBe('备份前');
    if (testDialect === 'sqlite') expect(fs.readdirSync(path.dirname(t.database.location)).some((n) => n.includes('.before-restore-'))).toBe(true);
    else expect(fs.readdirSync(path.join(dataDir, 'backups')).some((n) => n.endsWith('-prerestore.dump'))).toBe(true);

    const unknown = collect();
    expect(await runAdmin(['restore', 'nothing-here.sqlite'], { out: unknown.out, environment })).toBe(1);
    expect(unknown.lines.join('\n')).toMatch(/备份文件不存在/);
  });

  it('refuses without the menu, and each action without its button', async () => {
    const wh01 = await t.login('wh01');
    expect((await list(wh01)).code).toBe(Code.FORBIDDEN);
    expect((await call(t, 'POST', API, { token: wh01 })).body.code).toBe(Code.FORBIDDEN);
    const id = (await list()).data.list[0]!.id;
    expect((await download(id, { authorization: `Bearer ${wh01}` })).json()).toMatchObject({ code: Code.FORBIDDEN });
    expect((await call(t, 'DELETE', `${API}/${id}`, { token: wh01 })).body.code).toBe(Code.FORBIDDEN);
  });
});
