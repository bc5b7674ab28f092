import type { FileOwnerType } from '../../../server/modules/feature-module';
import { DOC_FILE_OWNER } from '../contract';
import { docReaders } from './access';

/** A document's attachments: read by whoever may read the document — its managers, and once released its recipients. */
export const docFileOwners: FileOwnerType[] = [{
  ownerType: DOC_FILE_OWNER,
  mayRead: (ctx, auth, ownerIds) => docReaders(ctx).readable(auth, ownerIds),
}];
