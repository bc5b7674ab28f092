import type { FileOwnerType } from '../../../server/modules/feature-module';
import { CONTRACT_FILE_OWNER, CONTRACT_MENU } from '../contract';
import { contractService } from './service';

/** A contract's attachments: read by whoever may read the contract (menu and data scope); the files feature lets uploaders read their own. */
export const contractFileOwners: FileOwnerType[] = [{
  ownerType: CONTRACT_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    const out = new Set<string>();
    if (!(await ctx.access.can(auth, CONTRACT_MENU))) return out;
    const scope = await contractService(ctx).scopeOf(auth);
    const rows = await ctx.database.db.selectFrom('bizContract').select('id').where('id', 'in', ownerIds).where(scope).execute();
    for (const r of rows) out.add(r.id);
    return out;
  },
}];
