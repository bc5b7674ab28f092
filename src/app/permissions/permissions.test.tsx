import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PermissionEntry } from '@/features/auth/contract';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { ButtonGuard } from './ButtonGuard';
import { PageRouteContext } from './page-route-context';
import { hasBtnP, hasFormP, hasP, permittedColumns } from './permissions';

const entry: PermissionEntry = {
  modelId: 'm1',
  moduleName: '系统日志',
  button: [{ enCode: 'btn_export', fullName: '导出' }],
  column: [{ enCode: 'account', fullName: '账号' }],
  form: [{ enCode: 'remark', fullName: '备注' }],
};
const route = { meta: { modelId: 'm1' } } as MenuRoute;

describe('permission checks (SPEC §6)', () => {
  it('true only with a modelId, an entry for the page, and the code in its list', () => {
    expect(hasBtnP([entry], 'm1', 'btn_export')).toBe(true);
    expect(hasBtnP([entry], 'm1', 'btn_remove')).toBe(false);
    expect(hasBtnP([entry], undefined, 'btn_export')).toBe(false);
    expect(hasBtnP([entry], 'other', 'btn_export')).toBe(false);
    expect(hasP([entry], 'm1', 'account')).toBe(true);
    expect(hasP([entry], 'm1', 'btn_export')).toBe(false);
    expect(hasFormP([entry], 'm1', 'remark')).toBe(true);
  });
});

describe('list columns by column permission', () => {
  const columns = [{ accessorKey: 'account' }, { accessorKey: 'ip' }];
  it('shows only the columns the page lists', () => {
    expect(permittedColumns([entry], 'm1', columns)).toEqual([{ accessorKey: 'account' }]);
  });
  it('a page without column rules shows every column', () => {
    expect(permittedColumns([{ ...entry, column: [] }], 'm1', columns)).toEqual(columns);
    expect(permittedColumns([entry], undefined, columns)).toEqual(columns);
  });
});

describe('ButtonGuard', () => {
  beforeEach(() => sessionStore.set({ permissions: [entry] }));
  afterEach(cleanup);
  const renderIn = (value: MenuRoute | null, code: string) =>
    render(
      <MantineProvider>
        <PageRouteContext.Provider value={value}>
          <ButtonGuard code={code}><button type="button">act</button></ButtonGuard>
        </PageRouteContext.Provider>
      </MantineProvider>,
    );

  it('renders the button when the page holds the code', () => {
    renderIn(route, 'btn_export');
    expect(screen.getByRole('button', { name: 'act' })).toBeTruthy();
  });

  it('renders nothing without the code', () => {
    renderIn(route, 'btn_remove');
    expect(screen.queryByRole('button', { name: 'act' })).toBeNull();
  });

  it('renders nothing on a page without modelId', () => {
    renderIn(null, 'btn_export');
    expect(screen.queryByRole('button', { name: 'act' })).toBeNull();
  });
});
