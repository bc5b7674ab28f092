import type { FileOwnerType } from '../../../server/modules/feature-module';
import { PURCHASE_FILE_OWNER, PURCHASE_MENU } from '../contract';
import { purchaseService } from './service';

/** A request's attachments: read by whoever may read the request (menu and data scope); the files feature lets uploaders read their own. */
export const purchaseFileOwners: FileOwnerType[] = [{
  ownerType: PURCHASE_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    if (!(await ctx.access.can(auth, PURCHASE_MENU))) return new Set();
    const scope = await purchaseService(ctx).scopeOf(auth);
    const rows = await ctx.database.db.selectFrom('bizPurchase').select('id').where('id', 'in', ownerIds).where(scope).execute();
    return new Set(rows.map((r) => r.id));
  },
}];
