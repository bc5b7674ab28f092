import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../../contract/ids';
import { mulberry32 } from '../../../contract/mulberry32';
import { insertInBatches } from '../../../server/db/batch-insert';
import type { DB } from '../../../server/db/schema';
import { DICT_ROOT } from '../contract';
import type { DictionaryDataTable } from './tables';

const KINDS = ['钢材', '电缆', '阀门', '轴承', '螺栓', '油漆', '纸张', '墨盒', '灯具', '水管', '胶带', '工具'];
const GRADES = ['特级', '一级', '二级', '标准', '加厚', '轻型'];

/** A flat dictionary of `count` generated entries (物料编码 style), so dictionary lists can be tried at scale. */
export async function seedScaleDictionary(db: Kysely<DB> | Transaction<DB>, count: number, seed = 20261203, now = Date.now()) {
  if (count === 0) return 0;
  const next = mulberry32(seed);
  const run = (await db.selectFrom('baseDictionaryType').select('id').where('enCode', 'like', 'scaleMaterial%').execute()).length + 1;
  const typeId = newId(now);
  await db.insertInto('baseDictionaryType').values({
    id: typeId, parentId: DICT_ROOT, fullName: run === 1 ? '规模测试物料' : `规模测试物料${run}`, enCode: `scaleMaterial${run}`, isTree: 0,
    sortCode: 900 + run, enabledMark: 1, description: '规模测试数据', creatorTime: now, lastModifyTime: null,
  }).execute();
  const rows: DictionaryDataTable[] = Array.from({ length: count }, (_, i) => ({
    id: newId(now), dictionaryTypeId: typeId, parentId: DICT_ROOT,
    fullName: `${GRADES[Math.floor(next() * GRADES.length)]}${KINDS[Math.floor(next() * KINDS.length)]}${i + 1}`,
    enCode: `M${String(i + 1).padStart(7, '0')}`, sortCode: i, enabledMark: next() < 0.95 ? 1 : 0, description: null, styleJson: null,
    creatorTime: now, lastModifyTime: null,
  }));
  await insertInBatches(db, 'baseDictionaryData', rows);
  return rows.length;
}
