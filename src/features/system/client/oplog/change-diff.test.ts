import { describe, expect, it } from 'vitest';
import { changeKind, diffRows, valueText } from './change-diff';

describe('a record change side by side', () => {
  const change = {
    before: { account: 'wh01', realName: '赵强', roleName: '员工', sortCode: 0, tags: ['a'] },
    after: { account: 'wh01', realName: '赵强强', roleName: '员工', sortCode: 1, tags: ['a'], email: 'z@q.cn' },
  };

  it('lists every field in the record order, marking those whose value changed', () => {
    expect(diffRows(change)).toEqual([
      { field: 'account', before: 'wh01', after: 'wh01', changed: false },
      { field: 'realName', before: '赵强', after: '赵强强', changed: true },
      { field: 'roleName', before: '员工', after: '员工', changed: false },
      { field: 'sortCode', before: '0', after: '1', changed: true },
      { field: 'tags', before: '["a"]', after: '["a"]', changed: false },
      { field: 'email', before: '', after: 'z@q.cn', changed: true },
    ]);
  });

  it('keeps only the changed fields when asked', () => {
    expect(diffRows(change, true).map((r) => r.field)).toEqual(['realName', 'sortCode', 'email']);
  });

  it('tells a created record from a deleted or changed one', () => {
    expect(changeKind({ before: null, after: { a: 1 } })).toBe('created');
    expect(changeKind({ before: { a: 1 }, after: null })).toBe('deleted');
    expect(changeKind(change)).toBe('updated');
    expect(diffRows({ before: null, after: { a: 1 } })).toEqual([{ field: 'a', before: '', after: '1', changed: true }]);
  });

  it('writes nothing for null, numbers and booleans as text, objects as JSON', () => {
    expect([valueText(null), valueText(undefined), valueText(0), valueText(false), valueText({ a: 1 })]).toEqual(['', '', '0', 'false', '{"a":1}']);
  });
});
