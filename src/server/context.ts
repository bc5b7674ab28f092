import type { FastifyBaseLogger } from 'fastify';
import { createAuditRecorder, type AuditRecorder } from './audit/recorder';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { accessService, type AccessService } from './identity/access';
import { accessRepository, type AccessRepository } from './identity/access-repository';
import { dataScopeService, type DataScopeService } from './identity/data-scope';
import { sessionRepository, type SessionRepository } from './identity/session-repository';
import { settingsReader, type SettingsReader } from './identity/settings';
import { accessSnapshots } from './identity/snapshot';
import type { FeatureRegistry } from './modules/registry';
import { createHub, type Hub } from './realtime/hub';
import { redisBus } from './realtime/redis-bus';
import { logNotifier, notifierPort, type Notifier } from './notify';
import { logSmsSender, type SmsSender } from './sms';

/** What the server shell hands every feature when it registers its routes. */
export interface ServerContext {
  config: ServerConfig;
  database: Database;
  log: FastifyBaseLogger;
  sessions: SessionRepository;
  accessRepo: AccessRepository;
  access: AccessService;
  dataScope: DataScopeService;
  /** 系统配置 at the current generation: sign-in rules, session lifetime, system name (ADR 0024). */
  settings: SettingsReader;
  /** Connected sockets by user: push messages, end sockets on forced logout; across processes with REDIS_URL. */
  realtime: Hub;
  /** The feature modules: sync reads collections and mutations here, never from the features themselves. */
  features: FeatureRegistry;
  sms: SmsSender;
  /** Notifications to users' message centres and bells; implemented by the messages module (ADR 0019). */
  notify: Notifier;
  /**
   * The operation log (ADR 0026): `ctx.audit.change(auth, { module, entity, id, before, after })`
   * from a service puts a record's before and after into the entry of the request `auth` came with.
   */
  audit: AuditRecorder;
}

export function createContext(config: ServerConfig, database: Database, log: FastifyBaseLogger, features: FeatureRegistry, sms?: SmsSender): ServerContext {
  const accessRepo = accessRepository(database.db);
  const snapshots = accessSnapshots(database.db, accessRepo);
  const notify = notifierPort(logNotifier(log));
  const ctx: ServerContext = {
    config,
    database,
    log,
    sessions: sessionRepository(database.db),
    accessRepo,
    access: accessService(snapshots),
    dataScope: dataScopeService(database.db, accessRepo, snapshots),
    realtime: createHub({ bus: config.redisUrl ? redisBus({ url: config.redisUrl, prefix: config.redisPrefix, log }) : undefined }),
    settings: settingsReader(snapshots, config),
    features,
    sms: sms ?? logSmsSender(log),
    notify,
    audit: createAuditRecorder(database.db, log, config.auditLog),
  };
  if (features.notifier?.notifier) notify.bind(features.notifier.notifier(ctx));
  return ctx;
}
