import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { LANGUAGES } from '../../../contract/limits';
import { listQuery } from '../../../contract/list-query';

/**
 * 翻译管理 (issue 13): administrators override the zh / zhtw / en text of any string of the client's
 * locale bundles (locales/). A key is `namespace:dotted.path`; the root bundle's namespace is
 * `translation` (i18next's default).
 */
export const LANGUAGE_MODULE = 'system.language';
export const DEFAULT_NAMESPACE = 'translation';
export const LANG_TEXT_MAX = 2000;

export const LANGUAGE_MSG = {
  keyUnknown: '词条不存在',
  textTooLong: '译文不能超过2000个字符',
  placeholderUnknown: '译文中的变量在原文中不存在',
  keysRequired: '请选择词条',
} as const;

export const splitLangKey = (key: string): { ns: string; path: string } => {
  const at = key.indexOf(':');
  return at < 0 ? { ns: DEFAULT_NAMESPACE, path: key } : { ns: key.slice(0, at), path: key.slice(at + 1) };
};
export const langKeyOf = (ns: string, path: string) => `${ns}:${path}`;
/** `{{name}}` variables of an i18next string. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]!);

const langKey = z.string({ error: LANGUAGE_MSG.keyUnknown }).min(3, { error: LANGUAGE_MSG.keyUnknown }).max(260, { error: LANGUAGE_MSG.keyUnknown }).regex(/^[A-Za-z0-9_-]+:[A-Za-z0-9_.-]+$/, { error: LANGUAGE_MSG.keyUnknown });
/** '' or null: that language keeps the bundle's text. */
const text = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().max(LANG_TEXT_MAX, { error: LANGUAGE_MSG.textTooLong }).nullish());

export const langListQuery = listQuery(['key']).extend({
  ns: z.string().max(60).optional(),
  /** 1: only keys with an override. */
  overridden: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
});
export type LangListQuery = z.infer<typeof langListQuery>;

const texts = z.object({ zh: z.string().nullable(), zhtw: z.string().nullable(), en: z.string().nullable() });
export const langRow = z.object({
  key: z.string(),
  ns: z.string(),
  path: z.string(),
  /** The bundles' text. */
  defaults: texts,
  /** The administrator's text, per language (null: none). */
  overrides: texts,
  lastModifyTime: z.number().nullable(),
});
export type LangRow = z.infer<typeof langRow>;
export const langPage = listPageSchema(langRow);

export const langSaveBody = z.object({ key: langKey, zh: text, zhtw: text, en: text });
export type LangSaveBody = z.infer<typeof langSaveBody>;
export const langResetBody = z.object({ keys: z.array(langKey, { error: LANGUAGE_MSG.keysRequired }).min(1, { error: LANGUAGE_MSG.keysRequired }).max(2000) });

export const langOverridesQuery = z.object({
  /** The generation the client holds: an unchanged one is answered without the strings. */
  version: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.number().int().nonnegative().optional()),
  n: z.unknown().optional(),
});
export type LangStrings = Record<(typeof LANGUAGES)[number], Record<string, Record<string, string>>>;
export const langOverrides = z.object({
  version: z.number(),
  /** By language, namespace and dotted path; null when the client's version is current. */
  strings: z.record(z.enum(LANGUAGES), z.record(z.string(), z.record(z.string(), z.string()))).nullable(),
});
export type LangOverrides = { version: number; strings: LangStrings | null };
