import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetPath, PlanMsg } from '@/features/assets/contract';
import { FileMsg } from '@/features/files/contract';
import en from '../../../../locales/assets/en.json';
import zh from '../../../../locales/assets/zh.json';
import zhtw from '../../../../locales/assets/zhtw.json';
import { assetsModule } from './module';

const flat = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.entries(o).reduce<Record<string, string>>((acc, [k, v]) => (v && typeof v === 'object' ? { ...acc, ...flat(v as Record<string, unknown>, `${prefix}${k}.`) } : { ...acc, [`${prefix}${k}`]: String(v) }), {});

const DIR = path.resolve(import.meta.dirname);
/** Source files of this folder, except module.ts (its names per language are checked with every module's) and tests. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'module.ts' ? [file] : [];
  });
}
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('asset locales', () => {
  const zhKeys = flat(zh);
  it('zhtw and en hold every key zh has, and nothing more, none empty', () => {
    expect(Object.keys(flat(zhtw)).sort()).toEqual(Object.keys(zhKeys).sort());
    expect(Object.keys(flat(en)).sort()).toEqual(Object.keys(zhKeys).sort());
    for (const bundle of [zh, zhtw, en]) expect(Object.values(flat(bundle)).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('the §5 plan warnings in zh are exactly the server\'s messages', () => {
    for (const key of ['entRequired', 'deptRequired', 'userRequired', 'listRequired', 'rowRequired', 'itemNameTooLong', 'itemNumInteger', 'itemNumMin', 'itemNumMax'] as const) {
      expect(zhKeys[`plan.warn.${key}`]).toBe(PlanMsg[key]);
    }
    expect(zhKeys['plan.warn.itemNumBelowPurchased']!.replace('{{name}}', '椅子').replace('{{purchased}}', '3')).toBe(PlanMsg.itemNumBelowPurchased('椅子', 3));
  });

  it('quotes the spec: dialog titles, the row delete and re-store confirmations, the image checks', () => {
    expect(zhKeys['plan.dialogTitle']).toBe('资产计划登记编辑');
    expect(zhKeys['plan.deleteRowConfirm']).toBe('确定删除该条记录吗？');
    expect(zhKeys['detail.title']).toBe('物品详情');
    expect(zhKeys['log.damageTitle']).toBe('物品损坏详情');
    expect(zhKeys['status.restoreConfirm']).toBe('确定要重新入库吗？');
    expect(flat(en)['status.restoreConfirm']).toBe('Are you sure you want to re-store?');
    expect(zhKeys['image.imageOnly']).toBe(FileMsg.imageOnly);
    expect(zhKeys['image.tooLarge']!.replace('{{size}}', '5').replace('{{unit}}', 'MB')).toBe(FileMsg.imageTooLarge(5, 'MB'));
  });

  it('the client code holds no Chinese text of its own', () => {
    const offenders = sources(DIR).filter((file) => /\p{Script=Han}/u.test(withoutComments(fs.readFileSync(file, 'utf8'))));
    expect(offenders.map((f) => path.relative(DIR, f))).toEqual([]);
  });

  it('serves the three pages of the contract by their menu address', () => {
    expect(Object.keys(assetsModule.pages ?? {}).sort()).toEqual([AssetPath.mine, AssetPath.plan, AssetPath.storage].sort());
  });
});
