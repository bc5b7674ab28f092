import { sql, type Kysely, type Transaction } from 'kysely';
import { newId } from '../../../contract/ids';
import { insertInBatches } from '../../../server/db/batch-insert';
import type { DB } from '../../../server/db/schema';
import type { ScaleDepartment } from '../../../server/identity/scale-seed';
import { ASSET_CODE_PREFIX, ITEM_STATUS_CODES } from '../contract';
import { chinaDay } from './asset-code';
import { CATALOG, prng } from './demo-catalog';
import { TYPE_NAMES } from './demo-plans';
import type { FaItemLogTable, FaItemTable } from './tables';

const DAY = 86_400_000;
const SPREAD_DAYS = 1500;

/**
 * `count` items spread over the last ~4 years, held by the generated departments and their people,
 * each with its storage log row; asset codes continue each day's serial (fa_code_serial).
 */
export async function seedScaleItems(db: Kysely<DB> | Transaction<DB>, count: number, departments: ScaleDepartment[], seed = 20261202, now = Date.now()) {
  if (count === 0 || departments.length === 0) return 0;
  const rnd = prng(seed);
  const operator = await db.selectFrom('baseUser').select(['id', 'realName']).where('isAdministrator', '=', 1).orderBy('creatorTime').executeTakeFirst();
  const items: FaItemTable[] = [];
  const logs: FaItemLogTable[] = [];
  for (let i = 0; i < count; i++) {
    const storageTime = now - Math.floor(((count - i) / count) * SPREAD_DAYS * DAY) + rnd.int(0, 8) * 3_600_000 + (i % 1000) * 2;
    const entry = rnd.pick(CATALOG);
    const pick = rnd.int(0, entry.brands.length - 1);
    const dept = departments[rnd.int(0, departments.length - 1)]!;
    const status = ITEM_STATUS_CODES[rnd.next() < 0.6 ? 1 : rnd.int(0, ITEM_STATUS_CODES.length - 1)]!;
    const holder = status === '1' || dept.people.length === 0 ? null : rnd.pick(dept.people);
    const id = newId(storageTime);
    items.push({
      id, assetCode: '', planId: null, planDtlId: null, itemName: entry.name, itemType: entry.type, itemTypeName: TYPE_NAMES[entry.type],
      brand: entry.brands[pick]!, specification: entry.specs[pick % entry.specs.length]!,
      unitPrice: (rnd.int(entry.price[0] * 100, entry.price[1] * 100) / 100).toFixed(2), storageTime, status,
      nowEntId: dept.company.id, nowEntName: dept.company.name, nowDeptId: dept.id, nowDeptName: dept.name,
      nowUserId: holder?.id ?? null, nowUserName: holder?.name ?? null, location: `${dept.name}-${rnd.int(1, 30)}F`,
      attach: null, creatorTime: storageTime, lastModifyTime: null,
    });
    logs.push({
      id: newId(storageTime + 1), itemId: id, kind: 'storage', entId: dept.company.id, entName: dept.company.name, deptId: dept.id, deptName: dept.name,
      userId: null, userName: null, status: '1', remark: '规模测试数据', operatorId: operator?.id ?? id, operatorName: operator?.realName ?? '系统', createAt: storageTime,
    });
  }
  const perDay = new Map<string, number>();
  for (const item of items) perDay.set(chinaDay(item.storageTime), (perDay.get(chinaDay(item.storageTime)) ?? 0) + 1);
  const start = new Map<string, number>();
  for (const [day, n] of perDay) {
    const row = await db.insertInto('faCodeSerial').values({ day, lastSerial: n })
      .onConflict((oc) => oc.column('day').doUpdateSet({ lastSerial: sql<number>`fa_code_serial.last_serial + excluded.last_serial` }))
      .returning('lastSerial').executeTakeFirstOrThrow();
    start.set(day, Number(row.lastSerial) - n);
  }
  for (const item of items) {
    const day = chinaDay(item.storageTime);
    const serial = start.get(day)! + 1;
    start.set(day, serial);
    item.assetCode = `${ASSET_CODE_PREFIX}${day}${String(serial).padStart(4, '0')}`;
  }
  await insertInBatches(db, 'faItem', items);
  await insertInBatches(db, 'faItemLog', logs);
  return items.length;
}
