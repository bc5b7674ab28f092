import { sql } from 'kysely';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import { containsText } from '../../../server/db/query-helpers';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { MAP_MODULE, MAP_MSG, readGeoJson, type MapBody, type MapInfo, type MapListQuery, type MapRow } from '../contract';

/** 地图: uploads and removals under its menu; any signed-in user reads a region's outline (data screens). */
export function mapService(ctx: ServerContext) {
  const db = ctx.database.db;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, MAP_MODULE, button);
  const base = () => db.selectFrom('baseMap as m').leftJoin('baseUser as u', 'u.id', 'm.creatorUserId');
  const rowCols = ['m.id', 'm.regionCode', 'm.fullName', 'm.featureCount', 'm.pointCount', 'm.byteSize', 'm.creatorTime', 'u.realName as creatorUserName'] as const;
  const toRow = <R extends { creatorTime: number; byteSize: number; featureCount: number; pointCount: number; creatorUserName: string | null }>(r: R) => ({
    ...r, creatorTime: Number(r.creatorTime), byteSize: Number(r.byteSize), featureCount: Number(r.featureCount), pointCount: Number(r.pointCount), creatorUserName: r.creatorUserName ?? '',
  });
  const view = (r: { regionCode: string; fullName: string; featureCount: number }) => ({ regionCode: r.regionCode, fullName: r.fullName, featureCount: r.featureCount });

  async function one(where: 'm.id' | 'm.regionCode', value: string): Promise<MapInfo> {
    const r = await base().select([...rowCols, 'm.geoJson']).where(where, '=', value).executeTakeFirst();
    if (!r) throw fail.notFound(MAP_MSG.notFound);
    return toRow(r);
  }

  return {
    async list(auth: AuthContext, q: MapListQuery) {
      await allowed(auth);
      let f = base();
      if (q.keyword) { const k = q.keyword; f = f.where((eb) => eb.or([containsText('m.fullName', k), containsText('m.regionCode', k)])); }
      const { n } = await f.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await f.select([...rowCols]).orderBy(`m.${q.sidx ?? 'regionCode'}`, q.sidx ? q.sort : 'asc').orderBy('m.id').limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list: rows.map(toRow) as MapRow[], pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: Number(n) } };
    },

    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      return one('m.id', id);
    },

    /** A region's outline for anyone signed in (data screens, issue 18). */
    region: (code: string) => one('m.regionCode', code),

    async create(auth: AuthContext, b: MapBody) {
      await allowed(auth, 'btn_add');
      const summary = readGeoJson(b.geoJson);
      if (typeof summary === 'string') throw fail.badRequest(summary);
      return db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('baseMap').select('id').where('regionCode', '=', b.regionCode).executeTakeFirst()) throw fail.badRequest(MAP_MSG.regionExists);
        const row = {
          id: newId(), regionCode: b.regionCode, fullName: b.fullName, geoJson: b.geoJson, byteSize: Buffer.byteLength(b.geoJson), featureCount: summary.features,
          pointCount: summary.points, creatorUserId: auth.userId, creatorTime: Date.now(),
        };
        await trx.insertInto('baseMap').values(row).execute();
        ctx.audit.change(auth, { module: MAP_MODULE, entity: 'map', id: row.id, before: null, after: view(row) });
        return row.id;
      });
    },

    async remove(auth: AuthContext, id: string) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('baseMap').select(['regionCode', 'fullName', 'featureCount']).where('id', '=', id).executeTakeFirst();
        if (!before) throw fail.notFound(MAP_MSG.notFound);
        await trx.deleteFrom('baseMap').where('id', '=', id).execute();
        ctx.audit.change(auth, { module: MAP_MODULE, entity: 'map', id, before: view(before), after: null });
      });
    },
  };
}
