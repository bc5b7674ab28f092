import type { AuthTables } from '../../features/auth/server/tables';
import type { DictionaryTables } from '../../features/dictionary/server/tables';
import type { AssetTables } from '../../features/assets/server/tables';
import type { StocktakingTables } from '../../features/stocktaking/server/tables';
import type { PermissionTables } from '../../features/permission/server/tables';
import type { SyncTables } from '../../features/sync/server/tables';
import type { AreaTables } from '../../features/system/server/area/tables';
import type { IdentityTables } from '../identity/tables';

/** Every table the server knows; each feature contributes its own interface. */
export interface DB extends IdentityTables, AuthTables, PermissionTables, AreaTables, SyncTables, DictionaryTables, AssetTables, StocktakingTables {}
