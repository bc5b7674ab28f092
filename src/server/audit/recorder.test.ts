import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DB } from '../db/schema';
import type { AuthContext } from '../plugins/auth';
import { createAuditRecorder, type LogEntry } from './recorder';

/** A database that takes inserts (or refuses them) and has no settings stored. */
function fakeDb(fail: boolean) {
  const inserted: unknown[] = [];
  const statements: number[] = [];
  const db: Record<string, unknown> = {
    insertInto: () => ({ values: (rows: unknown[]) => ({ execute: async () => (fail ? Promise.reject(new Error('database down')) : void (inserted.push(...rows), statements.push(rows.length))) }) }),
    selectFrom: () => ({ select: () => ({ where: () => ({ execute: async () => [] }) }) }),
  };
  db.transaction = () => ({ execute: (fn: (trx: unknown) => Promise<unknown>) => fn(db) });
  return { db: db as unknown as Kysely<DB>, inserted, statements };
}
const log = { warn: vi.fn() } as never;
const auth = (): AuthContext => ({ sessionId: 's', userId: 'u1', account: 'admin', realName: '管理员', isAdministrator: true, organizeId: null });
const entry: LogEntry = {
  category: 'operation', userId: 'u1', account: 'admin', userName: '管理员', ip: null, userAgent: null, method: 'PUT', url: '/api/x',
  module: 'x', action: 'put', summary: null, httpStatus: 200, code: 200, msg: null, duration: 1, reference: null, error: null,
};

describe('the operation log recorder', () => {
  it('writes queued entries in one batch when flushed', async () => {
    const { db, inserted } = fakeDb(false);
    const audit = createAuditRecorder(db, log);
    audit.enqueue(entry);
    audit.enqueue({ ...entry, url: '/api/y' });
    expect(inserted).toHaveLength(0);
    await audit.flush();
    expect(inserted).toMatchObject([{ url: '/api/x', changeCount: 0, changes: null }, { url: '/api/y' }]);
    expect(audit.stats()).toEqual({ written: 2, failed: 0, dropped: 0, hookErrors: 0, pending: 0 });
  });

  it('writes a big batch in statements of a few fixed sizes (SQLite keeps each prepared)', async () => {
    const { db, inserted, statements } = fakeDb(false);
    const audit = createAuditRecorder(db, log);
    for (let i = 0; i < 150; i++) audit.enqueue({ ...entry, url: `/api/${i}`, msg: 'x'.repeat(600) });
    await audit.flush();
    expect(statements).toEqual([64, 64, 16, 4, 1, 1]);
    expect((inserted as { url: string; msg: string }[]).map((r) => r.url)).toEqual(Array.from({ length: 150 }, (_, i) => `/api/${i}`));
    expect((inserted[0] as { msg: string }).msg).toHaveLength(500);
  });

  it('counts a failed write and never throws it', async () => {
    const audit = createAuditRecorder(fakeDb(true).db, log);
    audit.enqueue(entry);
    audit.enqueue(entry);
    await expect(audit.flush()).resolves.toBeUndefined();
    expect(audit.stats()).toMatchObject({ written: 0, failed: 2, pending: 0 });
  });

  it("puts a service's change into its request's entry, or into one of its own outside a request", async () => {
    const { db, inserted } = fakeDb(false);
    const audit = createAuditRecorder(db, log);
    const inRequest = auth();
    audit.openRequest(inRequest);
    audit.change(inRequest, { module: 'permission.user', entity: 'user', id: 'u9', before: { realName: '赵强', passwordHash: 'h' }, after: { realName: '赵强强', passwordHash: 'h' } });
    expect(audit.takeChanges(inRequest)).toEqual([{ module: 'permission.user', entity: 'user', id: 'u9', before: { realName: '赵强' }, after: { realName: '赵强强' } }]);
    expect(audit.takeChanges(inRequest)).toEqual([]);
    audit.by(auth())({ module: 'system.dictionary', entity: 'dictionaryData', id: 'd1', before: null, after: { fullName: '新' } });
    await audit.flush();
    expect(inserted).toMatchObject([{ method: 'INTERNAL', action: 'create', account: 'admin', changeCount: 1 }]);
  });

  it('records nothing when the operation log is off', async () => {
    const { db, inserted } = fakeDb(false);
    const audit = createAuditRecorder(db, log, false);
    audit.enqueue(entry);
    audit.change(auth(), { module: 'x', entity: 'y', id: '1', before: null, after: {} });
    await audit.flush();
    expect(inserted).toEqual([]);
  });
});
