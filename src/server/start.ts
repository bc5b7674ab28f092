import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { stopOnSignals } from './shutdown';

const config = readConfig();

/** `npm start` on a fresh clone: the PWA is built once, then served from dist/. */
function ensureClientBuilt() {
  if (fs.existsSync(path.join(config.clientDir, 'index.html'))) return;
  console.info('[qingban] building the web client (first start) …');
  const vite = path.resolve('node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--outDir', config.clientDir], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[qingban] client build failed; serving the API only');
  }
}

async function main() {
  ensureClientBuilt();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const version = (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  const prepared = await prepareDatabase(database, config.seed, version);
  if (prepared.adminPassword) {
    console.info(`\n[qingban] 已创建管理员账号 admin，初始密码（只显示这一次）：${prepared.adminPassword}\n`);
  }
  const app = await buildApp({ config, database });
  stopOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`轻办 Qingban on http://localhost:${config.port} · database ${database.dialect} (${database.location}) · seed ${prepared.seeded ?? 'existing'} · socket pushes ${config.redisUrl ? 'fan out through Redis' : 'stay in this process'}`);
}

main().catch((error) => {
  console.error('[qingban] failed to start:', error);
  process.exit(1);
});
