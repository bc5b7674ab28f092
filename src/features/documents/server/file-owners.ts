import { flowParticipantReads } from '../../../server/modules/flow-participants';
import type { FileOwnerType } from '../../../server/modules/feature-module';
import { DOC_FILE_OWNER } from '../contract';
import { docReaders } from './access';
import { DOC_MODULE } from './service';

/** A document's attachments: read by whoever may read the document — its managers, once released its recipients — and by those taking part in its approval (ADR 0036). */
export const docFileOwners: FileOwnerType[] = [{
  ownerType: DOC_FILE_OWNER,
  mayRead: async (ctx, auth, ownerIds) => flowParticipantReads(ctx, auth, DOC_MODULE, ownerIds, await docReaders(ctx).readable(auth, ownerIds)),
}];
