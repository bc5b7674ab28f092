import { describe, expect, it } from 'vitest';
import { displayValue, idsToName, type DisplayLookup, type DisplayWords } from './display';
import { fieldNode } from './form-schema';

const f = (jnpfKey: string, props: Record<string, unknown> = {}) => fieldNode.parse({ id: 'x', jnpfKey, vModel: 'v', label: 'V', props });
const lookup: DisplayLookup = { name: (s, id) => ({ 'users:u1': '王磊', 'organizes:o1': '华东分公司' } as Record<string, string>)[`${s}:${id}`], dictionary: (t, c) => (t === 'sex' && c === '1' ? '男' : undefined) };
const words: DisplayWords = { yes: '是', no: '否', separator: '、', range: '至', date: (ms, time) => `${new Date(ms).toISOString().slice(0, time ? 16 : 10)}` };

describe('displayValue (a list cell, DataChange and export read values the same way)', () => {
  it('names picked ids, options, dictionary entries; unknown ones stay as they are', () => {
    expect(displayValue(f('userSelect', { multiple: true }), ['u1', 'u9'], lookup, words)).toBe('王磊、u9');
    expect(displayValue(f('currOrganize'), 'o1', lookup, words)).toBe('华东分公司');
    expect(displayValue(f('select', { source: { options: [{ id: 'a', fullName: '差旅' }] } }), 'a', lookup, words)).toBe('差旅');
    expect(displayValue(f('cascader', { source: { options: [{ id: 'js', fullName: '江苏', children: [{ id: 'nj', fullName: '南京' }] }] } }), ['js', 'nj'], lookup, words)).toBe('江苏/南京');
    expect(displayValue(f('dicSelect', { source: { dataType: 'dictionary', dictionaryType: 'sex' } }), '1', lookup, words)).toBe('男');
  });

  it('formats money with separators (and capitals when asked), dates, ranges, switches and files', () => {
    expect(displayValue(f('money'), 1234.5, lookup, words)).toBe('1,234.50');
    expect(displayValue(f('money', { showChinese: true }), 12, lookup, words)).toBe('12.00（壹拾贰元整）');
    expect(displayValue(f('date'), Date.UTC(2026, 10, 25), lookup, words)).toBe('2026-11-25');
    expect(displayValue(f('dateRange'), [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 2)], lookup, words)).toBe('2026-01-01至2026-01-02');
    expect(displayValue(f('switch'), 1, lookup, words)).toBe('是');
    expect(displayValue(f('switch', { inactiveText: '停用' }), 0, lookup, words)).toBe('停用');
    expect(displayValue(f('uploadFz'), [{ fileId: 'a', name: '合同.pdf' }, { fileId: 'b', name: '附件.docx' }], lookup, words)).toBe('合同.pdf、附件.docx');
    expect(displayValue(f('comInput'), null, lookup, words)).toBe('');
  });

  it('collects the ids each directory must name', () => {
    const wanted = idsToName([f('userSelect'), fieldNode.parse({ id: 'y', jnpfKey: 'depSelect', vModel: 'd', label: 'D' })], [{ v: 'u1', d: 'o2' }, { v: 'u2' }]);
    expect(Object.fromEntries([...wanted].map(([k, s]) => [k, [...s]]))).toEqual({ users: ['u1', 'u2'], organizes: ['o2'] });
  });
});
