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
  /** REDIS_URL: socket pushes fan out to the other server processes through Redis (ADR 0022). */
  redisUrl?: string;
  /** REDIS_PREFIX: namespace of Qingban's Redis channel and keys. */
  redisPrefix: string;
  /** Operation, request and exception logs (ADR 0026); AUDIT_LOG=0 turns the hooks off (benches compare). */
  auditLog: boolean;
}

/** `redis://[user:pass@]host[:port][/db]` or `rediss://…` (TLS); anything else stops the start. */
function readRedisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['redis:', 'rediss:'].includes(url.protocol) || !url.hostname) {
    throw new Error('REDIS_URL must look like redis://host:6379 (or rediss:// for TLS)');
  }
  return value;
}

function readRedisPrefix(value: string | undefined): string {
  const prefix = value ?? 'qingban:';
  // It is also a SCAN pattern: glob characters would match other installs' keys.
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(prefix)) throw new Error('REDIS_PREFIX may hold only letters, digits and : _ . - (at most 64)');
  return prefix;
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
    redisUrl: readRedisUrl(env.REDIS_URL),
    redisPrefix: readRedisPrefix(env.REDIS_PREFIX),
    auditLog: env.AUDIT_LOG !== '0',
  };
}
