import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import zhtw from '../../locales/zhtw.json';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>((acc, [k, v]) => ({ ...acc, ...flatten(v, prefix ? `${prefix}.${k}` : k) }), {});
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The shell's own code; feature folders of other areas bring their own locale checks. */
const SHELL_DIRS = ['src/app', 'src/lib', 'src/workers', 'src/components/dialogs', 'src/components/feedback', 'src/components/form-dialog', 'src/components/list-page', 'src/components/dates', 'src/features/system/client/log'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('locales', () => {
  const keys = { zh: flatten(zh), zhtw: flatten(zhtw), en: flatten(en) };

  it('zh, zhtw and en have the same keys', () => {
    expect(Object.keys(keys.zhtw).sort()).toEqual(Object.keys(keys.zh).sort());
    expect(Object.keys(keys.en).sort()).toEqual(Object.keys(keys.zh).sort());
  });

  it('no zh or zhtw string is empty', () => {
    for (const lang of ['zh', 'zhtw'] as const) expect(Object.entries(keys[lang]).filter(([, v]) => !v)).toEqual([]);
  });

  it('quotes the texts of the spec exactly', () => {
    expect(keys.zh['login.noPermission']).toBe('您的权限不足，请联系管理员');
    expect(keys.zh['login.verifyFailed']).toBe('验证失败，请重新登录。');
    expect(keys.zh['header.fullscreenUnsupported']).toBe('不支持全屏');
    expect(keys.zh['http.parseFailed']).toBe('数据解析失败');
    expect(keys.zh['http.systemError']).toBe('系统异常，请联系管理员');
    expect(keys.zh['denied.title']).toBe('Permission Denied');
  });

  it('the shell code holds no Chinese text of its own: every visible string comes from locales/', () => {
    const offenders = SHELL_DIRS.flatMap(sourceFiles).filter((file) => /\p{Script=Han}/u.test(withoutComments(fs.readFileSync(path.join(ROOT, file), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
