import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { markSynced, storeLifecycle } from '@/components/pickers/shared/store-fixtures';
import { mockFetch, setupPickerTests } from '@/components/pickers/shared/test-utils';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';

formTestLifecycle();
beforeEach(setupPickerTests);

const TYPES = [{ id: 't1', parentId: '0', fullName: '物品类型', enCode: 'itemType', isTree: 0, sortCode: 0, enabledMark: 1 }];
const DATA = [
  { id: 'a1', dictionaryTypeId: 't1', parentId: '0', fullName: '办公设备', enCode: 'office', sortCode: 0, enabledMark: 1 },
  { id: 'a2', dictionaryTypeId: 't1', parentId: '0', fullName: '电子设备', enCode: 'electronic', sortCode: 1, enabledMark: 1 },
];
const dictionary = { dataType: 'dictionary' as const, dictionaryType: 'itemType', options: [], propsValue: 'id', propsLabel: 'fullName' };
const inTree = { selector: '[role=tree] *' };

describe('controls that read the device store', () => {
  const store = storeLifecycle('visualdev-form-store');
  beforeEach(async () => {
    await store.db().dictionaries.bulkPut(TYPES);
    await store.db().dictionaryData.bulkPut(DATA);
    await markSynced(store.db(), ['dictionaries', 'dictionaryData']);
  });

  it('数据字典 and a dictionary-sourced radio group offer the dictionary’s entries; the value is the entry code', async () => {
    const { calls } = mockFetch({});
    const form = renderForm(schemaOf([field('dicSelect', 'type', '类型', { props: { source: dictionary } }), field('radio', 'kind', '种类', { props: { source: dictionary } })]));
    fireEvent.click(screen.getByRole('textbox', { name: '类型' }));
    fireEvent.click(await screen.findByRole('option', { name: '电子设备' }));
    const group = screen.getByRole('radiogroup', { name: '种类' });
    fireEvent.click(await within(group).findByLabelText('办公设备'));
    expect(form.checked()).toEqual({ values: { type: 'electronic', kind: 'office' }, errors: {} });
    expect(calls).toEqual([]);
  });

  it('position and user pickers pick from the organisation on the device', async () => {
    mockFetch({});
    const form = renderForm(schemaOf([field('posSelect', 'pos', '岗位'), field('userSelect', 'users', '人员', { props: { multiple: true } })]));
    fireEvent.click(screen.getByRole('button', { name: '岗位' }));
    let d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('华东分公司'));
    fireEvent.click(within(d).getByText('仓储部'));
    fireEvent.click(within(d).getByText('仓管员'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '人员' }));
    d = await screen.findByRole('dialog');
    const pane = () => screen.getByTestId('user-pane');
    await within(pane()).findByText('轻办示范集团');
    fireEvent.click(within(d).getByText('轻办示范集团', inTree));
    await within(pane()).findByText('财务部');
    fireEvent.click(within(d).getByText('财务部', inTree));
    fireEvent.click(await within(pane()).findByText('张敏/office'));
    fireEvent.click(within(d).getByRole('button', { name: '确定' }));
    expect(form.checked()).toEqual({ values: { pos: 'p1', users: ['u2'] }, errors: {} });
  });
});
