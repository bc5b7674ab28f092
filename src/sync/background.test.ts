import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhileLeading, type BackgroundModule } from './background';
import { QingbanDb } from './db';
import { SyncEngine } from './engine';
import { FakeChannelHub, fakeEnv, FakeLocks, fakeTransport, FakeServer } from './testing';

const open: Array<{ engine: SyncEngine; db: QingbanDb; off: () => void }> = [];
afterEach(() => {
  open.splice(0).forEach(({ engine, db, off }) => {
    off();
    engine.stop();
    db.close();
  });
});

describe('background work of the features', () => {
  it('runs in the tab that leads the user\'s sync only, and moves to the next tab when that one closes', async () => {
    const user = `bg-${Date.now()}`;
    const server = new FakeServer();
    const locks = new FakeLocks();
    const hub = new FakeChannelHub();
    const running: string[] = [];
    let tabs = 0;
    const modules: BackgroundModule[] = [
      { name: 'files', load: async () => ({ start: (db) => {
        const who = `${db.name}#${(db as QingbanDb & { tabNo: number }).tabNo}`;
        running.push(who);
        return () => running.splice(running.indexOf(who), 1);
      } }) },
    ];
    const tab = async () => {
      const db = Object.assign(new QingbanDb(user), { tabNo: ++tabs });
      await db.open();
      const engine = new SyncEngine({ db, transport: fakeTransport(server), locks, channel: hub.create(), env: fakeEnv() });
      engine.start();
      const entry = { engine, db, off: runWhileLeading(engine, modules) };
      open.push(entry);
      return entry;
    };
    const a = await tab();
    await vi.waitFor(() => expect(running).toEqual([`qingban-${user}#1`]));
    const b = await tab();
    await new Promise((r) => setTimeout(r, 20));
    expect(running).toEqual([`qingban-${user}#1`]);

    a.off();
    a.engine.stop();
    expect(running).toEqual([]);
    await vi.waitFor(() => expect(running).toEqual([`qingban-${user}#2`]));
    b.off();
    expect(running).toEqual([]);
  });
});
