import { sql, type Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { EXPECTED_ITEM_STATUSES, STOCKTAKE_MSG as MSG, type StocktakeCreateBody } from '../contract';
import type { StocktakeItemTable } from './tables';

/** Rows per insert: well under both databases' bound-parameter limits (19 columns each). */
const CHUNK = 500;

/** The first image of fa_item.attach (`[{name,url}]`), or null when there is none or it is not that JSON. */
export function thumbOf(attach: string | null): string | null {
  if (!attach) return null;
  try {
    const list = JSON.parse(attach) as unknown;
    const url = Array.isArray(list) ? (list[0] as { url?: unknown } | undefined)?.url : undefined;
    return typeof url === 'string' && url ? url : null;
  } catch {
    return null;
  }
}

/** Resolves the scope's name: the unit or department must exist; a location is its own name. */
export async function scopeName(tx: Kysely<DB>, body: StocktakeCreateBody): Promise<string> {
  if (body.scopeType === 'location') return body.location!;
  const org = await tx.selectFrom('baseOrganize').select(['fullName', 'category']).where('id', '=', body.scopeId!).executeTakeFirst();
  const category = body.scopeType === 'ent' ? 'company' : 'department';
  if (!org || org.category !== category) throw fail.badRequest(MSG.scopeMissing);
  return org.fullName;
}

/**
 * Copies the items the scope should hold — statuses 在库, 在用, 变更, 损坏 (a lost or scrapped item is
 * not expected anywhere) — into st_stocktake_item, in one read and a few batched inserts.
 */
export async function snapshotItems(tx: Kysely<DB>, stocktakeId: string, body: StocktakeCreateBody): Promise<number> {
  let q = tx
    .selectFrom('faItem')
    .select(['id', 'assetCode', 'itemName', 'itemTypeName', 'nowEntId', 'nowEntName', 'nowDeptId', 'nowDeptName', 'nowUserName', 'location', 'attach'])
    .where('status', 'in', [...EXPECTED_ITEM_STATUSES]);
  if (body.scopeType === 'ent') q = q.where('nowEntId', '=', body.scopeId!);
  if (body.scopeType === 'dept') q = q.where('nowDeptId', '=', body.scopeId!);
  if (body.scopeType === 'location') q = q.where(sql`lower(trim(location))`, '=', body.location!.trim().toLowerCase());
  const found = await q.orderBy('assetCode').execute();
  if (found.length === 0) throw fail.badRequest(MSG.emptyScope);
  const rows: StocktakeItemTable[] = found.map((f) => ({
    id: newId(), stocktakeId, itemId: f.id, assetCode: f.assetCode, itemName: f.itemName, itemTypeName: f.itemTypeName ?? null,
    expectedEntId: f.nowEntId ?? null, expectedEntName: f.nowEntName ?? null, expectedDeptId: f.nowDeptId ?? null, expectedDeptName: f.nowDeptName ?? null,
    expectedUserName: f.nowUserName ?? null, expectedLocation: f.location ?? null, thumbUrl: thumbOf(f.attach ?? null),
    result: null, foundLocation: null, foundBy: null, foundByName: null, foundAt: null, firstScanId: null,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insertInto('stStocktakeItem').values(rows.slice(i, i + CHUNK)).execute();
  return rows.length;
}
