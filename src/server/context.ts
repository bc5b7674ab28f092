import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { accessService, type AccessService } from './identity/access';
import { accessRepository, type AccessRepository } from './identity/access-repository';
import { dataScopeService, type DataScopeService } from './identity/data-scope';
import { sessionRepository, type SessionRepository } from './identity/session-repository';
import { accessSnapshots } from './identity/snapshot';
import type { FeatureRegistry } from './modules/registry';
import { createHub, type Hub } from './realtime/hub';
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
  /** Connected sockets by user: push messages, end sockets on forced logout. */
  realtime: Hub;
  /** The feature modules: sync reads collections and mutations here, never from the features themselves. */
  features: FeatureRegistry;
  sms: SmsSender;
}

export function createContext(config: ServerConfig, database: Database, log: FastifyBaseLogger, features: FeatureRegistry, sms?: SmsSender): ServerContext {
  const accessRepo = accessRepository(database.db);
  const snapshots = accessSnapshots(database.db, accessRepo);
  return {
    config,
    database,
    log,
    sessions: sessionRepository(database.db),
    accessRepo,
    access: accessService(snapshots),
    dataScope: dataScopeService(database.db, accessRepo, snapshots),
    realtime: createHub(),
    features,
    sms: sms ?? logSmsSender(log),
  };
}
