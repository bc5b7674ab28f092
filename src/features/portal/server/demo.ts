import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import { DEMO_ASSET_VALUE_INTERFACE } from '../../data/contract';
import { PORTAL_MODULE, portalBody, portalMenuCode, type PortalBodyInput, type PortalWidgetInput } from '../contract';
import { releasePortal } from './release';
import { storedOf } from './repository';

const w = (i: string, type: PortalWidgetInput['type'], title: string, x: number, y: number, wd: number, h: number, options: PortalWidgetInput['options'] = {}): PortalWidgetInput =>
  ({ i, type, title, x, y, w: wd, h, options });

const valueByType = (iface: string) => w('assetValue', 'chart', '各类物品价值', 0, 4, 8, 6, {
  interfaceId: iface, values: {},
  chart: { id: 'byType', type: 'bar', title: '各类物品价值', categoryField: 'itemTypeName', valueFields: ['totalValue'], aggregate: 'sum', format: 'money' },
});

type Design = Omit<PortalBodyInput, 'layout'> & { roles: string[]; layout: (iface: string) => PortalWidgetInput[] };

const DESIGNS: Design[] = [
  {
    fullName: '管理员门户', enCode: 'demo.admin', category: '演示', sortCode: 1, description: '待办、公告、资产价值与系统管理入口', roles: ['superAdmin'],
    layout: (iface) => [
      w('todo', 'todo', '待办事宜', 0, 0, 4, 4), w('notices', 'notices', '通知公告', 4, 0, 4, 4), w('figures', 'figures', '工作台数字', 8, 0, 4, 4),
      valueByType(iface), w('calendar', 'calendar', '日历', 8, 4, 4, 6),
      w('links', 'links', '系统管理', 0, 10, 12, 3, { links: [
        { title: '用户管理', url: '/permission/user', icon: 'users' }, { title: '角色管理', url: '/permission/role', icon: 'shield' },
        { title: '系统日志', url: '/system/log', icon: 'file-text' }, { title: '门户设计', url: '/onlineDev/visualPortal', icon: 'layout-dashboard' },
      ] }),
    ],
  },
  {
    fullName: '资产管理员门户', enCode: 'demo.asset', category: '演示', sortCode: 2, description: '资产价值、资产台帳与盘点入口', roles: ['assetAdmin'],
    layout: (iface) => [
      w('todo', 'todo', '待办事宜', 0, 0, 6, 4), w('documents', 'documents', '我的文档', 6, 0, 6, 4),
      valueByType(iface), w('calendar', 'calendar', '日历', 8, 4, 4, 6),
      w('links', 'links', '资产', 0, 10, 12, 3, { links: [
        { title: '资产台帐', url: '/fixedAsset/storage', icon: 'building-warehouse' }, { title: '资产计划', url: '/fixedAsset/plan', icon: 'clipboard-list' },
        { title: '资产盘点', url: '/fixedAsset/stocktake', icon: 'checklist' },
      ] }),
    ],
  },
  {
    fullName: '办公门户', enCode: 'demo.office', category: '演示', sortCode: 3, description: '待办、公告、我的文档与常用入口', roles: ['officeAsset'],
    layout: () => [
      w('todo', 'todo', '待办事宜', 0, 0, 4, 5), w('notices', 'notices', '通知公告', 4, 0, 4, 5), w('documents', 'documents', '我的文档', 8, 0, 4, 5),
      w('calendar', 'calendar', '日历', 0, 5, 6, 6),
      w('links', 'links', '常用入口', 6, 5, 6, 6, { links: [
        { title: '发起流程', url: '/workFlow/flowLaunch', icon: 'send' }, { title: '待办事宜', url: '/workFlow/flowTodo', icon: 'checklist' },
        { title: '资产计划', url: '/fixedAsset/plan', icon: 'clipboard-list' }, { title: '文档管理', url: '/extend/document', icon: 'folder' },
      ] }),
    ],
  },
];

/** 门户's demo: one portal per role over the demo's own data, released as menus of type 8 and granted to that role. */
export async function seedPortalDemo(tx: Kysely<DB>): Promise<void> {
  const iface = await tx.selectFrom('baseDataInterface').select('id').where('enCode', '=', DEMO_ASSET_VALUE_INTERFACE).executeTakeFirst();
  const now = Date.now();
  for (const { roles, layout, ...design } of DESIGNS) {
    const widgets = layout(iface?.id ?? '').filter((x) => x.type !== 'chart' || iface);
    const body = portalBody.parse({ ...design, layout: widgets });
    const row = { id: newId(), ...storedOf(body), menuId: null, releasedAt: null, creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null };
    await tx.insertInto('basePortal').values(row).execute();
    await releasePortal(tx, row, { parentId: null, icon: 'layout-dashboard' }, now);
    for (const enCode of roles) {
      const role = await tx.selectFrom('baseRole').select('id').where('enCode', '=', enCode).executeTakeFirst();
      if (!role) continue;
      await tx.insertInto('basePortalAssign').values({ id: newId(), portalId: row.id, objectType: 'Role', objectId: role.id, creatorTime: now }).execute();
      await grantModuleToRole(tx, enCode, portalMenuCode(body.enCode), []);
    }
  }
  await grantModuleToRole(tx, 'superAdmin', PORTAL_MODULE, ['btn_add', 'btn_edit', 'btn_remove', 'btn_copy', 'btn_release', 'btn_assign']);
}
