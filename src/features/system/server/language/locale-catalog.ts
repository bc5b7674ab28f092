import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../../../../contract/limits';
import { DEFAULT_NAMESPACE, langKeyOf } from '../../contract';

export interface CatalogEntry {
  key: string;
  ns: string;
  path: string;
  texts: Record<Language, string | null>;
}

const LOCALES_DIR = fileURLToPath(new URL('../../../../../locales/', import.meta.url));

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
}

function readBundle(file: string): Map<string, string> {
  const out = new Map<string, string>();
  if (fs.existsSync(file)) flatten(JSON.parse(fs.readFileSync(file, 'utf8')), '', out);
  return out;
}

/**
 * Every string of the client's bundles, read once from locales/: `<lang>.json` is the `translation`
 * namespace, `<ns>/<lang>.json` the others. A bundle another feature adds later is found without
 * a list to keep. Sorted by key.
 */
export function readLocaleCatalog(dir = LOCALES_DIR): CatalogEntry[] {
  const namespaces: [string, (lang: Language) => string][] = [[DEFAULT_NAMESPACE, (lang) => path.join(dir, `${lang}.json`)]];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) namespaces.push([entry.name, (lang) => path.join(dir, entry.name, `${lang}.json`)]);
  }
  const entries = new Map<string, CatalogEntry>();
  for (const [ns, fileOf] of namespaces) {
    for (const lang of LANGUAGES) {
      for (const [p, text] of readBundle(fileOf(lang))) {
        const key = langKeyOf(ns, p);
        const entry = entries.get(key) ?? { key, ns, path: p, texts: { zh: null, zhtw: null, en: null } };
        entry.texts[lang] = text;
        entries.set(key, entry);
      }
    }
  }
  return [...entries.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

let cached: { list: CatalogEntry[]; byKey: Map<string, CatalogEntry> } | undefined;
/** The catalog of this process (the bundles ship with the build and do not change while it runs). */
export function localeCatalog() {
  if (!cached) {
    const list = readLocaleCatalog();
    cached = { list, byKey: new Map(list.map((e) => [e.key, e])) };
  }
  return cached;
}
