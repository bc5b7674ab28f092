import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { sql } from 'kysely';
import { DATA_SYNC_MSG, DEMO_ASSET_VALUE_INTERFACE, type InterfaceBody, type ModelField } from '../contract';
import { columnSql } from './model-service';
import { sqliteSourceDir } from './runners';

export const DEMO_SQLITE_FILE = 'demo.sqlite';

const USERS_BY_DEPARTMENT = `select u.id, u.real_name as "fullName", u.account, o.full_name as "deptName"
from base_user u
left join base_organize o on o.id = u.organize_id
where u.enabled_mark = 1
  and (cast(@deptId as varchar(64)) is null or u.organize_id = @deptId)
  and (cast(@keyword as varchar(100)) is null or u.real_name like '%' || @keyword || '%' or u.account like '%' || @keyword || '%')
order by u.sort_code, u.account`;

const ASSETS_BY_STATUS = `select status as id, status, count(*) as total
from fa_item
group by status
order by status`;

/** 报表's demo (ADR 0040): the register's count and value per unit, department and 物品类型. */
const ASSET_VALUE = `select coalesce(i.now_ent_name, '未分配') as "entName",
  coalesce(i.now_dept_name, '未分配') as "deptName",
  i.item_type_name as "itemTypeName",
  count(*) as "itemCount",
  sum(cast(i.unit_price as decimal(18, 2))) as "totalValue"
from fa_item i
where (cast(@status as varchar(20)) is null or i.status = @status)
  and (cast(@itemType as varchar(50)) is null or i.item_type = @itemType)
group by coalesce(i.now_ent_name, '未分配'), coalesce(i.now_dept_name, '未分配'), i.item_type_name
order by 1, 2, 3`;

const PURPOSES = JSON.stringify([
  { id: '1', fullName: '办公' }, { id: '2', fullName: '教学' }, { id: '3', fullName: '科研' }, { id: '4', fullName: '后勤' }, { id: '5', fullName: '其他' },
], null, 2);

type Demo = Omit<InterfaceBody, 'headers' | 'fieldMapping' | 'method' | 'enabledMark' | 'isWrite'> & Partial<InterfaceBody>;
const demos = (sqliteSourceId: string): Demo[] => [
  {
    fullName: '按部门查用户', enCode: 'demo.usersByDept', type: 'sql', dataSourceId: '0', query: USERS_BY_DEPARTMENT, sortCode: 1,
    params: [
      { field: 'deptId', dataType: 'string', required: 0, defaultValue: null, fieldName: '部门' },
      { field: 'keyword', dataType: 'string', required: 0, defaultValue: null, fieldName: '关键词（姓名或账号）' },
    ],
    description: '选择数据弹窗的用户列表：部门为空时为全部',
  },
  { fullName: '资产状态统计', enCode: 'demo.assetsByStatus', type: 'sql', dataSourceId: '0', query: ASSETS_BY_STATUS, sortCode: 2, params: [],
    fieldMapping: [{ field: 'total', alias: 'count' }], description: '各状态的资产数量' },
  { fullName: '资产价值统计', enCode: DEMO_ASSET_VALUE_INTERFACE, type: 'sql', dataSourceId: '0', query: ASSET_VALUE, sortCode: 5,
    params: [
      { field: 'status', dataType: 'string', required: 0, defaultValue: null, fieldName: '物品状态' },
      { field: 'itemType', dataType: 'string', required: 0, defaultValue: null, fieldName: '物品类型' },
    ],
    description: '按单位、部门、物品类型统计资产数量与价值（报表示例）' },
  { fullName: '资产用途', enCode: 'demo.purposes', type: 'static', dataSourceId: null, query: PURPOSES, sortCode: 3, params: [], description: '静态数据示例' },
  { fullName: '演示库产品', enCode: 'demo.products', type: 'sql', dataSourceId: sqliteSourceId, query: 'select id, name as "fullName", price, stock from product order by id', sortCode: 4, params: [],
    description: '外部 SQLite 数据连接（只读）示例' },
];

/** The 数据接口 demo: interfaces over the platform's own data, a static list, and an external SQLite source. */
export async function seedDataDemo(tx: Kysely<DB>) {
  const now = Date.now();
  const sourceId = newId();
  await tx.insertInto('baseDataSource').values({
    id: sourceId, fullName: '演示SQLite库', enCode: 'demo.sqlite', dbType: 'sqlite', host: '', port: null, dbName: DEMO_SQLITE_FILE, dbSchema: '', userName: '',
    passwordEnc: null, readOnly: 1, sortCode: 1, enabledMark: 1, description: '数据目录 data-sources/demo.sqlite（首次启动生成）', creatorUserId: null, creatorTime: now,
    lastModifyUserId: null, lastModifyTime: null,
  }).execute();
  await seedSyncDemo(tx, sourceId, now);
  for (const d of demos(sourceId)) {
    await tx.insertInto('baseDataInterface').values({
      id: newId(), fullName: d.fullName, enCode: d.enCode, type: d.type, dataSourceId: d.dataSourceId ?? null, query: d.query, method: 'GET',
      headersJson: '[]', paramsJson: JSON.stringify(d.params), fieldMappingJson: JSON.stringify(d.fieldMapping ?? []), isWrite: 0, enabledMark: 1,
      sortCode: d.sortCode, description: d.description ?? null, creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
    }).execute();
  }
}

/** The demo file's product rows (name, price, stock); ids 1… in this order. */
const DEMO_PRODUCTS: [string, number, number][] = [['笔记本电脑', 5999, 12], ['激光打印机', 1899, 5], ['办公椅', 499, 40], ['投影仪', 3299, 3], ['碎纸机', 699, 8]];
const COPY_FIELDS: ModelField[] = [
  { field: 'id', dataType: 'int', dataLength: null, scale: null, allowNull: 0, primaryKey: 1, fieldName: '编号' },
  { field: 'name', dataType: 'varchar', dataLength: 50, scale: null, allowNull: 1, primaryKey: 0, fieldName: '名称' },
  { field: 'price', dataType: 'decimal', dataLength: 10, scale: 2, allowNull: 1, primaryKey: 0, fieldName: '价格' },
  { field: 'stock', dataType: 'int', dataLength: null, scale: null, allowNull: 1, primaryKey: 0, fieldName: '库存' },
];

/**
 * 数据同步's demo: a 数据建模 table lc_product_copy and a key sync from the demo SQLite product
 * table into it. The demo file is written when the routes start, so the first run is recorded here
 * from the same rows the file gets (the copy and its log agree); 立即执行 repeats it for real.
 */
async function seedSyncDemo(tx: Kysely<DB>, sourceId: string, now: number) {
  const raw = tx.withoutPlugins();
  let t = raw.schema.createTable('lc_product_copy');
  for (const f of COPY_FIELDS) t = t.addColumn(f.field, sql.raw(columnSql(f)), (c) => (f.primaryKey ? c.primaryKey() : f.allowNull ? c : c.notNull()));
  await t.execute();
  await tx.insertInto('baseDataModel').values({
    id: newId(), tableName: 'lc_product_copy', fullName: '产品副本（数据同步演示）', fieldsJson: JSON.stringify(COPY_FIELDS), creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
  }).execute();
  const rows = DEMO_PRODUCTS.map(([name, price, stock], i) => ({ id: i + 1, name, price, stock }));
  await raw.insertInto('lc_product_copy' as never).values(rows as never).execute();
  const syncId = newId();
  await tx.insertInto('baseDataSync').values({
    id: syncId, fullName: '演示产品同步', enCode: 'demo.productSync', sourceId, sourceTable: 'product', targetId: '0', targetTable: 'lc_product_copy',
    mode: 'key', keyColumn: 'id', columnsJson: '[]', batchSize: 500, scheduled: 0, enabledMark: 1, sortCode: 1, description: '演示SQLite库的 product 表按主键同步到数据建模表 lc_product_copy',
    lastRunTime: now - 60_000, lastOutcome: 'ok', creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
  }).execute();
  await tx.insertInto('baseDataSyncLog').values({
    id: newId(now - 60_000), syncId, startTime: now - 60_000, duration: 12, trigger: 'manual', userId: null, rowsRead: rows.length, rowsWritten: rows.length,
    outcome: 'ok', message: DATA_SYNC_MSG.done(rows.length, rows.length),
  }).execute();
}

/** The demo source's file, written once (a server started with SEED=demo). */
export function ensureDemoSqliteFile(dataDir: string) {
  const dir = sqliteSourceDir(dataDir);
  const file = path.join(dir, DEMO_SQLITE_FILE);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(dir, { recursive: true });
  const db = new SQLite(file);
  try {
    db.exec('create table product (id integer primary key, name varchar(50) not null, price decimal(10, 2), stock integer)');
    const insert = db.prepare('insert into product (name, price, stock) values (?, ?, ?)');
    db.transaction(() => DEMO_PRODUCTS.forEach((r) => insert.run(...r)))();
  } finally {
    db.close();
  }
}
