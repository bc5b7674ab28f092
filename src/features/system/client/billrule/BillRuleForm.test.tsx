import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILL_RULE_MSG, billDate, type BillRuleInfo } from '@/features/system/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { BillRuleForm, type BillRuleTarget } from './BillRuleForm';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', async (original) => ({ ...(await original<object>()), notify }));

let posted: Array<{ method: string; path: string; body: unknown }> = [];
const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
  const text = await request.text();
  posted.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  return new Response(JSON.stringify({ code: 200, msg: '新建成功', data: { id: 'r1' } }), { headers: { 'content-type': 'application/json' } });
};

function renderForm(target: BillRuleTarget) {
  const saved = vi.fn();
  render(<MantineProvider><BillRuleForm target={target} onClose={() => undefined} onSaved={saved} /></MantineProvider>);
  return saved;
}
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
});
beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('BillRuleForm', () => {
  it('previews the next number live as the format is typed, and sends the rule', async () => {
    const saved = renderForm({ mode: 'create' });
    const preview = () => screen.getByTestId('billrule-preview').textContent;
    expect(preview()).toBe(`${billDate('yyyyMMdd', Date.now())}-0001`);
    type('billrule-fullName', '合同登记号');
    type('billrule-enCode', 'contract.register');
    type('billrule-prefix', 'HT');
    type('billrule-digits', '6');
    type('billrule-startNumber', '25');
    type('billrule-suffix', '号');
    expect(preview()).toBe(`HT${billDate('yyyyMMdd', Date.now())}-000025号`);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(posted).toEqual([{ method: 'POST', path: '/api/system/BillRule', body: expect.objectContaining({ prefix: 'HT', digits: 6, startNumber: 25, suffix: '号', enCode: 'contract.register' }) }]);
  });

  it('refuses a start number the digits cannot hold before asking the server', async () => {
    renderForm({ mode: 'create' });
    type('billrule-fullName', '短单号');
    type('billrule-enCode', 'short.number');
    type('billrule-digits', '2');
    type('billrule-startNumber', '100');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(BILL_RULE_MSG.startTooLarge)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('locks the format of a rule that has given numbers and previews its own next serial', () => {
    const info: BillRuleInfo = {
      id: 'r9', fullName: '资产编号', enCode: 'asset.code', category: '资产', prefix: 'ZC', dateFormat: 'yyyy', separator: '-', digits: 4, startNumber: 1, suffix: '',
      resetPeriod: 'never', currentSeq: 41, periodKey: '', example: '', sortCode: 0, enabledMark: 1, creatorTime: 0, lastModifyTime: null, description: null, openReservations: 0,
    };
    renderForm({ mode: 'edit', info });
    expect(screen.getByText('该规则已取过号，编号格式不能再改（只能增加流水位数）')).toBeTruthy();
    expect(input('billrule-prefix').disabled).toBe(true);
    expect(input('billrule-startNumber').disabled).toBe(true);
    expect(screen.getByTestId('billrule-preview').textContent).toBe(`ZC${billDate('yyyy', Date.now())}-0042`);
  });
});
