import { flowParticipantReads } from '../../../server/modules/flow-participants';
import type { FileOwnerType } from '../../../server/modules/feature-module';
import { PURCHASE_FILE_OWNER, PURCHASE_MENU } from '../contract';
import { PURCHASE_MODULE } from './binding';
import { purchaseService } from './service';

/**
 * A request's attachments (quotations and the like): read by whoever may read the request (menu and
 * data scope), and by those taking part in its approval (ADR 0036); uploaders read their own.
 */
export const purchaseFileOwners: FileOwnerType[] = [{
  ownerType: PURCHASE_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    const out = new Set<string>();
    if (await ctx.access.can(auth, PURCHASE_MENU)) {
      const scope = await purchaseService(ctx).scopeOf(auth);
      const rows = await ctx.database.db.selectFrom('bizPurchase').select('id').where('id', 'in', ownerIds).where(scope).execute();
      for (const r of rows) out.add(r.id);
    }
    return flowParticipantReads(ctx, auth, PURCHASE_MODULE, ownerIds, out);
  },
}];
