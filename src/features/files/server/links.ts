import type { ServerContext } from '../../../server/context';
import type { FileLinks } from '../../../server/modules/feature-module';
import { partsOf } from './parts';
import { readService, type ReadService } from './read-service';

const byContext = new WeakMap<ServerContext, ReadService>();

/** Signed links for the other features (`ctx.features.fileLinks`): the same checks as Download and Preview. */
export function fileLinks(ctx: ServerContext): FileLinks {
  let reads = byContext.get(ctx);
  if (!reads) byContext.set(ctx, (reads = readService(partsOf(ctx))));
  const r = reads;
  return {
    download: (auth, fileId) => r.downloadLink(auth, 'annex', fileId),
    preview: (auth, fileId) => r.preview(auth, fileId),
  };
}
