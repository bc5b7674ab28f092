import { newId } from '../../../../contract/ids';
import { LANGUAGES, type Language } from '../../../../contract/limits';
import type { ServerContext } from '../../../../server/context';
import { readGeneration } from '../../../../server/db/generations';
import { fail } from '../../../../server/http/api-error';
import { assertAccess } from '../../../../server/identity/access';
import type { AuthContext } from '../../../../server/plugins/auth';
import {
  LANGUAGE_MODULE, LANGUAGE_MSG, placeholdersOf, splitLangKey,
  type LangListQuery, type LangOverrides, type LangRow, type LangSaveBody, type LangStrings,
} from '../../contract';
import { localeCatalog, type CatalogEntry } from './locale-catalog';

type OverrideRow = { ns: string; langKey: string; zh: string | null; zhtw: string | null; en: string | null; lastModifyTime: number };

/**
 * 翻译管理: the bundles' strings with the administrators' overrides. Overrides are served to every
 * signed-in client with the `language` generation (raised by triggers on the table), so a client
 * asks again only when something changed; connected clients are told at once (`languageChanged`).
 */
export function languageService(ctx: ServerContext) {
  const db = ctx.database.db;
  const allow = (auth: AuthContext, button?: 'btn_edit' | 'btn_remove') => assertAccess(ctx.access, auth, LANGUAGE_MODULE, button);
  const overrides = async () => new Map((await db.selectFrom('baseLangOverride').selectAll().execute()).map((r) => [`${r.ns}:${r.langKey}`, r as OverrideRow]));
  const changed = async () => ctx.realtime.broadcast({ method: 'languageChanged', version: await readGeneration(db, 'language') });
  const toRow = (e: CatalogEntry, o: OverrideRow | undefined): LangRow => ({
    key: e.key, ns: e.ns, path: e.path, defaults: e.texts,
    overrides: { zh: o?.zh ?? null, zhtw: o?.zhtw ?? null, en: o?.en ?? null }, lastModifyTime: o?.lastModifyTime ?? null,
  });

  function entryOf(key: string): CatalogEntry {
    const entry = localeCatalog().byKey.get(key);
    if (!entry) throw fail.badRequest(LANGUAGE_MSG.keyUnknown);
    return entry;
  }

  return {
    async list(auth: AuthContext, q: LangListQuery) {
      await allow(auth);
      const byKey = await overrides();
      const k = q.keyword?.trim().toLowerCase() ?? '';
      let rows = localeCatalog().list.map((e) => toRow(e, byKey.get(e.key)));
      if (q.ns) rows = rows.filter((r) => r.ns === q.ns);
      if (q.overridden) rows = rows.filter((r) => LANGUAGES.some((l) => r.overrides[l] !== null) === (q.overridden === '1'));
      if (k) rows = rows.filter((r) => [r.key, ...LANGUAGES.flatMap((l) => [r.defaults[l] ?? '', r.overrides[l] ?? ''])].some((v) => v.toLowerCase().includes(k)));
      if (q.sort === 'desc' && q.sidx === 'key') rows.reverse();
      const start = (q.currentPage - 1) * q.pageSize;
      return { list: rows.slice(start, start + q.pageSize), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: rows.length } };
    },

    namespaces: async (auth: AuthContext) => {
      await allow(auth);
      return [...new Set(localeCatalog().list.map((e) => e.ns))];
    },

    /** Sets the three texts of one key; a language left empty keeps the bundle's text. */
    async save(auth: AuthContext, body: LangSaveBody) {
      await allow(auth, 'btn_edit');
      const entry = entryOf(body.key);
      for (const lang of LANGUAGES) {
        const text = body[lang];
        if (!text) continue;
        const known = new Set(LANGUAGES.flatMap((l) => placeholdersOf(entry.texts[l] ?? '')));
        if (placeholdersOf(text).some((p) => !known.has(p))) throw fail.badRequest(LANGUAGE_MSG.placeholderUnknown);
      }
      const { ns, path } = splitLangKey(body.key);
      const values = { zh: body.zh ?? null, zhtw: body.zhtw ?? null, en: body.en ?? null, lastModifyUserId: auth.userId, lastModifyTime: Date.now() };
      await db.transaction().execute(async (tx) => {
        const current = await tx.selectFrom('baseLangOverride').select('id').where('ns', '=', ns).where('langKey', '=', path).executeTakeFirst();
        if (LANGUAGES.every((l) => values[l] === null)) {
          if (current) await tx.deleteFrom('baseLangOverride').where('id', '=', current.id).execute();
        } else if (current) await tx.updateTable('baseLangOverride').set(values).where('id', '=', current.id).execute();
        else await tx.insertInto('baseLangOverride').values({ id: newId(), ns, langKey: path, ...values }).execute();
      });
      await changed();
    },

    /** 恢复默认: the keys' overrides go; their bundles' texts show again. */
    async reset(auth: AuthContext, keys: string[]): Promise<number> {
      await allow(auth, 'btn_remove');
      let removed = 0;
      await db.transaction().execute(async (tx) => {
        for (const key of keys) {
          const { ns, path } = splitLangKey(key);
          removed += Number((await tx.deleteFrom('baseLangOverride').where('ns', '=', ns).where('langKey', '=', path).executeTakeFirst()).numDeletedRows);
        }
      });
      if (removed) await changed();
      return removed;
    },

    /** Every override by language, for any signed-in client; none when its version is current. */
    async served(version?: number): Promise<LangOverrides> {
      const current = await readGeneration(db, 'language');
      if (version === current) return { version: current, strings: null };
      const strings: LangStrings = { zh: {}, zhtw: {}, en: {} };
      const catalog = localeCatalog().byKey;
      for (const row of (await overrides()).values()) {
        // An override of a key the bundles no longer have is kept (it may come back) but not served.
        if (!catalog.has(`${row.ns}:${row.langKey}`)) continue;
        for (const lang of LANGUAGES) {
          const text = row[lang as Language];
          if (text !== null) (strings[lang][row.ns] ??= {})[row.langKey] = text;
        }
      }
      return { version: current, strings };
    },
  };
}
