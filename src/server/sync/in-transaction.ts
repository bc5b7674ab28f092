import type { ServerContext } from '../context';
import { accessService } from '../identity/access';
import { accessRepository } from '../identity/access-repository';
import { dataScopeService } from '../identity/data-scope';
import { accessSnapshots } from '../identity/snapshot';
import type { MutationContext } from './mutations';

/**
 * The server context reading through the push's transaction: on SQLite the transaction holds the only
 * connection, so a service that checks access, grants or data scope must read them through it too.
 */
export function contextInTransaction(m: MutationContext): ServerContext {
  const repo = accessRepository(m.tx);
  const snapshots = accessSnapshots(m.tx, repo);
  return { ...m.ctx, database: { ...m.ctx.database, db: m.tx }, access: accessService(snapshots), dataScope: dataScopeService(m.tx, repo, snapshots) };
}
