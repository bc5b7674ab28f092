import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { baseBody, checkRecord, releaseBody, type RecordValues } from '../contract';
import { recordRepository } from './records';
import { releaseModel } from './release';
import { releasedOf, visualdevRepository } from './repository';

const f = (vModel: string, jnpfKey: string, label: string, extra: Record<string, unknown> = {}) => ({ id: `f_${vModel}`, vModel, jnpfKey, label, ...extra });
const opts = (pairs: [string, string][]) => ({ source: { dataType: 'static', options: pairs.map(([id, fullName]) => ({ id, fullName })) } });

/** 车辆登记: §5's plate rule, a brand, purchase date and price, and a 行程 sub-table summing km and fuel. */
export const vehicleDesign = baseBody.parse({
  fullName: '车辆登记', enCode: 'vehicleRegister', category: 'demo', description: '在线开发示例：车牌校验、子表合计', sortCode: 1,
  formData: {
    version: 2,
    fields: [
      f('plateNo', 'comInput', '车牌号', { required: true, regList: [{ rule: 'plate' }], span: 12 }),
      f('brand', 'select', '品牌', { required: true, span: 12, props: opts([['byd', '比亚迪'], ['toyota', '丰田'], ['vw', '大众'], ['tesla', '特斯拉']]) }),
      f('purchaseDate', 'date', '购置日期', { span: 12, props: { type: 'date', format: 'YYYY-MM-DD' } }),
      f('price', 'money', '购置价格', { span: 12, props: { showChinese: true } }),
      {
        ...f('trips', 'table', '行程'), showSummary: true, summaryFields: ['km', 'fuel'],
        children: [f('tripDate', 'date', '日期', { required: true }), f('km', 'numInput', '里程(km)', { required: true, props: { min: 0, precision: 1 } }), f('fuel', 'money', '油费')],
      },
    ],
  },
  columnData: {
    columnList: [{ prop: 'plateNo', label: '车牌号' }, { prop: 'brand', label: '品牌' }, { prop: 'purchaseDate', label: '购置日期', sortable: true }, { prop: 'price', label: '购置价格', align: 'right', sortable: true }],
    searchList: [{ prop: 'plateNo', label: '车牌号', searchType: 2 }, { prop: 'brand', label: '品牌', searchType: 1 }, { prop: 'purchaseDate', label: '购置日期', searchType: 3 }],
    defaultSidx: 'purchaseDate',
  },
});

/** 会议室预约: room, attendees, times, hours × price per hour = 费用 (recomputed by the server). */
export const meetingDesign = baseBody.parse({
  fullName: '会议室预约', enCode: 'meetingBooking', category: 'demo', description: '在线开发示例：人员选择、计算公式', sortCode: 2,
  formData: {
    version: 2,
    fields: [
      f('room', 'select', '会议室', { required: true, span: 12, props: opts([['a101', 'A101 大会议室'], ['a203', 'A203 洽谈室'], ['b305', 'B305 培训室']]) }),
      f('attendees', 'userSelect', '参会人', { required: true, span: 12, props: { multiple: true } }),
      f('startTime', 'date', '开始时间', { required: true, span: 12, props: { type: 'datetime', format: 'YYYY-MM-DD HH:mm' } }),
      f('endTime', 'date', '结束时间', { required: true, span: 12, props: { type: 'datetime', format: 'YYYY-MM-DD HH:mm' } }),
      f('hours', 'numInput', '时长(小时)', { required: true, span: 8, props: { min: 0.5, max: 24, precision: 1 } }),
      f('unitPrice', 'money', '每小时价格', { required: true, span: 8 }),
      f('fee', 'calculate', '费用', { span: 8, props: { expression: ['hours', '×', 'unitPrice'] } }),
    ],
  },
  columnData: {
    columnList: [{ prop: 'room', label: '会议室' }, { prop: 'attendees', label: '参会人' }, { prop: 'startTime', label: '开始时间', sortable: true }, { prop: 'hours', label: '时长(小时)' }, { prop: 'fee', label: '费用', align: 'right' }],
    searchList: [{ prop: 'room', label: '会议室', searchType: 1 }, { prop: 'startTime', label: '开始时间', searchType: 3 }],
    defaultSidx: 'startTime',
  },
});

const DAY = 86_400_000;
const PLATES = ['京A12345', '沪B6G789', '粤B12345D', '苏E55667', '浙A9K321', '川A88888', '鄂A20261', '湘A73Q21', '京AD12345', '陕A6P907'];

/** Stores a model design and releases it the way the Release route does. */
export async function createAndRelease(tx: Kysely<DB>, design: typeof vehicleDesign, userId: string | null, now: number, icon = 'forms') {
  const id = newId();
  await visualdevRepository(tx).insert({
    id, fullName: design.fullName, enCode: design.enCode, category: design.category, description: design.description || null, sortCode: design.sortCode, enabledMark: 1,
    tableName: design.tableName, formData: JSON.stringify(design.formData), columnData: JSON.stringify(design.columnData), state: 0, tablesJson: '[]', menuId: null,
    releasedForm: null, releasedColumns: null, releasedAt: null, creatorUserId: userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
  });
  return releaseModel(tx, id, releaseBody.parse({ icon }), userId);
}

/** Checks and writes demo records with the form, as the create route would. */
async function addRecords(tx: Kysely<DB>, modelId: string, userId: string, organizeId: string | null, rows: RecordValues[], now: number) {
  const model = releasedOf((await visualdevRepository(tx).byId(modelId))!)!;
  const repo = recordRepository(tx, model);
  for (const [i, input] of rows.entries()) {
    const { values, errors } = checkRecord(model.form, input);
    if (Object.keys(errors).length) throw new Error(`demo record ${i}: ${JSON.stringify(errors)}`);
    await repo.insert(newId(), values, { userId, organizeId, now: now - i * 60_000 });
  }
}

/** Two released 在线开发 examples under the 在线开发 directory, ten records each. */
export async function seedVisualdevDemo(tx: Kysely<DB>) {
  const now = Date.now();
  const admin = await tx.selectFrom('baseUser').select(['id', 'organizeId']).where('account', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const users = (await tx.selectFrom('baseUser').select('id').orderBy('account').limit(8).execute()).map((u) => u.id);
  const vehicle = await createAndRelease(tx, vehicleDesign, admin.id, now, 'car');
  const meeting = await createAndRelease(tx, meetingDesign, admin.id, now, 'calendar-event');
  const brands = ['byd', 'toyota', 'vw', 'tesla'];
  await addRecords(tx, vehicle.id, admin.id, admin.organizeId, PLATES.map((plateNo, i) => ({
    plateNo, brand: brands[i % brands.length], purchaseDate: now - (400 + i * 37) * DAY, price: 128000 + i * 15500.5,
    trips: Array.from({ length: (i % 3) + 1 }, (_, k) => ({ tripDate: now - (k + i) * DAY, km: 35.5 + k * 12 + i, fuel: 42.8 + k * 10 })),
  })), now);
  const rooms = ['a101', 'a203', 'b305'];
  await addRecords(tx, meeting.id, admin.id, admin.organizeId, Array.from({ length: 10 }, (_, i) => {
    const start = now + (i - 3) * DAY - (now % 3_600_000);
    const hours = 1 + (i % 4) * 0.5;
    return { room: rooms[i % rooms.length], attendees: users.slice(0, 2 + (i % 4)), startTime: start, endTime: start + hours * 3_600_000, hours, unitPrice: [80, 50, 120][i % 3] };
  }), now);
}
