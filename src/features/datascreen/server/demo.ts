import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import { DEMO_ASSET_VALUE_INTERFACE } from '../../data/contract';
import { SCREEN_MODULE, screenBody, screenMenuCode, type ScreenWidgetInput } from '../contract';
import { releaseScreen } from './release';
import { storedOf } from './repository';

export const DEMO_SCREEN_CODE = 'demo.assets';

type Chart = NonNullable<NonNullable<ScreenWidgetInput['options']>['chart']>;
const data = (iface: string, chart: Chart | null, extra: Partial<NonNullable<ScreenWidgetInput['options']>> = {}) => ({ interfaceId: iface, values: {}, chart, ...extra });
const at = (id: string, type: ScreenWidgetInput['type'], title: string, x: number, y: number, w: number, h: number, more: Partial<ScreenWidgetInput> = {}): ScreenWidgetInput =>
  ({ id, type, title, x, y, w, h, z: 1, ...more });

/** 资产运营大屏 over 资产价值统计 (`demo.assetValue`): a title, a clock, number cards, charts and a scrolling table. */
const widgets = (iface: string): ScreenWidgetInput[] => [
  at('title', 'text', '标题', 560, 20, 800, 80, { border: 'none', options: { text: '资产运营大屏', fontSize: 44, color: '#7fd3ff', align: 'center' } }),
  at('clock', 'clock', '时钟', 1500, 30, 380, 60, { options: { clockFormat: 'datetime', fontSize: 24, color: '#b8d8ff', align: 'right' } }),
  at('deco', 'decoration', '标题装饰', 460, 100, 1000, 20, { border: 'glow', z: 0 }),
  at('count', 'card', '物品总数', 40, 140, 440, 160, { border: 'corner', refreshSeconds: 30,
    options: data(iface, { id: 'count', type: 'card', title: '物品总数', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer' }) }),
  at('value', 'card', '资产总值', 520, 140, 440, 160, { border: 'corner', refreshSeconds: 30,
    options: data(iface, { id: 'value', type: 'card', title: '资产总值', valueFields: ['totalValue'], aggregate: 'sum', format: 'money' }) }),
  at('byUnit', 'chart', '各单位物品数量', 1000, 140, 880, 420, { border: 'line',
    options: data(iface, { id: 'byUnit', type: 'pie', title: '各单位物品数量', categoryField: 'entName', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer' }) }),
  at('byType', 'chart', '各类物品价值', 40, 340, 920, 420, { border: 'double', refreshSeconds: 30,
    options: data(iface, { id: 'byType', type: 'bar', title: '各类物品价值', categoryField: 'itemTypeName', valueFields: ['totalValue'], aggregate: 'sum', format: 'money' }) }),
  at('detail', 'table', '资产明细', 1000, 600, 880, 440, { border: 'line', refreshSeconds: 30,
    options: data(iface, null, { rows: 8, fontSize: 20, columns: [{ field: 'entName', title: '使用单位' }, { field: 'deptName', title: '使用部门' }, { field: 'itemTypeName', title: '物品类型' }, { field: 'itemCount', title: '数量', format: 'integer' }, { field: 'totalValue', title: '价值', format: 'money' }] }) }),
  at('trend', 'chart', '各类物品数量', 40, 800, 920, 240, { border: 'line',
    options: data(iface, { id: 'trend', type: 'line', title: '各类物品数量', categoryField: 'itemTypeName', valueFields: ['itemCount'], aggregate: 'sum', format: 'integer' }) }),
];

/**
 * 数据大屏's demo: 资产运营大屏 released as a type 6 menu (through the feature's own release), granted
 * to 超级管理员 and 资产管理员; 大屏设计 with its buttons to 超级管理员. Runs once, on an empty database.
 */
export async function seedDataScreenDemo(tx: Kysely<DB>): Promise<void> {
  const iface = await tx.selectFrom('baseDataInterface').select('id').where('enCode', '=', DEMO_ASSET_VALUE_INTERFACE).executeTakeFirst();
  if (iface && !(await tx.selectFrom('baseDataScreen').select('id').where('enCode', '=', DEMO_SCREEN_CODE).executeTakeFirst())) {
    const now = Date.now();
    const body = screenBody.parse({
      fullName: '资产运营大屏', enCode: DEMO_SCREEN_CODE, category: '演示', sortCode: 1, description: '资产数量、价值与分布（每30秒刷新）',
      screen: { background: { color: '#061a3a' }, widgets: widgets(iface.id) },
    });
    const row = { id: newId(), ...storedOf(body), menuId: null, releasedAt: null, creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null };
    await tx.insertInto('baseDataScreen').values(row).execute();
    await releaseScreen(tx, row, { parentId: null, icon: 'device-desktop' }, now);
    await grantModuleToRole(tx, 'assetAdmin', screenMenuCode(DEMO_SCREEN_CODE), []);
  }
  await grantModuleToRole(tx, 'superAdmin', SCREEN_MODULE, ['btn_add', 'btn_edit', 'btn_remove', 'btn_copy', 'btn_release']);
}
