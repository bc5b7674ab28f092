import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** 'demo' seeds the demo organisation into an empty database; 'none' creates only admin. */
  seed: 'demo' | 'none';
  /** Demo mode may echo SMS codes of demo accounts in the answer so the demo can be tried. */
  demoMode: boolean;
  sessionTtlHours: number;
  singleSession: boolean;
  loginRateLimitPerMinute: number;
  logLevel: string;
  clientDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const seed = env.SEED === 'none' ? 'none' : 'demo';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    demoMode: seed === 'demo' && env.DEMO_MODE !== '0',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    singleSession: env.SINGLE_SESSION === '1',
    loginRateLimitPerMinute: Number(env.LOGIN_RATE_LIMIT ?? 60),
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
  };
}
