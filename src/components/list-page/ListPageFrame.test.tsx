import { ActionIcon, MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSetting } from '@/app/settings/settings-store';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { ListPageFrame } from './ListPageFrame';
import { TABLE_DENSITY } from './table-density';

interface Row { id: string; account: string; organizeName: string; state: number }
const rows: Row[] = [
  { id: '1', account: 'assetadmin', organizeName: '轻办示范集团/华东分公司/资产管理部', state: 1 },
  { id: '2', account: 'wh01', organizeName: '轻办示范集团/华东分公司/仓储部', state: 0 },
];
const columns = [
  { accessorKey: 'account', header: '账号', size: 120 },
  { accessorKey: 'organizeName', header: '所属组织', size: 200 },
  { accessorKey: 'state', header: '状态', size: 80, Cell: ({ row }: { row: { original: Row } }) => <b data-testid="own-cell">{row.original.state ? '启用' : '禁用'}</b> },
];
const fetchPage = async () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } });

function Frame({ selectable = false }: { selectable?: boolean }) {
  return (
    <MantineProvider>
      <ListPageFrame<Row, object>
        columns={columns} fetchPage={fetchPage} filters={{}} rowId={(r) => r.id} selectable={selectable}
        rowActions={(row) => <ActionIcon aria-label={`编辑 ${row.account}`}>✎</ActionIcon>}
      />
    </MantineProvider>
  );
}

const table = () => screen.getByRole('table');
const cellOf = (text: string) => screen.getByText(text).closest('td')!;

beforeAll(() => setupTestI18n());
afterEach(() => {
  cleanup();
  act(() => updateSetting('size', 'default'));
});

describe('ListPageFrame layout (issue 10 §6)', () => {
  it('lays the table out at the density of the size menu, and follows a change live', async () => {
    render(<Frame />);
    await screen.findByText('assetadmin');
    expect(table().getAttribute('data-density')).toBe('default');
    expect(table().style.getPropertyValue('--table-vertical-spacing')).toContain(TABLE_DENSITY.default.paddingY);
    act(() => updateSetting('size', 'mini'));
    await waitFor(() => expect(table().getAttribute('data-density')).toBe('mini'));
    expect(table().style.getPropertyValue('--table-vertical-spacing')).toContain(TABLE_DENSITY.mini.paddingY);
    expect(localStorage.getItem('jnpf_size')).toBe('"mini"');
  });

  it('each size is denser than the one before it', () => {
    const rem = (v: string) => Number.parseFloat(v);
    const sizes = [TABLE_DENSITY.default, TABLE_DENSITY.medium, TABLE_DENSITY.small, TABLE_DENSITY.mini];
    for (let i = 1; i < sizes.length; i++) {
      expect(rem(sizes[i]!.paddingY)).toBeLessThan(rem(sizes[i - 1]!.paddingY));
      expect(rem(sizes[i]!.actionSize)).toBeLessThan(rem(sizes[i - 1]!.actionSize));
    }
  });

  it('pins the first column (after the selection box) and the row actions', async () => {
    render(<Frame selectable />);
    await screen.findByText('assetadmin');
    expect(cellOf('assetadmin').getAttribute('data-column-pinned')).toBe('left');
    expect(screen.getByRole('button', { name: '编辑 assetadmin' }).closest('td')!.getAttribute('data-column-pinned')).toBe('right');
    expect(screen.getAllByRole('checkbox')[1]!.closest('td')!.getAttribute('data-column-pinned')).toBe('left');
    expect(cellOf('轻办示范集团/华东分公司/资产管理部').getAttribute('data-column-pinned')).toBeNull();
  });

  it('puts plain text on one line with its full text kept; a column with its own cell keeps it', async () => {
    render(<Frame />);
    const path = await screen.findByText('轻办示范集团/华东分公司/资产管理部');
    expect(path.classList.contains('qb-truncate')).toBe(true);
    expect(screen.getAllByTestId('own-cell')).toHaveLength(2);
    expect(screen.getAllByTestId('own-cell')[0]!.closest('.qb-truncate')).toBeNull();
  });
});

describe('ListPageFrame as a tree (subRows)', () => {
  type Node = Row & { children?: Node[] };
  const tree: Node[] = [{ ...rows[0]!, children: [{ ...rows[1]!, id: '3', account: 'child01', children: [{ ...rows[1]!, id: '4', account: 'grandchild01' }] }] }];
  const fetchTree = async () => ({ list: tree, pagination: { currentPage: 1, pageSize: 20, total: 1 } });

  it('shows the rows below a row when it is expanded, level by level (the page is fetched by top rows)', async () => {
    render(
      <MantineProvider>
        <ListPageFrame<Node, object> columns={columns} fetchPage={fetchTree} filters={{}} rowId={(r) => r.id} subRows={(r) => r.children} />
      </MantineProvider>,
    );
    await screen.findByText('assetadmin');
    expect(screen.queryByText('child01')).toBeNull();
    act(() => cellOf('assetadmin').closest('tr')!.querySelector('button')!.click());
    await screen.findByText('child01');
    expect(screen.queryByText('grandchild01')).toBeNull();
    act(() => cellOf('child01').closest('tr')!.querySelector('button')!.click());
    await screen.findByText('grandchild01');
  });
});
