import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { orgNode, pickerNode } from '@/components/pickers/shared/fixtures';
import { mockFetch, setupPickerTests } from '@/components/pickers/shared/test-utils';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';

formTestLifecycle();
beforeEach(setupPickerTests);

const orgTree = [orgNode('c1', '总公司', 'company', [orgNode('d1', '财务部', 'department', [], ['c1'])])];
const confirm = (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: '确定' }));

describe('picker controls', () => {
  it('organisation (multiple, id paths kept as text), department and group pickers take their picks', async () => {
    mockFetch({
      'GET /api/permission/Organize/Department/Selector/0': () => ({ list: orgTree }),
      'GET /api/permission/Group/Selector': () => ({ list: [pickerNode('g1', '项目组', 'group'), pickerNode('g2', '采购组', 'group')] }),
    });
    const form = renderForm(schemaOf([
      field('comSelect', 'org', '所属组织', { props: { multiple: true } }), field('depSelect', 'dep', '部门'), field('groupSelect', 'grp', '分组'),
    ]));
    fireEvent.click(screen.getByRole('button', { name: '所属组织' }));
    let d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('财务部'));
    confirm(d);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '部门' }));
    d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('总公司'));
    fireEvent.click(await within(d).findByText('财务部'));
    confirm(d);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '分组' }));
    d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('采购组'));
    confirm(d);
    expect(form.checked()).toEqual({ values: { org: ['c1,d1'], dep: 'd1', grp: 'g2' }, errors: {} });
    await waitFor(() => expect(screen.getByRole('button', { name: '所属组织' }).textContent).toContain('财务部'));
  });

  it('a role picker and the address picker (an id path down to the level)', async () => {
    mockFetch({
      'GET /api/permission/Role/Selector': () => ({ list: [pickerNode('1', '全局', 'global', { children: [pickerNode('r1', '审计员', 'role', { parentId: '1' })] })] }),
      'GET /api/system/Area/-1/Selector/0': () => ({ list: [{ id: '330000', fullName: '浙江省', isLeaf: false }] }),
      'GET /api/system/Area/330000/Selector/0': () => ({ list: [{ id: '330100', fullName: '杭州市', isLeaf: true }] }),
      'POST /api/system/Area/GetAreaByIds': () => [],
    });
    const form = renderForm(schemaOf([field('roleSelect', 'role', '角色'), field('address', 'addr', '地址', { props: { level: 2 } })]));
    fireEvent.click(screen.getByRole('button', { name: '角色' }));
    let d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('全局'));
    fireEvent.click(await within(d).findByText('审计员'));
    confirm(d);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '地址' }));
    d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByText('浙江省'));
    fireEvent.click(await within(d).findByText('杭州市'));
    confirm(d);
    await waitFor(() => expect(form.checked()).toEqual({ values: { role: 'r1', addr: ['330000', '330100'] }, errors: {} }));
  });

  it('弹窗选择 picks a row of its data interface', async () => {
    const rows = [{ id: 'r1', fullName: '记录1', code: 'C1' }, { id: 'r2', fullName: '记录2', code: 'C2' }];
    const { calls } = mockFetch({ 'POST /api/system/DataInterface/if1/Action/List': () => ({ list: rows, pagination: { total: 2 } }) });
    const form = renderForm(schemaOf([field('popupSelect', 'pick', '供应商', { props: { interfaceId: 'if1', propsValue: 'id', relationField: 'fullName', hasPage: true, pageSize: 20 } })]));
    fireEvent.click(screen.getByRole('button', { name: '供应商' }));
    const d = await screen.findByRole('dialog');
    fireEvent.click(await within(d).findByRole('radio', { name: '选择 记录2' }));
    confirm(d);
    expect(form.checked().values).toEqual({ pick: 'r2' });
    expect(await screen.findByText('记录2')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ interfaceId: 'if1', keyword: '', currentPage: 1, pageSize: 20, propsValue: 'id', relationField: 'fullName' });
  });

  it('a select whose options come from a data interface (dynamic source)', async () => {
    mockFetch({ 'POST /api/system/DataInterface/if2/Action/List': () => ({ list: [{ code: 'x', title: '选项X' }], pagination: { total: 1 } }) });
    const form = renderForm(schemaOf([field('select', 's', '动态', { props: { source: { dataType: 'dynamic', interfaceId: 'if2', propsValue: 'code', propsLabel: 'title', options: [] } } })]));
    fireEvent.click(screen.getByRole('textbox', { name: '动态' }));
    fireEvent.click(await screen.findByRole('option', { name: '选项X' }));
    expect(form.checked().values).toEqual({ s: 'x' });
  });
});
