import { flowParticipantReads } from '../../../server/modules/flow-participants';
import type { FileOwnerType } from '../../../server/modules/feature-module';
import { CONTRACT_FILE_OWNER, CONTRACT_MENU } from '../contract';
import { CONTRACT_MODULE, contractService } from './service';

/**
 * A contract's attachments: read by whoever may read the contract (menu and data scope), and by
 * those taking part in its approval (ADR 0036); the files feature lets uploaders read their own.
 */
export const contractFileOwners: FileOwnerType[] = [{
  ownerType: CONTRACT_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    const out = new Set<string>();
    if (await ctx.access.can(auth, CONTRACT_MENU)) {
      const scope = await contractService(ctx).scopeOf(auth);
      const rows = await ctx.database.db.selectFrom('bizContract').select('id').where('id', 'in', ownerIds).where(scope).execute();
      for (const r of rows) out.add(r.id);
    }
    return flowParticipantReads(ctx, auth, CONTRACT_MODULE, ownerIds, out);
  },
}];
