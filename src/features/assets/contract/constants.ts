/**
 * Fixed assets (SPEC §1, §3, §4, §6, §7 "Fixed assets"; ADR 0008): menu codes, page paths,
 * buttons, item statuses and the role-name rules of §6. Written once for server and client.
 */
export const AssetModule = {
  root: 'fixedAsset',
  plan: 'fixedAsset.plan',
  storage: 'fixedAsset.storage',
  mine: 'fixedAsset.mine',
  stocktake: 'fixedAsset.stocktake',
} as const;
export type AssetModuleCode = (typeof AssetModule)[keyof typeof AssetModule];

/** The owner type of files attached to an asset item (a file record's ownerType; ownerId is the item id). */
export const ASSET_FILE_OWNER = 'fixedAsset';

/** urlAddress of each page (the route path without the leading slash). */
export const AssetPath = {
  plan: 'fixedAsset/plan',
  storage: 'fixedAsset/storage',
  mine: 'fixedAsset/mine',
  stocktake: 'fixedAsset/stocktake',
} as const;

/** Button codes the pages check (hasBtnP) and the server guards with. */
export const AssetButton = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  export: 'btn_export',
  /** 入库: create items from plan rows (资产台账). */
  store: 'btn_store',
  /** 领用 / 变更 / 损坏 / 丢失 / 报废 / 重新入库. */
  status: 'btn_status',
  /** 更新图片. */
  image: 'btn_image',
  /** 打印标签. */
  print: 'btn_print',
  /** Stocktaking (资产盘点). */
  complete: 'btn_complete',
  apply: 'btn_apply',
} as const;

/** Buttons each page carries (menus seed them; demo roles are granted from these). */
export const AssetPageButtons = {
  plan: ['btn_add', 'btn_edit'],
  storage: ['btn_store', 'btn_status', 'btn_image', 'btn_export', 'btn_print'],
  mine: ['btn_export', 'btn_print'],
  stocktake: ['btn_add', 'btn_complete', 'btn_apply', 'btn_export'],
} as const;

/** itemStatus dictionary enCodes (§4). Stored as text, exactly the dictionary's enCode. */
export const ItemStatus = {
  inStorage: '1',
  inUse: '2',
  changed: '3',
  damaged: '4',
  lost: '5',
  scrapped: '6',
} as const;
export type ItemStatusCode = (typeof ItemStatus)[keyof typeof ItemStatus];
export const ITEM_STATUS_CODES = ['1', '2', '3', '4', '5', '6'] as const;
/** Names as seeded in the itemStatus dictionary (exports and logs use them when the dictionary is not at hand). */
export const ITEM_STATUS_NAME: Record<ItemStatusCode, string> = { '1': '在库', '2': '在用', '3': '变更', '4': '损坏', '5': '丢失', '6': '报废' };

/** What an fa_item_log row records. */
export const ITEM_LOG_KINDS = ['storage', 'receive', 'change', 'damage', 'lose', 'scrap', 'restore'] as const;
export type ItemLogKind = (typeof ITEM_LOG_KINDS)[number];
/** The status actions of §4 (storage creates items, the others move them). */
export type ItemAction = Exclude<ItemLogKind, 'storage'>;

/**
 * Which statuses each action may start from, and where it leads. Re-store (重新入库) brings back an
 * item in use, changed, damaged (repaired) or lost (found); a scrapped item is final.
 */
export const ITEM_TRANSITIONS: Record<ItemAction, { from: readonly ItemStatusCode[]; to: ItemStatusCode }> = {
  receive: { from: ['1'], to: '2' },
  change: { from: ['2', '3'], to: '3' },
  damage: { from: ['2', '3'], to: '4' },
  lose: { from: ['1', '2', '3', '4'], to: '5' },
  scrap: { from: ['1', '2', '3', '4'], to: '6' },
  restore: { from: ['2', '3', '4', '5'], to: '1' },
};

export function canTransition(action: ItemAction, status: string): boolean {
  return (ITEM_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** Asset codes: bill rule `ZC` + YYYYMMDD (China time) + a daily serial of at least 4 digits. */
export const ASSET_CODE_PREFIX = 'ZC';
export const ASSET_CODE_RE = /^ZC\d{8}\d{4,}$/;

/** §6 by role name: office user (办公室固定资产) and asset administrator (资产 and 管理员). */
export const OFFICE_ROLE_MARK = '办公室固定资产';
export const isOfficeRoleName = (name: string): boolean => name.includes(OFFICE_ROLE_MARK);
export const isAssetAdminRoleName = (name: string): boolean => name.includes('资产') && name.includes('管理员');

/** Limits of the asset forms (§5, §9). */
export const ASSET_LIMITS = {
  itemNameMax: 50,
  itemNumMin: 1,
  itemNumMax: 100_000_000,
  planRowsMax: 200,
  storeCountMax: 500,
  brandMax: 50,
  specificationMax: 100,
  locationMax: 100,
  remarkMax: 500,
  unitPriceMax: 1_000_000_000,
  exportMax: 100_000,
} as const;

/** The §7 endpoints (and ours from ADR 0008), for the client's calls and the tests. */
export const AssetApi = {
  planDetail: '/api/business/fixedAsset-plan/detail',
  planUpdate: '/api/business/fixedAsset-plan/update',
  planCreatorLog: '/api/business/fixedAsset-plan/log/creatorLog',
  planLogs: '/api/business/fixedAsset-plan/log/getListByPlanInfoId',
  planList: '/api/business/fixedAsset-appl/getSubscribeModels',
  storagePage: '/api/business/fixedAsset-storage/page',
  storageExport: '/api/business/fixedAsset-storage/export',
  storagePlanRows: '/api/business/fixedAsset-storage/planRows',
  store: '/api/business/fixedAsset-storage/store',
  mineList: '/api/business/fixedAsset/getMyFixedAssetsList',
  mineExport: '/api/business/fixedAsset/ExportExcel',
  itemDetail: '/api/business/fixedAsset/detail',
  restore: '/api/business/fixedAsset/re/warehousing',
  attach: '/api/business/fixedAsset/upload/attach',
  receive: '/api/business/fixedAsset/receive',
  change: '/api/business/fixedAsset/change',
  damage: '/api/business/fixedAsset/damage',
  lose: '/api/business/fixedAsset/lose',
  scrap: '/api/business/fixedAsset/scrap',
} as const;
