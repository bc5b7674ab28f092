import type { ItemDetail, ItemRow } from '@/features/assets/contract';
import { assetsApi } from '../api/assets-api';
import { UnreachableError } from '../api/quiet';
import { localItem } from '../shared/local-items';

export type LoadedDetail = { detail: ItemDetail; offline: boolean } | { detail: null; offline: boolean };

/** What the device knows of an item, shaped as the detail answer: base info only, no powers. */
export function detailFromRow(row: ItemRow): ItemDetail {
  return {
    id: row.id,
    baseInfo: {
      nowEntId: row.nowEntId, nowEntName: row.nowEntName, nowDeptId: row.nowDeptId, nowDeptName: row.nowDeptName, nowUserId: row.nowUserId, nowUserName: row.nowUserName,
      status: row.status, itemType: row.itemType, itemTypeName: row.itemTypeName, itemName: row.itemName, assetCode: row.assetCode,
      brand: row.brand, specification: row.specification, unitPrice: row.unitPrice, storageTime: row.storageTime, location: row.location, attach: row.attach,
    },
    applyInfo: null, storageInfos: [], useInfos: [], changeInfos: [], damageInfos: [], loseInfo: null, scrapInfo: null,
    canManage: false,
  };
}

/**
 * GET fixedAsset/detail; when the server cannot be reached (or the browser is offline) the item from
 * the device store (collection `assets`). A refusal of the server is only logged (§8): no detail.
 */
export async function loadDetail(id: string): Promise<LoadedDetail> {
  const local = async (): Promise<LoadedDetail> => {
    const row = await localItem(id).catch(() => null);
    return { detail: row ? detailFromRow(row) : null, offline: true };
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return local();
  try {
    return { detail: await assetsApi.detail(id), offline: false };
  } catch (error) {
    if (error instanceof UnreachableError) return local();
    return { detail: null, offline: false };
  }
}
