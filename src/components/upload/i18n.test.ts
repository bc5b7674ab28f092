import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileText } from '@/features/files/contract';
import en from '../../../locales/upload/en.json';
import zh from '../../../locales/upload/zh.json';
import zhtw from '../../../locales/upload/zhtw.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
const files = readdirSync(import.meta.dirname).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'testing.ts').map((f) => path.join(import.meta.dirname, f));
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('upload locales', () => {
  it('zh, zhtw and en hold the same keys, none empty', () => {
    expect(keys(zhtw).sort()).toEqual(keys(zh).sort());
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    expect([zh, zhtw, en].every((b) => !JSON.stringify(b).includes('""'))).toBe(true);
  });

  it('says the §5 and §8 texts exactly in Chinese', () => {
    expect(fill(zh.limits.wrongType, { types: 'pdf、docx' })).toBe(FileText.wrongType('pdf、docx'));
    expect(fill(zh.limits.tooLarge, { size: 5, unit: 'MB' })).toBe(FileText.tooLarge(5, 'MB'));
    expect(fill(zh.limits.tooMany, { n: 3 })).toBe(FileText.tooMany(3));
    expect(zh.limits.imageOnly).toBe(FileText.imageOnly);
    expect(fill(zh.limits.imageTooLarge, { size: 100, unit: 'MB' })).toBe(FileText.imageTooLarge(100, 'MB'));
    expect(fill(zh.limits.tooManyImages, { n: 2 })).toBe(FileText.tooManyImages(2));
    expect([zh.error.chunkFailed, zh.error.registerFailed, zh.error.notFound, fill(zh.error.readError, { name: 'a.txt' })]).toEqual([FileText.chunkFailed, FileText.registerFailed, FileText.notFound, FileText.readError('a.txt')]);
    expect([zh.confirm.title, zh.confirm.deleteFile, zh.confirm.deleteImage]).toEqual([FileText.confirmTitle, FileText.confirmDelete, FileText.confirmDeleteImage]);
    expect([zh.download.failed, zh.download.bulkFailed, zh.download.zipFailed]).toEqual([FileText.downloadFailed, FileText.bulkDownloadFailed, FileText.zipFailed]);
    expect(fill(zh.preview.title, { name: 'a.pdf' })).toBe('文件预览 - a.pdf');
  });

  it('every key the controls ask for exists, and the code holds no Chinese text of its own', () => {
    const known = new Set(keys(zh));
    const used = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b(?:t|uploadT)\(\s*'([\w.-]+)'/g)].map((m) => m[1]!));
    const dynamic = ['state.waiting', 'state.file-checking', 'state.uploading', 'state.paused', 'state.success', 'state.error'];
    expect(used.length).toBeGreaterThan(30);
    expect([...used, ...dynamic].filter((k) => !known.has(k))).toEqual([]);
    expect(files.filter((f) => /\p{Script=Han}/u.test(withoutComments(readFileSync(f, 'utf8'))))).toEqual([]);
  });
});
