import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportRow } from '@/features/permission/contract';
import { renderPage, setupI18n } from '../test-utils';
import { ImportPreviewTable } from './ImportPreviewTable';

const row = (n: number, values: Partial<ImportRow>, errors: Record<string, string> = {}): ImportRow => ({
  row: n, account: '', realName: '', gender: '', organizeName: '', positionName: '', roleName: '', mobilePhone: '', email: '', idCard: '', description: '', ...values, errors,
});
const rows = [row(2, { account: 'zhang', realName: '张三', mobilePhone: '13800000000' }), row(3, { account: 'li', realName: '李四', mobilePhone: '123' }, { mobilePhone: '请正确输入您的手机号' })];

afterEach(cleanup);

describe('ImportPreviewTable', () => {
  it('marks exactly the rejected cell, keeping what the admin typed', async () => {
    await setupI18n('zh');
    renderPage(<ImportPreviewTable rows={rows} />);
    const table = screen.getByTestId('import-preview');
    expect(within(table).getByText('手机')).toBeTruthy();
    const bad = table.querySelectorAll('td[data-error]');
    expect(bad).toHaveLength(1);
    expect(bad[0]!.getAttribute('data-error')).toBe('请正确输入您的手机号');
    expect(bad[0]!.textContent).toBe('123');
    expect(table.querySelectorAll('tr[data-invalid]')).toHaveLength(1);
  });

  it('shows the reason column for the rejected rows, headers in the interface language', async () => {
    await setupI18n('en');
    renderPage(<ImportPreviewTable rows={rows.slice(1)} showReason />);
    const table = screen.getByTestId('import-preview');
    expect(within(table).getByText('Mobile')).toBeTruthy();
    expect(within(table).getByText('Reason')).toBeTruthy();
    expect(within(table).getAllByText('请正确输入您的手机号').length).toBeGreaterThan(0);
    await setupI18n('zh');
  });
});
