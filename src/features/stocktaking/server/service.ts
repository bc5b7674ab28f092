import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { STOCKTAKE_MSG as MSG, type StocktakeCreateBody, type StocktakeDetail, type StocktakeDownload, type StocktakeInfo, type StocktakeListQuery, type StocktakeRow } from '../contract';
import { viewerOf, type Viewer } from './access';
import { stocktakeRepository, type StocktakeRepository } from './repository';
import { scopeName, snapshotItems } from './snapshot';

/** Header rows with their checkers and counts: two queries for any number of stocktakes. */
export async function withInfo(repo: StocktakeRepository, rows: StocktakeRow[]): Promise<StocktakeInfo[]> {
  const ids = rows.map((r) => r.id);
  const [checkers, counts] = await Promise.all([repo.checkersOf(ids), repo.countsOf(ids)]);
  return rows.map((r) => ({ ...r, checkers: checkers.get(r.id)!, counts: counts.get(r.id)! }));
}

/** A stocktake the viewer may see: any for an asset administrator, else one they check. */
export async function visible(repo: StocktakeRepository, viewer: Viewer, id: string, lock?: 'update') {
  const row = await repo.find(id, lock);
  if (!row) throw fail.notFound(MSG.notFound);
  if (!viewer.admin && !(await repo.isChecker(id, viewer.userId))) throw fail.forbidden(MSG.notChecker);
  return row;
}

/** Writes a stocktake, its checkers and the snapshot of its scope (inside the caller's transaction). */
export async function insertStocktake(tx: Kysely<DB>, creator: { id: string; name: string }, body: StocktakeCreateBody, createdAt = Date.now()): Promise<string> {
  const id = newId();
  const name = await scopeName(tx, body);
  await tx
    .insertInto('stStocktake')
    .values({
      id, name: body.name, scopeType: body.scopeType, scopeId: body.scopeType === 'location' ? null : body.scopeId!, scopeName: name,
      location: body.scopeType === 'location' ? body.location!.trim() : null, status: 'open', creatorId: creator.id, creatorName: creator.name,
      createdAt, completedAt: null, appliedAt: null,
    })
    .execute();
  await tx.insertInto('stStocktakeChecker').values(body.checkerIds.map((userId) => ({ stocktakeId: id, userId }))).execute();
  await snapshotItems(tx, id, body);
  return id;
}

/** Listing, creating (with the snapshot), reading, downloading and completing stocktakes. */
export function stocktakeService(db: Kysely<DB>) {
  const repo = stocktakeRepository(db);

  return {
    async list(auth: AuthContext, query: StocktakeListQuery) {
      const { rows, total } = await repo.page(query, await viewerOf(db, auth));
      return { list: await withInfo(repo, rows), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
    },

    async create(auth: AuthContext, body: StocktakeCreateBody) {
      if (!(await viewerOf(db, auth)).admin) throw fail.forbidden(MSG.adminOnly);
      const checkerIds = [...new Set(body.checkerIds)];
      const users = await db.selectFrom('baseUser').select('id').where('id', 'in', checkerIds).where('enabledMark', '=', 1).execute();
      if (users.length !== checkerIds.length) throw fail.badRequest(MSG.checkerMissing);
      return db.transaction().execute(async (tx) => {
        const id = await insertStocktake(tx, { id: auth.userId, name: auth.realName }, { ...body, checkerIds });
        return { id, counts: await stocktakeRepository(tx).counts(id) };
      });
    },

    async detail(auth: AuthContext, id: string): Promise<StocktakeDetail> {
      const row = await visible(repo, await viewerOf(db, auth), id);
      const [info] = await withInfo(repo, [row]);
      return { ...info!, items: await repo.items(id) };
    },

    /** Everything a device needs offline: one query per table, whatever the size. */
    async download(auth: AuthContext, id: string): Promise<StocktakeDownload> {
      const row = await visible(repo, await viewerOf(db, auth), id);
      const [[stocktake], items, scans] = await Promise.all([withInfo(repo, [row]), repo.items(id), repo.scans(id)]);
      return { stocktake: stocktake!, items, scans };
    },

    /** Freezes the counts: no scan or undo is taken after this. The device refuses while it holds unsynced scans. */
    async complete(auth: AuthContext, id: string): Promise<StocktakeInfo> {
      const viewer = await viewerOf(db, auth);
      return db.transaction().execute(async (tx) => {
        const txRepo = stocktakeRepository(tx);
        const row = await visible(txRepo, viewer, id, 'update');
        if (row.status !== 'open') throw fail.badRequest(MSG.completeNotOpen);
        const completedAt = Date.now();
        await tx.updateTable('stStocktake').set({ status: 'completed', completedAt }).where('id', '=', id).execute();
        const [info] = await withInfo(txRepo, [{ ...row, status: 'completed', completedAt }]);
        return info!;
      });
    },
  };
}
export type StocktakeService = ReturnType<typeof stocktakeService>;
