/**
 * `npm run test:chaos`: 1,000 writes through the real engine and server with the network failing
 * and the tab reloading (CHAOS_WRITES to change; `npm test` runs 150 with a fixed seed). The seed
 * is random unless CHAOS_SEED is given, and printed so a failing run can be repeated. Ends with
 * `chaos: N writes, L lost, D duplicated`; exits 1 if anything was lost, duplicated or diverged.
 */
import { runChaos } from './chaos';
import type { Sabotage } from './sabotage';

const writes = Number(process.env.CHAOS_WRITES ?? 1000);
const seed = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(writes) || writes < 1 || !Number.isFinite(seed)) {
  console.error('CHAOS_WRITES must be a positive integer and CHAOS_SEED a number');
  process.exit(2);
}

const sabotage = process.env.CHAOS_SABOTAGE as Sabotage | undefined;
if (sabotage && sabotage !== 'duplicate' && sabotage !== 'lose') {
  console.error('CHAOS_SABOTAGE is duplicate or lose');
  process.exit(2);
}

const unhandled: string[] = [];
process.on('unhandledRejection', (reason) => void unhandled.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)));

try {
  const { result, stats } = await runChaos({ writes, seed, sabotage });
  const f = stats.faults;
  const n = (k: string) => f[k] ?? 0;
  const pushes = Object.entries(f).filter(([k]) => k.startsWith('push:')).reduce((s, [, v]) => s + v, 0);
  const pulls = Object.entries(f).filter(([k]) => k.startsWith('pull:')).reduce((s, [, v]) => s + v, 0);
  console.info(
    `chaos seed ${seed} (CHAOS_SEED=${seed} to repeat) · ${stats.dialect} · ${pushes} pushes: ${stats.answersLost} answers lost after the server committed (${stats.duplicatesAnswered} resent writes answered duplicate), ` +
      `${n('push:dropBefore')} dropped before the server, ${n('push:http5xx') + n('push:envelope500')} 5xx, ${n('push:partial')} partly handled, ` +
      `${n('push:outage')} during ${stats.outages} outages, ${stats.sessionExpiries} session expiries · ${pulls} pulls (${pulls - n('pull:clean')} faulty) · ` +
      `${stats.reloads} reloads (${stats.reloadsMidReplay} mid-replay, ${stats.writesCutByReload} writes cut before saved) · ` +
      `${stats.seconds.toFixed(1)} s (final drain ${stats.drainSeconds.toFixed(1)} s)`,
  );
  const problems = [...result.problems, ...unhandled.map((u) => `unhandled rejection: ${u}`)];
  const shown = Number(process.env.CHAOS_SHOW ?? 20);
  for (const p of problems.slice(0, shown)) console.info(`  ✗ ${p}`);
  if (problems.length > shown) console.info(`  … and ${problems.length - shown} more`);
  console.info(`chaos: ${result.writes} writes, ${result.lost} lost, ${result.duplicated} duplicated`);
  process.exit(result.lost > 0 || result.duplicated > 0 || problems.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`chaos seed ${seed}: the run broke`, error);
  process.exit(1);
}
