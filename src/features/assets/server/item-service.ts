import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { scopeWhere, type ScopeTarget } from '../../../server/identity/data-scope';
import type { AuthContext } from '../../../server/plugins/auth';
import { IMAGE_DIR, IMAGE_NAME_RE, imageUrl } from '../../files/contract';
import {
  ASSET_LIMITS, AssetModule, ItemMsg, attachEntry,
  type ItemAction, type ItemDetail, type ItemListQuery, type MyItemListQuery, type StoreResult,
} from '../contract';
import { directory } from './directory';
import { directoryRepository } from './directory-repository';
import { itemActions, type ActionInput, type StoreInput } from './item-actions';
import { buildItemDetail } from './item-detail';
import { itemRepository } from './item-repository';
import { itemVisibleTo } from './visibility';

/** How the 资产台账 menu's data scope reads fa_item: the holding organisation, the holder. */
export const ITEM_SCOPE: ScopeTarget = {
  org: (ids) => sql<SqlBool>`(fa_item.now_dept_id in (${sql.join(ids)}) or fa_item.now_ent_id in (${sql.join(ids)}))`,
  user: 'faItem.nowUserId',
  fields: { status: 'faItem.status', itemType: 'faItem.itemType', nowEntId: 'faItem.nowEntId', nowDeptId: 'faItem.nowDeptId', nowUserId: 'faItem.nowUserId', location: 'faItem.location' },
};

/** The menus of a caller that open an item (the route finds them; detail reads by them). */
export interface ItemReaders {
  storage: boolean;
}

/** The asset register: lists, detail, and the asset-administrator-only writes (§6). */
export function itemService(ctx: ServerContext, db: Kysely<DB> = ctx.database.db) {
  const repo = itemRepository(db);
  const dir = directory(directoryRepository(db));
  const storageScope = async (auth: AuthContext) => scopeWhere(await ctx.dataScope.resolve(auth, AssetModule.storage), ITEM_SCOPE);
  /** The list's scope, and whether it is every item (a short keyword alone is then counted in its index). */
  const storageListScope = async (auth: AuthContext) => {
    const scope = await ctx.dataScope.resolve(auth, AssetModule.storage);
    return { where: scopeWhere(scope, ITEM_SCOPE), wholeTable: scope.all };
  };

  /** §6: only an asset administrator writes; checked before anything is read or written. */
  async function requireAssetAdmin(auth: AuthContext) {
    if (!(await dir.powers(auth)).assetAdmin) throw fail.forbidden(ItemMsg.notAssetAdmin);
  }
  const page = (q: { currentPage: number; pageSize: number }, r: { list: unknown[]; total: number }) => ({ list: r.list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: r.total } });

  return {
    async storagePage(auth: AuthContext, q: ItemListQuery) {
      const { where, wholeTable } = await storageListScope(auth);
      const r = await repo.page(where, q, wholeTable);
      return { list: r.list, pagination: page(q, r).pagination };
    },
    async storageRows(auth: AuthContext, q: ItemListQuery) {
      const { where, wholeTable } = await storageListScope(auth);
      return (await repo.page(where, { ...q, currentPage: 1, pageSize: ASSET_LIMITS.exportMax }, wholeTable)).list;
    },
    async myPage(auth: AuthContext, q: MyItemListQuery) {
      const r = await repo.page(sql<SqlBool>`fa_item.now_user_id = ${auth.userId}`, q);
      return { list: r.list, pagination: page(q, r).pagination };
    },
    async myRows(auth: AuthContext, q: MyItemListQuery) {
      return (await repo.page(sql<SqlBool>`fa_item.now_user_id = ${auth.userId}`, { ...q, currentPage: 1, pageSize: ASSET_LIMITS.exportMax })).list;
    },
    async pendingPlanRows(q: Parameters<typeof repo.pendingPlanRows>[0]) {
      const r = await repo.pendingPlanRows(q);
      return { list: r.list, pagination: page(q, r).pagination };
    },

    /** Of `ids`, the items the caller may open (the same rule as the detail): who may read their files. */
    async readableIds(auth: AuthContext, ids: string[], readers: ItemReaders): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const visible = readers.storage ? sql<SqlBool>`(${await storageScope(auth)} or ${itemVisibleTo(auth)})` : itemVisibleTo(auth);
      return new Set(await repo.visibleIds(ids, visible));
    },

    /** Holders of 资产台账 read items in its data scope; everyone else what itemVisibleTo grants. */
    async detail(auth: AuthContext, id: string, readers: ItemReaders): Promise<ItemDetail> {
      const visible = readers.storage ? sql<SqlBool>`(${await storageScope(auth)} or ${itemVisibleTo(auth)})` : itemVisibleTo(auth);
      const item = await repo.item(id, visible);
      if (!item) throw fail.notFound(ItemMsg.notFound);
      return buildItemDetail(db, item, (await dir.powers(auth)).assetAdmin);
    },

    async store(auth: AuthContext, input: StoreInput): Promise<StoreResult> {
      await requireAssetAdmin(auth);
      return db.transaction().execute((trx) => itemActions(trx, auth).store(input));
    },

    async act(auth: AuthContext, action: ItemAction, input: ActionInput) {
      await requireAssetAdmin(auth);
      const scope = await storageScope(auth);
      return db.transaction().execute((trx) => itemActions(trx, auth).act(action, input, scope));
    },

    /** upload/attach: the image must be one this server stored; saved as a one-element JSON list. */
    async attach(auth: AuthContext, id: string, attach: unknown) {
      await requireAssetAdmin(auth);
      const entry = readAttach(attach);
      if (!fs.existsSync(path.join(ctx.config.dataDir, IMAGE_DIR, entry.file))) throw fail.badRequest(ItemMsg.attachMissing);
      const scope = await storageScope(auth);
      const text = JSON.stringify([{ name: entry.name, url: imageUrl(entry.file) }]);
      await db.transaction().execute((trx) => itemActions(trx, auth).attach(id, text, scope));
      return text;
    },
  };
}
export type ItemService = ReturnType<typeof itemService>;

function readAttach(attach: unknown): { name: string; file: string } {
  let value = attach;
  if (typeof value === 'string') {
    if (value.trim() === '') throw fail.badRequest(ItemMsg.attachRequired);
    try {
      value = JSON.parse(value);
    } catch {
      throw fail.badRequest(ItemMsg.attachInvalid);
    }
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length !== 1) throw fail.badRequest(list.length === 0 ? ItemMsg.attachRequired : ItemMsg.attachInvalid);
  const parsed = attachEntry.safeParse(list[0]);
  if (!parsed.success) throw fail.badRequest(ItemMsg.attachInvalid);
  const file = /^\/api\/file\/Image\/annexpic\/([^/?#]+)$/.exec(parsed.data.url)?.[1];
  if (!file || !IMAGE_NAME_RE.test(file)) throw fail.badRequest(ItemMsg.attachInvalid);
  return { name: parsed.data.name, file };
}
