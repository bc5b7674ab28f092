import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STOCKTAKE_MSG } from '@/features/stocktaking/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { registerStocktakingLocales } from '../i18n';
import { CreateDialog } from './CreateDialog';

const create = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ stocktakeApi: { create } }));

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  registerStocktakingLocales();
});
afterEach(cleanup);

describe('新建盘点', () => {
  it('checks the name, the scope and the checkers with the contract before anything is sent', async () => {
    render(<MantineProvider><CreateDialog opened onClose={() => undefined} onCreated={() => undefined} /></MantineProvider>);
    const confirm = await screen.findByRole('button', { name: '确定' });
    fireEvent.click(confirm);
    expect(await screen.findByText(STOCKTAKE_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(STOCKTAKE_MSG.scopeRequired)).toBeTruthy();
    expect(screen.getByText(STOCKTAKE_MSG.checkersRequired)).toBeTruthy();

    fireEvent.change(screen.getByTestId('stocktake-form-name'), { target: { value: '三楼盘点' } });
    fireEvent.click(screen.getByRole('radio', { name: '位置' }));
    fireEvent.click(confirm);
    expect(await screen.findByText(STOCKTAKE_MSG.locationRequired)).toBeTruthy();
    expect(screen.queryByText(STOCKTAKE_MSG.nameRequired)).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
