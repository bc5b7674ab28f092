/**
 * The chaos run: the real server (SQLite, or PostgreSQL with TEST_DB=postgres) listening on
 * loopback, the chaos proxy in front of it, and the real client engine in a tab that the user
 * writes through while the network fails, the tab reloads and the session expires.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { configureHttp } from '@/lib/http/handle-envelope';
import { getDeviceId } from '@/sync/device';
import { createHttpTransport } from '@/sync/http-transport';
import { mutate, onLocalWrite } from '@/sync/mutations';
import '@/features/dictionary/client/mutations';
import '@/sync/profile-mutations';
import { call, startTestApp, testDialect } from '../helpers/test-app';
import { audit, type AuditResult } from './audit';
import { UserModel } from './model';
import { rng } from './prng';
import { ChaosProxy } from './proxy';
import { sabotage as sabotaged, type Sabotage } from './sabotage';
import { connectSocket } from './socket';
import { sleep, World, type WorldStats } from './world';

export interface ChaosOptions {
  writes: number;
  seed: number;
  /** Break the client on purpose (the run must then report losses or duplicates). */
  sabotage?: Sabotage;
}

export interface ChaosStats extends WorldStats {
  dialect: string;
  answersLost: number;
  duplicatesAnswered: number;
  faults: Record<string, number>;
  seconds: number;
  drainSeconds: number;
}

export async function runChaos({ writes, seed, sabotage }: ChaosOptions): Promise<{ result: AuditResult; stats: ChaosStats }> {
  const started = performance.now();
  const user = rng(seed);
  const chaos = rng(seed ^ 0x5bd1e995);
  const t = await startTestApp();
  let proxy: ChaosProxy | null = null;
  let closeWorld = () => undefined as void;
  let closeSocket = () => undefined as void;
  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = new ChaosProxy(new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`), chaos);
    const token = await t.login('admin');
    const userId = (await t.db.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    const made = await call(t, 'POST', '/api/system/DictionaryType', { token, body: { fullName: '混沌测试', enCode: 'chaosTest', isTree: 0, sortCode: 99 } });
    if (made.body.code !== 200) throw new Error(`could not create the dictionary: ${made.body.msg}`);
    const typeId = (await t.db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', 'chaosTest').executeTakeFirstOrThrow()).id;
    const startVersion = Number((await t.db.selectFrom('syncChange').select((eb) => eb.fn.max('version').as('v')).executeTakeFirst())?.v ?? 0);
    const profile = await t.db.selectFrom('baseUser').select(['realName', 'description', 'theme']).where('id', '=', userId).executeTakeFirstOrThrow();
    const model = new UserModel(user, typeId, userId, { realName: profile.realName, description: profile.description ?? null, theme: profile.theme ?? 'classic' });

    configureHttp({ getToken: () => token, onSessionLost: () => undefined });
    const world = new World(userId, proxy, sabotaged(createHttpTransport({ baseURL: await proxy.listen(), timeout: 5000 }), sabotage, chaos), chaos);
    closeWorld = () => world.close();
    const offWrite = onLocalWrite(() => {
      try {
        world.tab.engine.requestReplay();
      } catch {
        // between two pages
      }
    });
    const deviceId = await getDeviceId((await world.open()).db);
    const offSocket = await connectSocket(proxy.upstreamUrl, token, (collections) => {
      if (!proxy!.outage) world.pullIfOpen(collections);
    });
    closeSocket = offSocket;

    for (let i = 0; model.writes.length < writes; i++) {
      world.weather(0.02);
      const plan = model.plan(i);
      if (chaos.chance(0.03)) {
        // The lid closes mid-save: the write is either kept whole (it is then the user's) or never made.
        const saving = mutate(plan.name, plan.args, {}, world.tab.db).then((id) => model.record(plan, id, i), () => void world.stats.writesCutByReload++);
        for (let k = chaos.int(8); k > 0; k--) await Promise.resolve();
        await world.reload();
        await saving;
        continue;
      }
      model.record(plan, await mutate(plan.name, plan.args, {}, world.tab.db), i);
      if (chaos.chance(0.03)) await world.reload();
      // Mostly quick typing; now and then the user stops to read, and the engine catches up.
      else if (chaos.chance(0.04)) await sleep(chaos.between(50, 300));
      else if (chaos.chance(0.5)) await sleep(chaos.int(12));
    }

    // The user stops writing; the network stays as bad until every write is acknowledged …
    const drainFrom = performance.now();
    const underChaos = await world.settle(Date.now() + 180_000, { outageChance: 0.01, reloadChance: 0.01 });
    // … then comes back for good: whatever is left drains, and one last pull.
    proxy.faults = false;
    world.networkBack();
    const drained = await world.settle(Date.now() + 60_000, { outageChance: 0, reloadChance: 0 });
    // A round begun before the network healed may still fail: wait for it, then pull once more, cleanly.
    while (world.tab.engine.status.get().pulling) await sleep(25);
    await world.tab.engine.pullNow();
    offWrite();
    const result = await audit({ db: t.db, model, local: world.tab.db, deviceId, userId, typeId, startVersion });
    if (!underChaos) result.problems.push('the outbox did not drain in 3 minutes of chaos');
    if (!drained) result.problems.push('the outbox did not drain in a minute of clean network');
    const stats: ChaosStats = {
      ...world.stats, dialect: testDialect, answersLost: proxy.answersLost, duplicatesAnswered: proxy.duplicatesAnswered, faults: proxy.counts,
      seconds: (performance.now() - started) / 1000, drainSeconds: (performance.now() - drainFrom) / 1000,
    };
    return { result, stats };
  } finally {
    closeSocket();
    closeWorld();
    await (proxy as ChaosProxy | null)?.close();
    await t.close();
  }
}
