import type { PortalHome, PortalWidgetInput } from '@/features/portal/contract';
import { portalWidget } from '@/features/portal/contract';
import type { PortalLists } from '../client/offline-cache';

const w = (i: string, type: PortalWidgetInput['type'], y: number, options: PortalWidgetInput['options'] = {}) => portalWidget.parse({ i, type, title: `${type}标题`, x: 0, y, w: 12, h: 2, options });

export const HOME: PortalHome = {
  portal: {
    id: 'p1', fullName: '测试门户', enCode: 'p1',
    layout: [
      w('todo', 'todo', 0), w('notices', 'notices', 2), w('documents', 'documents', 4), w('figures', 'figures', 6),
      w('card', 'chart', 8, { interfaceId: 'i1', chart: { id: 'c', type: 'card', title: '总值', valueFields: ['v'], aggregate: 'sum', format: 'money' } }),
      w('refused', 'report', 10, { reportId: 'r1' }),
      w('report', 'report', 12, { reportId: 'r2' }),
      w('links', 'links', 14, { links: [{ title: '用户', url: '/permission/user' }, { title: '外部', url: 'https://example.com/x' }] }),
      w('calendar', 'calendar', 16), w('frame', 'iframe', 18, { url: 'https://allowed.example.com/page' }), w('badFrame', 'iframe', 20, { url: 'https://evil.example.com/' }),
    ],
  },
  source: 'role',
  data: {
    card: { ok: true, kind: 'chart', chart: { id: 'c', type: 'card', title: '总值', categoryField: null, valueFields: ['v'], aggregate: 'sum', format: 'money', max: null, mapId: null, span: 12 }, rows: [{ v: 1000 }, { v: 234.5 }], fieldLabels: {}, truncated: false },
    refused: { ok: false, msg: '无权查看此组件的数据' },
    report: {
      ok: true, kind: 'report', reportName: '表', columns: [{ field: 'unit', title: '单位', format: 'text', align: 'left' }, { field: 'n', title: '数量', format: 'integer', align: 'right' }],
      result: { rows: [{ unit: '华东', n: 1200 }], groups: [], total: { unit: null, n: 1200 }, rowCount: 1, truncated: false, values: {}, fetchedAt: 1 },
    },
  },
  frameHosts: ['allowed.example.com'],
  fetchedAt: new Date(2026, 0, 5, 9, 30, 0).getTime(),
};

export const LISTS: PortalLists = {
  todo: [{ id: 't1', title: '采购申请', time: Date.now() }], todoCount: 3,
  notices: [{ id: 'n1', title: '放假通知', time: 1 }], documents: null,
  figures: { contract: { total: 7 } }, unread: 2,
};
