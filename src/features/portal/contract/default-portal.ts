import { DEFAULT_PORTAL_ID, type PortalInfo } from './definition';

/**
 * The built-in portal: what a user gets when neither they nor their roles have one. The quick links
 * widget with no links of its own lists the user's menu pages (the home page's shortcut cards).
 */
export const defaultPortal = (): Pick<PortalInfo, 'id' | 'fullName' | 'enCode' | 'layout'> => {
  const opts = { interfaceId: null, values: {}, chart: null, reportId: null, chartIndex: null, links: [], url: '', limit: 5 };
  return {
    id: DEFAULT_PORTAL_ID, fullName: '默认门户', enCode: 'default',
    layout: [
      { i: 'todo', x: 0, y: 0, w: 4, h: 4, type: 'todo', title: '待办事宜', options: opts },
      { i: 'notices', x: 4, y: 0, w: 4, h: 4, type: 'notices', title: '通知公告', options: opts },
      { i: 'calendar', x: 8, y: 0, w: 4, h: 4, type: 'calendar', title: '日历', options: opts },
      { i: 'links', x: 0, y: 4, w: 12, h: 4, type: 'links', title: '快捷入口', options: opts },
    ],
  };
};
