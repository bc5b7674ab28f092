import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_SYNC_MSG } from '../contract';
import { externalRunner, type SqlRunner } from './runners';
import { copyTable, mapColumns, SyncError, type SyncPlan } from './sync-copy';
import type { DataSourceTable } from './tables';

const source = (dbName: string, readOnly: number): DataSourceTable => ({
  id: dbName, fullName: dbName, enCode: dbName, dbType: 'sqlite', host: '', port: null, dbName, dbSchema: '', userName: '', passwordEnc: null, readOnly,
  sortCode: 0, enabledMark: 1, description: null, creatorUserId: null, creatorTime: 0, lastModifyUserId: null, lastModifyTime: null,
});

describe('copyTable', () => {
  let dir: string;
  let src: SqlRunner;
  let dst: SqlRunner;
  const targetRows = () => {
    const db = new SQLite(path.join(dir, 'data-sources', 'dst.sqlite'), { readonly: true });
    try {
      return db.prepare('select id, name from t order by id').all();
    } finally {
      db.close();
    }
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-sync-'));
    fs.mkdirSync(path.join(dir, 'data-sources'));
    const a = new SQLite(path.join(dir, 'data-sources', 'src.sqlite'));
    a.exec('create table s (id integer primary key, name text)');
    const ins = a.prepare('insert into s values (?, ?)');
    for (let i = 1; i <= 10; i++) ins.run(i, `n${i}`);
    a.close();
    const b = new SQLite(path.join(dir, 'data-sources', 'dst.sqlite'));
    b.exec("create table t (id integer primary key, name text); insert into t values (100, 'kept')");
    b.close();
    src = externalRunner(source('src.sqlite', 1), null, dir);
    dst = externalRunner(source('dst.sqlite', 0), null, dir);
  });
  afterEach(async () => {
    await src.close();
    await dst.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const plan = (mode: 'full' | 'key', over: Partial<SyncPlan> = {}): SyncPlan => ({
    source: src, sourceTable: 's', target: dst, targetTable: 't', mode, key: mode === 'key' ? { source: 'id', target: 'id' } : null,
    columns: [{ source: 'id', target: 'id' }, { source: 'name', target: 'name' }], batchSize: 3, ...over,
  });
  /** A source that aborts the run after its first batch is read: a stop between batches. */
  const stopAfterFirstRead = (): { runner: SqlRunner; signal: AbortSignal } => {
    const abort = new AbortController();
    const runner: SqlRunner = { ...src, run: async (...args) => { const r = await src.run(...args); abort.abort(); return r; } };
    return { runner, signal: abort.signal };
  };

  it('key mode commits whole batches: a stop after the first leaves exactly that batch written', async () => {
    const { runner, signal } = stopAfterFirstRead();
    const err = await copyTable(plan('key', { source: runner }), { deadline: Date.now() + 10_000, timeoutMs: 10_000, signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as { progress: unknown }).progress).toEqual({ rowsRead: 3, rowsWritten: 3 });
    expect(targetRows()).toEqual([{ id: 1, name: 'n1' }, { id: 2, name: 'n2' }, { id: 3, name: 'n3' }, { id: 100, name: 'kept' }]);
  });

  it('full mode rolls everything back when stopped: the target stays as it was', async () => {
    const { runner, signal } = stopAfterFirstRead();
    await expect(copyTable(plan('full', { source: runner }), { deadline: Date.now() + 10_000, timeoutMs: 10_000, signal })).rejects.toThrow(SyncError);
    expect(targetRows()).toEqual([{ id: 100, name: 'kept' }]);
    expect(await copyTable(plan('full'), { deadline: Date.now() + 10_000, timeoutMs: 10_000 })).toEqual({ rowsRead: 10, rowsWritten: 10 });
    expect(targetRows()).toHaveLength(10);
  });

  it('stops at the time limit with the limit in the message', async () => {
    await expect(copyTable(plan('key'), { deadline: Date.now() - 1, timeoutMs: 100_000 })).rejects.toThrow(DATA_SYNC_MSG.timeout(100_000));
    expect(targetRows()).toEqual([{ id: 100, name: 'kept' }]);
  });

  it('maps columns by name or checks the given pairs', () => {
    expect(mapColumns(['id', 'name', 'x'], ['name', 'id'], [])).toEqual([{ source: 'id', target: 'id' }, { source: 'name', target: 'name' }]);
    expect(() => mapColumns(['a'], ['b'], [])).toThrow(DATA_SYNC_MSG.noColumns);
    expect(() => mapColumns(['a'], ['b'], [{ source: 'a', target: 'c' }])).toThrow(DATA_SYNC_MSG.targetColumnMissing('c'));
  });
});
