import { afterEach, describe, expect, it } from 'vitest';
import type { QingbanDb } from '@/sync/db';
import { mutate } from '@/sync/mutations';
import { freshDb } from '@/sync/testing';
import en from '../../../../locales/dictionary/en.json';
import zh from '../../../../locales/dictionary/zh.json';
import zhtw from '../../../../locales/dictionary/zhtw.json';
import { colourOf, flattenRows } from './data-rows';
import { createDictionaryData, deleteDictionaryData, updateDictionaryData } from './mutations';
import { toOptions } from '@/sync/dictionary';

const row = (id: string, parentId: string, enCode: string, sortCode: number, extra: Record<string, unknown> = {}) =>
  ({ id, dictionaryTypeId: 't1', parentId, fullName: `名${enCode}`, enCode, sortCode, enabledMark: 1, description: null, styleJson: null, ...extra });

let db: QingbanDb | undefined;
afterEach(() => db?.close());

describe('数据字典 on the client', () => {
  it('has the same strings in every language', () => {
    expect(Object.keys(zhtw).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  it('orders local rows parents first, children under them, by sortCode', () => {
    const rows = [row('b', '0', 'B', 2), row('a', '0', 'A', 1), row('a2', 'a', 'A2', 2), row('a1', 'a', 'A1', 1)];
    expect(flattenRows(rows).map((r) => [r.enCode, r.depth])).toEqual([['A', 0], ['A1', 1], ['A2', 1], ['B', 0]]);
    expect(flattenRows(rows, 'a2').map((r) => r.enCode)).toEqual(['A2']);
    expect(colourOf('{"color":"#e03131"}')).toBe('#e03131');
    expect(colourOf('nope')).toBeUndefined();
  });

  it('maps enabled entries to select options (text, value, sort, remark, style, children)', () => {
    const options = toOptions([
      row('p', '0', 'C', 1), row('c', 'p', 'C39', 1, { styleJson: '{"color":"#000"}', description: '电子' }), row('off', '0', 'X', 0, { enabledMark: 0 }),
    ]);
    expect(options).toEqual([{ id: 'p', text: '名C', value: 'C', sort: 1, remark: null, style: null, children: [{ id: 'c', text: '名C39', value: 'C39', sort: 1, remark: '电子', style: { color: '#000' } }] }]);
  });

  it('writes data rows to the device store and the outbox, offline', async () => {
    db = await freshDb();
    await mutate(createDictionaryData.name, { id: 'd1', dictionaryTypeId: 't1', fullName: '借出', enCode: '7', sortCode: 6 }, {}, db);
    expect(await db.dictionaryData.get('d1')).toMatchObject({ dictionaryTypeId: 't1', parentId: '0', fullName: '借出', enCode: '7', enabledMark: 1, _version: 0 });
    await mutate(updateDictionaryData.name, { id: 'd1', fullName: '外借', enCode: '7', enabledMark: 0 }, {}, db);
    expect(await db.dictionaryData.get('d1')).toMatchObject({ fullName: '外借', enabledMark: 0, dictionaryTypeId: 't1' });
    await mutate(deleteDictionaryData.name, { id: 'd1' }, {}, db);
    expect(await db.dictionaryData.get('d1')).toBeUndefined();
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.name, e.touches])).toEqual([
      ['dictionaryData.create', ['dictionaryData:d1']], ['dictionaryData.update', ['dictionaryData:d1']], ['dictionaryData.delete', ['dictionaryData:d1']],
    ]);
  });
});
