import type { FileOwnerType } from '../../../server/modules/feature-module';
import { INVESTMENT_FILE_OWNER, INVESTMENT_MENU } from '../contract';
import { investmentService } from './service';

/** A filing's attachments: read by whoever may read the filing (menu and data scope); uploaders read their own. */
export const investmentFileOwners: FileOwnerType[] = [{
  ownerType: INVESTMENT_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    if (!(await ctx.access.can(auth, INVESTMENT_MENU))) return new Set();
    const scope = await investmentService(ctx).scopeOf(auth);
    const rows = await ctx.database.db.selectFrom('bizInvestment').select('id').where('id', 'in', ownerIds).where(scope).execute();
    return new Set(rows.map((r) => r.id));
  },
}];
