import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { markSynced, storeLifecycle } from '../shared/store-fixtures';
import { mockFetch, pickerTestLifecycle, renderWithMantine } from '../shared/test-utils';
import { DictionarySelect } from './DictionarySelect';

pickerTestLifecycle();

const TYPES = [
  { id: 't1', parentId: '0', fullName: '物品类型', enCode: 'itemType', isTree: 0, sortCode: 0, enabledMark: 1 },
  { id: 't2', parentId: '0', fullName: '行业分类', enCode: 'industry', isTree: 1, sortCode: 1, enabledMark: 1 },
];
const DATA = [
  { id: 'a1', dictionaryTypeId: 't1', parentId: '0', fullName: '办公设备', enCode: 'office', sortCode: 0, enabledMark: 1, styleJson: '{"color":"#1c7ed6"}' },
  { id: 'a2', dictionaryTypeId: 't1', parentId: '0', fullName: '电子设备', enCode: 'electronic', sortCode: 1, enabledMark: 1 },
  { id: 'a3', dictionaryTypeId: 't1', parentId: '0', fullName: '已停用', enCode: 'old', sortCode: 2, enabledMark: 0 },
  { id: 'b1', dictionaryTypeId: 't2', parentId: '0', fullName: '制造业', enCode: 'C', sortCode: 0, enabledMark: 1 },
  { id: 'b2', dictionaryTypeId: 't2', parentId: 'b1', fullName: '汽车制造业', enCode: 'C36', sortCode: 0, enabledMark: 1 },
];

function Harness({ enCode = 'itemType', loadingMs }: { enCode?: string; loadingMs?: number }) {
  const [v, setV] = useState<string | null>(null);
  return (
    <>
      <DictionarySelect label="类型" enCode={enCode} value={v} onChange={setV} loadingMs={loadingMs} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}

const options = async () => {
  fireEvent.click(screen.getByRole('textbox', { name: '类型' }));
  return (await screen.findAllByRole('option')).map((o) => o.textContent);
};

describe('DictionarySelect', () => {
  const store = storeLifecycle('dictionary-select', false);
  beforeEach(async () => {
    await store.db().dictionaries.bulkPut(TYPES);
    await store.db().dictionaryData.bulkPut(DATA);
  });

  it('offers the enabled entries from the device store in sort order; the value is the entry code', async () => {
    await markSynced(store.db(), ['dictionaries', 'dictionaryData']);
    const { calls } = mockFetch({});
    renderWithMantine(<Harness />);
    await waitFor(() => expect(screen.queryByLabelText('加载中…')).toBeNull());
    expect(await options()).toEqual(['办公设备', '电子设备']);
    fireEvent.click(screen.getByRole('option', { name: '办公设备' }));
    expect(screen.getByTestId('value').textContent).toBe('"office"');
    await store.db().dictionaryData.update('a2', { fullName: '电子产品' });
    fireEvent.click(screen.getByRole('textbox', { name: '类型' }));
    expect(await screen.findByRole('option', { name: '电子产品' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a tree dictionary lists every level with its path', async () => {
    await markSynced(store.db(), ['dictionaries', 'dictionaryData']);
    renderWithMantine(<Harness enCode="industry" />);
    await waitFor(() => expect(screen.queryByLabelText('加载中…')).toBeNull());
    expect(await options()).toEqual(['制造业', '制造业/汽车制造业']);
  });

  it('before the first sync it shows that it is loading, and stops after the time allowed', async () => {
    renderWithMantine(<Harness loadingMs={300} />);
    expect(screen.getByLabelText('加载中…')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '类型' }) as HTMLInputElement).placeholder).toBe('加载中…');
    await waitFor(() => expect(screen.queryByLabelText('加载中…')).toBeNull());
    expect((screen.getByRole('textbox', { name: '类型' }) as HTMLInputElement).placeholder).toBe('请选择');
  });
});
