import type { ServerContext } from '../../../server/context';
import type { DataInterfaces } from '../../../server/modules/feature-module';
import { httpPolicy } from './http-call';
import { dataInterfaceService } from './interface-service';
import { dataConnections } from './source-service';

const shared = new WeakMap<ServerContext, { conns: ReturnType<typeof dataConnections>; interfaces: ReturnType<typeof dataInterfaceService> }>();

/** One set of connections and one interface service per app: the routes and the port for other features share them. */
export function dataOf(ctx: ServerContext) {
  let found = shared.get(ctx);
  if (!found) {
    const conns = dataConnections(ctx);
    found = { conns, interfaces: dataInterfaceService(ctx, conns, httpPolicy()) };
    shared.set(ctx, found);
  }
  return found;
}

/** `ctx.features.dataInterfaces` (ADR 0040): 报表 runs interfaces through the same path as a picker or a preview. */
export function dataInterfacesPort(ctx: ServerContext): DataInterfaces {
  const { interfaces } = dataOf(ctx);
  return {
    outline: (id) => interfaces.outline(id),
    run: (auth, id, values, invokType) => interfaces.runFor(auth, id, values, invokType),
  };
}
