import type { i18n as I18n } from 'i18next';
import type { Language } from '@/contract/limits';
import { readStored, writeStored } from './storage';

/** Administrators' texts (翻译管理) by language, namespace and dotted path, with the server's version. */
export interface TranslationOverrides {
  version: number;
  strings: Partial<Record<Language, Record<string, Record<string, string>>>>;
}

const KEY = 'langOverrides';
let current: TranslationOverrides | null = readStored<TranslationOverrides | null>(KEY, null);
/** The bundle's own text of every key an override replaced, to put back when the override goes. */
const originals = new Map<string, string | undefined>();
const slot = (lang: string, ns: string, path: string) => `${lang}\u0000${ns}\u0000${path}`;

function getPath(bundle: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), bundle);
}
function setPath(bundle: Record<string, unknown>, path: string, value: string) {
  const parts = path.split('.');
  let at = bundle;
  for (const part of parts.slice(0, -1)) {
    if (!at[part] || typeof at[part] !== 'object') at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts.at(-1)!] = value;
}

/** The version the device holds (undefined: none yet). */
export const overridesVersion = (): number | undefined => current?.version;

/**
 * A copy of a bundle with this device's overrides for (lang, ns) written in; the locale loaders
 * pass every bundle through here before i18next sees it, so a text shows overridden from the first
 * paint (the sign-in page too, from what the device kept).
 */
export function withOverrides<T extends Record<string, unknown>>(lang: string, ns: string, bundle: T): T {
  const mine = current?.strings[lang as Language]?.[ns];
  if (!mine || Object.keys(mine).length === 0) return bundle;
  const copy = structuredClone(bundle);
  for (const [path, text] of Object.entries(mine)) {
    const key = slot(lang, ns, path);
    if (!originals.has(key)) originals.set(key, getPath(bundle, path) as string | undefined);
    setPath(copy, path, text);
  }
  return copy;
}

/**
 * Takes the server's overrides: keeps them on the device and rewrites every bundle i18next already
 * holds (texts no longer overridden get their bundle's text back), then re-renders.
 */
export function setTranslationOverrides(next: TranslationOverrides, i18n?: I18n): void {
  const previous = current;
  current = next;
  writeStored(KEY, next);
  if (!i18n?.isInitialized) return;
  const touched = new Set<string>();
  for (const source of [previous, next]) {
    for (const [lang, namespaces] of Object.entries(source?.strings ?? {})) {
      for (const [ns, texts] of Object.entries(namespaces)) {
        if (!i18n.hasResourceBundle(lang, ns)) continue;
        for (const path of Object.keys(texts)) touched.add(slot(lang, ns, path));
      }
    }
  }
  for (const key of touched) {
    const [lang, ns, path] = key.split('\u0000') as [string, string, string];
    if (!originals.has(key)) originals.set(key, i18n.getResource(lang, ns, path) as string | undefined);
    const text = next.strings[lang as Language]?.[ns]?.[path] ?? originals.get(key);
    if (text !== undefined) i18n.addResource(lang, ns, path, text);
  }
  if (touched.size) void i18n.changeLanguage(i18n.language);
}
