import fs from 'node:fs';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase, type Database } from '../db/database';

export interface CliEnvironment {
  config: ServerConfig;
  version: string;
  /** Opens the configured database; the caller closes it. Tests hand in their own store. */
  open(): Database;
}

export function readVersion(): string {
  const url = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(url, 'utf8')) as { version: string }).version;
}

/** The same configuration and database as `npm start` (PORT, DATA_DIR, DATABASE_URL, SEED). */
export function cliEnvironment(env: NodeJS.ProcessEnv = process.env): CliEnvironment {
  const config = readConfig(env);
  return {
    config,
    version: readVersion(),
    open: () => {
      if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
      return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    },
  };
}
