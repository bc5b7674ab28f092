import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';

async function up(db: MigrationDb) {
  let t = db.schema.createTable('baseMap');
  t = col.id(t);
  t = col.str(t, 'regionCode', 12, true);
  t = col.str(t, 'fullName', 50, true);
  t = col.text(t, 'geoJson', true);
  t = col.int(t, 'byteSize', 0);
  t = col.int(t, 'featureCount', 0);
  t = col.int(t, 'pointCount', 0);
  t = col.ref(t, 'creatorUserId');
  t = col.time(t, 'creatorTime', true);
  await t.execute();
  await db.schema.createIndex('base_map_region_uq').unique().on('baseMap').column('regionCode').execute();
}

/** 地图 (issue 14). */
export const mapMigrations: NamedMigration[] = [{ name: '2026-11-27-0930-map', up }];
