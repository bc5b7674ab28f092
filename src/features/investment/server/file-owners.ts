import { flowParticipantReads } from '../../../server/modules/flow-participants';
import type { FileOwnerType } from '../../../server/modules/feature-module';
import { INVESTMENT_FILE_OWNER, INVESTMENT_MENU } from '../contract';
import { INVESTMENT_MODULE, investmentService } from './service';

/** A filing's attachments: read by whoever may read the filing (menu and data scope) and by those taking part in its approval (ADR 0036); uploaders read their own. */
export const investmentFileOwners: FileOwnerType[] = [{
  ownerType: INVESTMENT_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    const out = new Set<string>();
    if (await ctx.access.can(auth, INVESTMENT_MENU)) {
      const scope = await investmentService(ctx).scopeOf(auth);
      const rows = await ctx.database.db.selectFrom('bizInvestment').select('id').where('id', 'in', ownerIds).where(scope).execute();
      for (const r of rows) out.add(r.id);
    }
    return flowParticipantReads(ctx, auth, INVESTMENT_MODULE, ownerIds, out);
  },
}];
