import type { FileOwnerType } from '../../../server/modules/feature-module';
import { ASSET_FILE_OWNER, AssetModule } from '../contract';
import { itemService } from './item-service';

/**
 * Files attached to an asset item (ownerType fixedAsset, ownerId the item id) are read by whoever
 * may open the item: one of 资产台账 (within its data scope), 我的固定资产 or 资产盘点, and the item
 * visible to them — the detail's own rule.
 */
export const assetFileOwners: FileOwnerType[] = [{
  ownerType: ASSET_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    const [storage, mine, stocktake] = await Promise.all([AssetModule.storage, AssetModule.mine, AssetModule.stocktake].map((code) => ctx.access.can(auth, code)));
    if (!storage && !mine && !stocktake) return new Set();
    return itemService(ctx).readableIds(auth, ownerIds, { storage: Boolean(storage) });
  },
}];
