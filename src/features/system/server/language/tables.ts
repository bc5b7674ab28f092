/** base_lang_override: an administrator's text for one string of the client's locale bundles (翻译管理). */
export interface LangOverrideTable {
  id: string;
  /** The i18next namespace: `translation` for locales/<lang>.json, else the folder name (locales/<ns>/). */
  ns: string;
  /** The dotted key inside the namespace, e.g. `login.welcome`. */
  langKey: string;
  /** null: that language keeps the bundle's text. */
  zh: string | null;
  zhtw: string | null;
  en: string | null;
  lastModifyUserId: string | null;
  lastModifyTime: number;
}

export interface LanguageTables {
  baseLangOverride: LangOverrideTable;
}

declare module '../../../../server/db/schema' {
  interface DB extends LanguageTables {}
}
