/**
 * `npm run bench [-- filter]`: runs every bench/server-*.ts and bench/client-*.ts module (each
 * exports `run(): Promise<void>`) one after another and lets them print their figures. Nothing here
 * compares a time against a threshold: the machine's speed is not a failure (docs/adr/0005).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

interface BenchModule {
  run?: () => Promise<void>;
}

const here = import.meta.dirname;
const filters = process.argv.slice(2);
const modules = fs
  .readdirSync(here)
  .filter((f) => /^(server|client)-[\w-]+\.ts$/.test(f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort((a, b) => (a.startsWith('server-') === b.startsWith('server-') ? a.localeCompare(b) : a.startsWith('server-') ? -1 : 1));

if (modules.length === 0) console.info(`no benchmark modules${filters.length ? ` match ${filters.join(' ')}` : ''}`);

let failed = 0;
for (const file of modules) {
  console.info(`\n▶ ${file}`);
  const started = performance.now();
  try {
    const mod = (await import(pathToFileURL(path.join(here, file)).href)) as BenchModule;
    if (typeof mod.run !== 'function') throw new Error('exports no run()');
    await mod.run();
    console.info(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    // A benchmark that cannot run is broken code, not a slow machine: report it and carry on.
    failed++;
    console.error(`✗ ${file} failed:`, error);
  }
}
if (failed > 0) process.exitCode = 1;
