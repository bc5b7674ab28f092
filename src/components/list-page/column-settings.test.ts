import { describe, expect, it } from 'vitest';
import { parseFieldList, settingsFrom, visibilityFrom } from './column-settings';

describe('column settings', () => {
  it("'' and unreadable text mean defaults", () => {
    expect(parseFieldList('')).toEqual([]);
    expect(parseFieldList('{oops')).toEqual([]);
    expect(parseFieldList('{"a":1}')).toEqual([]);
  });

  it('reads visible and the older columnVisible', () => {
    const text = JSON.stringify([{ prop: 'ip', label: 'IP', visible: false }, { prop: 'account', label: '账号', columnVisible: true }, { label: 'no prop' }]);
    expect(visibilityFrom(parseFieldList(text))).toEqual({ ip: false, account: true });
  });

  it('round-trips through the saved JSON text', () => {
    const saved = settingsFrom([{ prop: 'ip', label: 'IP' }, { prop: 'account', label: '账号' }], { ip: false });
    expect(parseFieldList(JSON.stringify(saved))).toEqual([{ prop: 'ip', label: 'IP', visible: false }, { prop: 'account', label: '账号', visible: true }]);
  });
});
