import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { RuleMsg, isPassword } from '../../src/contract/validators';
import { backupDatabase, maskPassword, pgDumpCommand } from '../../src/server/cli/backup';
import { readConfig } from '../../src/server/config';
import { resetPassword } from '../../src/server/cli/reset-password';
import { runAdmin } from '../../src/server/cli/run';
import { call, freshStore, md5, startTestApp, testDialect, type TestApp, type TestStore } from '../helpers/test-app';

function collect() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: { info: (l: string) => void lines.push(l), error: (l: string) => void errors.push(l) } };
}

const loginForm = (account: string, password: string) => ({ form: { grant_type: 'password', account, password: md5(password), origin: 'password' } });

describe(`admin CLI (${testDialect})`, () => {
  let t: TestApp;
  let store: TestStore;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-cli-'));
  const environment = () => ({ config: { ...readConfig({}), dataDir: tmp }, version: '0.0.0-test', open: () => store.open() });

  beforeAll(async () => {
    store = await freshStore();
    t = await startTestApp({ store });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('reset-password sets the given password, lifts the lock and ends the old sessions', async () => {
    const oldToken = await t.login('sysadmin');
    await t.db.updateTable('baseUser').set({ loginErrorCount: 5, lockUntil: Date.now() + 600_000 }).where('account', '=', 'sysadmin').execute();
    expect((await call(t, 'POST', '/api/oauth/Login', loginForm('sysadmin', '123456'))).body.msg).toBe(Msg.accountLocked);

    const result = await resetPassword(t.database, { account: 'sysadmin', password: 'Qing2026ban' });
    expect(result).toMatchObject({ account: 'sysadmin', password: 'Qing2026ban', generated: false });
    expect(result.sessionsEnded).toBeGreaterThanOrEqual(1);

    const row = await t.db.selectFrom('baseUser').select(['loginErrorCount', 'lockUntil', 'passwordHash']).where('account', '=', 'sysadmin').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ loginErrorCount: 0, lockUntil: null });
    expect(row.passwordHash).not.toContain('Qing2026ban');
    expect((await call(t, 'GET', '/api/oauth/CurrentUser', { token: oldToken })).body.code).toBe(Code.TOKEN_REVOKED);
    expect((await call(t, 'POST', '/api/oauth/Login', loginForm('sysadmin', '123456'))).body.msg).toBe(Msg.wrongAccountOrPassword);
    await t.db.updateTable('baseUser').set({ loginErrorCount: 0 }).where('account', '=', 'sysadmin').execute();
    await t.login('sysadmin', 'Qing2026ban');
  });

  it('reset-password without --password generates one that passes the rule, shown once', async () => {
    const { out, lines } = collect();
    const code = await runAdmin(['reset-password', 'assetadmin'], { out, environment: environment() });
    expect(code).toBe(0);
    const shown = lines.join('\n').match(/shown once\): (\S+)/)?.[1];
    expect(shown && isPassword(shown)).toBe(true);
    await t.login('assetadmin', shown!);
  });

  it('reset-password refuses a weak password and an unknown account with exit code 1', async () => {
    await expect(resetPassword(t.database, { account: 'office', password: 'abc' })).rejects.toThrow(RuleMsg.password);
    await t.login('office');

    const unknown = collect();
    expect(await runAdmin(['reset-password', 'nobody', '--password', 'abc12345'], { out: unknown.out, environment: environment() })).toBe(1);
    expect(unknown.errors.join('\n')).toContain('nobody');
    const weak = collect();
    expect(await runAdmin(['reset-password', 'office', '--password=123456'], { out: weak.out, environment: environment() })).toBe(1);
    expect(weak.errors.join('\n')).toContain(RuleMsg.password);
  });

  it('reset-password follows the password policy of 系统配置', async () => {
    const set = (key: string, value: string) => t.db.insertInto('baseSysConfig').values({ key, value, category: 'SysConfig' }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    await set('passwordMinLength', '14');
    await set('passwordMaxLength', '20');
    await set('passwordSymbols', '2');
    try {
      await expect(resetPassword(t.database, { account: 'office', password: 'Qing2026ban' })).rejects.toThrow('14-20位字符的密码（数字、字母和符号组成）');
      const made = await resetPassword(t.database, { account: 'office' });
      expect(made.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[#$%&*+\-=?@_]).{14}$/);
      await t.login('office', made.password);
      expect((await resetPassword(t.database, { account: 'office', password: 'Qing-2026-ban#1' })).generated).toBe(false);
    } finally {
      await t.db.deleteFrom('baseSysConfig').where('key', 'in', ['passwordMinLength', 'passwordMaxLength', 'passwordSymbols']).execute();
      await resetPassword(t.database, { account: 'office', password: '123456a' });
    }
  });

  it('backup writes a readable copy on SQLite; on PostgreSQL it returns the pg_dump command', async () => {
    const result = await backupDatabase(t.database, { dataDir: tmp, databaseUrl: t.database.dialect === 'postgres' ? 'postgres://u:secret@db:5432/qingban' : undefined });
    if (testDialect === 'postgres') {
      expect(result.kind).toBe('postgres');
      if (result.kind !== 'postgres') return;
      expect(result.command).toMatch(/^pg_dump --format=custom /);
      expect(result.command).toContain('postgres://u:***@db:5432/qingban');
      expect(result.command).toContain(`--schema=${t.database.pgSchema}`);
      expect(result.command).not.toContain('secret');
      return;
    }
    expect(result.kind).toBe('sqlite');
    if (result.kind !== 'sqlite') return;
    expect(path.dirname(result.file)).toBe(path.join(tmp, 'backups'));
    expect(path.basename(result.file)).toMatch(/^qingban-\d{4}-\d\d-\d\dT[\d-]+Z\.sqlite$/);
    expect(result.bytes).toBe(fs.statSync(result.file).size);
    const copy = new SQLite(result.file, { readonly: true });
    const users = (copy.prepare('select count(*) as n from base_user').get() as { n: number }).n;
    copy.close();
    const live = (await t.db.selectFrom('baseUser').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(users).toBe(Number(live));
  });

  it('backup --out goes to the given file and never overwrites one', async () => {
    const target = path.join(tmp, 'manual', 'copy.sqlite');
    const first = collect();
    expect(await runAdmin(['backup', '--out', target], { out: first.out, environment: environment() })).toBe(0);
    if (testDialect === 'postgres') {
      expect(first.lines.join('\n')).toContain(`--file=${target}`);
      return;
    }
    expect(fs.statSync(target).size).toBeGreaterThan(0);
    expect(first.lines.join('\n')).toContain(target);
    const again = collect();
    expect(await runAdmin(['backup', '--out', target], { out: again.out, environment: environment() })).toBe(1);
  });

  it('masks the password of any URL it prints', () => {
    expect(maskPassword('postgres://app:p%40ss@10.0.0.5:5432/qingban?sslmode=require')).toBe('postgres://app:***@10.0.0.5:5432/qingban?sslmode=require');
    expect(pgDumpCommand('postgres://app@h/q', "/tmp/it's.dump")).toBe(`pg_dump --format=custom --no-owner --file='/tmp/it'\\''s.dump' postgres://app@h/q`);
  });

  it('help exits 0, an unknown command prints the usage and exits 1', async () => {
    const help = collect();
    expect(await runAdmin(['help'], { out: help.out })).toBe(0);
    expect(help.lines.join('\n')).toContain('reset-password <account>');
    const bad = collect();
    expect(await runAdmin(['frobnicate'], { out: bad.out })).toBe(1);
    expect(bad.errors.join('\n')).toContain('frobnicate');
    expect(bad.lines.join('\n')).toContain('用法 (usage)');
  });
});
