import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { PortalView } from './PortalView';
import { HOME, LISTS } from '../../testing/portal-fixtures';
import { frameAllowed } from './widgets/FrameWidget';

// The router and the menu helpers as the widgets use them, without a router (happy-dom).
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => <a href={to} {...rest}>{children}</a>,
  useNavigate: () => () => undefined,
}));
vi.mock('@/app/menu/menu-tree', () => ({
  useMenuTree: () => ({ items: [{ id: 'm1', children: [], route: { path: '/permission/user', meta: { icon: 'users' }, type: 2 } }] }),
}));
vi.mock('@/app/menu/open-menu', () => ({ useMenuLink: () => (route: { path: string }) => ({ href: route.path }) }));
vi.mock('@/app/menu/MenuCards', () => ({ MenuCards: ({ items }: { items: { id: string; route: { path: string } }[] }) => <div>{items.map((i) => <a key={i.id} href={i.route.path} data-menu-path={i.route.path}>{i.route.path}</a>)}</div> }));
vi.mock('@/components/charts/echarts-loader', () => ({ loadEcharts: () => new Promise(() => undefined) }));

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
}, 30_000);
afterEach(cleanup);

describe('PortalView', () => {
  it('draws every kind of widget as a titled region', () => {
    render(<MantineProvider><PortalView home={HOME} lists={LISTS} /></MantineProvider>);
    for (const type of ['todo', 'notices', 'documents', 'figures', 'chart', 'links', 'calendar']) expect(screen.getByTestId(`portal-widget-${type}`)).toBeTruthy();
    expect(screen.getAllByTestId('portal-widget-report')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'todo标题' })).toBeTruthy();
    expect(screen.getByTestId('portal-todo-count').textContent).toBe('待办 3 项');
    expect(within(screen.getByTestId('portal-todo-list')).getByText('采购申请')).toBeTruthy();
    expect(within(screen.getByTestId('portal-notices-list')).getByText('放假通知')).toBeTruthy();
    // A list the user may not read says so; the rest still shows.
    expect(screen.getByTestId('portal-documents-list-unavailable').textContent).toBe('无权查看或暂无法获取');
    expect(screen.getByTestId('chart-card').textContent).toBe('1,234.50元');
    expect(screen.getByTestId('portal-widget-refused').textContent).toBe('无权查看此组件的数据');
    expect(screen.getByTestId('portal-report-table').textContent).toContain('合计1,200');
    expect(screen.getByTestId('portal-figures').textContent).toContain('合同总数7');
  });

  it('links are keyboard-reachable cards; a product path carries its menu path, an outside one opens a new window', () => {
    render(<MantineProvider><PortalView home={HOME} lists={LISTS} /></MantineProvider>);
    const links = within(screen.getByTestId('portal-links')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('data-menu-path'), a.getAttribute('target')])).toEqual([['用户', '/permission/user', null], ['外部', null, '_blank']]);
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('frames only http(s) pages of the allow-list or the same origin, sandboxed', () => {
    render(<MantineProvider><PortalView home={HOME} lists={LISTS} /></MantineProvider>);
    const frame = screen.getByTestId('portal-frame');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(screen.getByTestId('portal-frame-refused').textContent).toBe('该网页地址不在允许的范围内');
    expect(frameAllowed('javascript:alert(1)', ['x'])).toBe(false);
    expect(frameAllowed('http://same.test/a', [], 'http://same.test')).toBe(true);
    expect(frameAllowed('https://other.test/a', [], 'http://same.test')).toBe(false);
  });

  it('marks today on the calendar', () => {
    render(<MantineProvider><PortalView home={HOME} lists={LISTS} /></MantineProvider>);
    const today = within(screen.getByTestId('portal-calendar')).getAllByRole('cell').find((c) => c.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toBe(String(new Date().getDate()));
  });
});
