import { describe, expect, it } from 'vitest';
import { columnData, formSchema, keepFields, type OnlineModelRow, type OnlineRecordRow } from '@/features/visualdev/contract';
import { recordPage } from './local-records';

const model: OnlineModelRow = {
  id: 'm1', fullName: '车辆登记', enCode: 'car', menuId: 'menu1', releasedAt: 1,
  formData: formSchema.parse({
    version: 2,
    fields: [
      { id: 'a', jnpfKey: 'comInput', vModel: 'plate', label: '车牌号' },
      { id: 'b', jnpfKey: 'select', vModel: 'brand', label: '品牌', props: { source: { options: [{ id: 'byd', fullName: '比亚迪' }, { id: 'nio', fullName: '蔚来' }] } } },
      { id: 'row', jnpfKey: 'row', children: [{ id: 'c', jnpfKey: 'money', vModel: 'price', label: '价格' }] },
    ],
  }),
  columnData: columnData.parse({
    columnList: [{ prop: 'plate', label: '车牌号' }, { prop: 'brand', label: '品牌' }, { prop: 'price', label: '价格', sortable: true }],
    searchList: [{ prop: 'brand', label: '品牌', searchType: 1 }, { prop: 'price', label: '价格', searchType: 3 }],
    defaultSidx: 'price',
    sort: 'desc',
  }),
};

const rec = (id: string, data: Record<string, unknown>, modelId = 'm1', creatorTime = 1): OnlineRecordRow => ({ id, modelId, data, creatorUserId: 'u', creatorTime, lastModifyUserId: null, lastModifyTime: null });
const records = [
  rec('r1', { plate: '苏A10001', brand: 'byd', price: 100 }),
  rec('r2', { plate: '苏A10002', brand: 'nio', price: 300 }),
  rec('r3', { plate: '京B20003', brand: 'byd', price: 200 }),
  rec('x1', { plate: '苏A99999', brand: 'byd', price: 999 }, 'other'),
];
const q = (over: Partial<Parameters<typeof recordPage>[2]> = {}) => ({ currentPage: 1, pageSize: 20, query: {}, ...over });

describe('recordPage (the device answers the list of a released model)', () => {
  it('keeps to the model, sorts by the default column and order, counts the total', () => {
    const page = recordPage(model, records, q());
    expect(page.list.map((r) => r.id)).toEqual(['r2', 'r3', 'r1']);
    expect(page.pagination.total).toBe(3);
  });

  it('finds by keyword in the text columns, by an equal choice and by a number range', () => {
    expect(recordPage(model, records, q({ keyword: '苏a' })).list.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(recordPage(model, records, q({ query: { brand: 'byd' } })).list.map((r) => r.id)).toEqual(['r3', 'r1']);
    expect(recordPage(model, records, q({ query: { price: [150, null] } })).list.map((r) => r.id)).toEqual(['r2', 'r3']);
  });

  it('sorts by a column the user picks and pages', () => {
    const page = recordPage(model, records, q({ sidx: 'price', sort: 'asc', currentPage: 2, pageSize: 2 }));
    expect(page.list.map((r) => r.id)).toEqual(['r2']);
    expect(page.list[0]).toMatchObject({ plate: '苏A10002', price: 300, creatorUserId: 'u' });
  });

  it('ignores a sort column the form does not have', () => {
    expect(recordPage(model, records, q({ sidx: 'nope', sort: 'asc' })).list.map((r) => r.id)).toEqual(['r2', 'r3', 'r1']);
  });
});

describe('keepFields (form permissions)', () => {
  it('leaves out the fields not granted, inside containers too', () => {
    const schema = keepFields(model.formData, (v) => v !== 'price');
    expect(JSON.stringify(schema)).not.toContain('"price"');
    expect(schema.fields.map((f) => f.jnpfKey)).toEqual(['comInput', 'select', 'row']);
  });
});

describe('recordPage as a tree list (列表类型 树形列表)', () => {
  const treeModel: OnlineModelRow = { ...model, columnData: { ...model.columnData, type: 2, parentField: 'parent', treeTitleField: 'plate' } };
  const ids = (rows: { id: string; children?: unknown[] }[]): unknown[] => rows.flatMap((r) => (r.children ? [r.id, ids(r.children as typeof rows)] : [r.id]));
  const family = [
    rec('a', { plate: '总部', price: 30 }),
    rec('b', { plate: '一分部', price: 20, parent: 'a' }),
    rec('c', { plate: '一分部一组', price: 10, parent: 'b' }),
    rec('d', { plate: '二分部', price: 25, parent: 'a' }),
    rec('e', { plate: '外部', price: 5, parent: 'nobody' }),
    // A loop: neither is below the other, and neither is lost.
    rec('f', { plate: '环甲', price: 2, parent: 'g' }),
    rec('g', { plate: '环乙', price: 1, parent: 'f' }),
  ];

  it('nests rows under their parent in the sort order; a missing parent or a loop leaves a row on top', () => {
    const page = recordPage(treeModel, family, q());
    expect(ids(page.list)).toEqual(['a', ['d', 'b', ['c']], 'e', 'f', 'g']);
    expect(page.pagination.total).toBe(4);
  });

  it('pages over the top rows; a filtered-out parent lifts its children to the top', () => {
    expect(ids(recordPage(treeModel, family, q({ pageSize: 2 })).list)).toEqual(['a', ['d', 'b', ['c']], 'e']);
    expect(ids(recordPage(treeModel, family, q({ pageSize: 2, currentPage: 2 })).list)).toEqual(['f', 'g']);
    expect(ids(recordPage(treeModel, family, q({ keyword: '分部' })).list)).toEqual(['d', 'b', ['c']]);
  });
});
