import { featureRegistry } from '../../src/server/features';
import { createContext } from '../../src/server/context';
import type { Database } from '../../src/server/db/database';
import type { ServerConfig } from '../../src/server/config';
import type { TestApp } from '../helpers/test-app';

/** A second server process on the same database, as far as the system feature can tell: its own context, caches and scheduler. */
export function otherProcess(t: TestApp, database: Database = t.database, config?: ServerConfig) {
  return createContext(config ?? { ...t.config }, database, t.app.log, featureRegistry);
}

/** Polls until `check` answers something truthy (a run that finishes in the background). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
