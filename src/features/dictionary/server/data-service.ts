import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../../server/audit/recorder';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { DICT_ROOT, type DictDataBody, type DictDataInfo, type DictDataNode, type DictDataQuery, type DictionaryAll, type DictionaryEntry, type DictionaryExport, type DictImportFile } from '../contract';
import { importDictionary } from './import';
import { dataWrites } from './data-writes';
import { dictionaryRepository } from './repository';
import { buildTree, subtreeIds, withAncestors } from './tree';

const toEntry = (n: DictDataNode): DictionaryEntry => ({
  id: n.id, fullName: n.fullName, enCode: n.enCode, sortCode: n.sortCode, description: n.description, styleJson: n.styleJson,
  ...(n.children ? { children: n.children.map(toEntry) } : {}),
});

/** 字典数据: reads for pages and selects; writes go through dataWrites in one transaction. */
export function dataService(db: Kysely<DB>, audit: AuditRecorder) {
  const repo = dictionaryRepository(db);

  async function typeOf(key: string) {
    const type = await repo.typeByIdOrCode(key);
    if (!type) throw fail.notFound();
    return type;
  }
  const write = <T>(auth: AuthContext, fn: (w: ReturnType<typeof dataWrites>) => Promise<T>) => db.transaction().execute((trx) => fn(dataWrites(trx, audit.by(auth))));

  return {
    /** A tree type's rows nested (keyword keeps ancestors); a flat type's rows paged. */
    async list(typeKey: string, q: DictDataQuery) {
      const type = await typeOf(typeKey);
      if (type.isTree === 1) {
        const rows = await repo.data(type.id, q);
        const all = q.keyword ? withAncestors(await repo.data(type.id, { ...q, keyword: undefined }), (r) => rows.some((m) => m.id === r.id)) : rows;
        return { list: buildTree(all), pagination: { currentPage: 1, pageSize: Math.max(all.length, 1), total: all.length } };
      }
      const { list, total } = await repo.dataPage(type.id, q);
      return { list: list.map((r) => ({ ...r, hasChildren: false })), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    /** Parent picker of a tree type: its rows but `exclude` and what lies below it. */
    async selector(typeKey: string, exclude: string): Promise<DictDataNode[]> {
      const type = await typeOf(typeKey);
      const rows = await repo.data(type.id);
      const out = exclude === DICT_ROOT ? new Set<string>() : subtreeIds(rows, exclude);
      return buildTree(rows.filter((r) => !out.has(r.id)));
    },

    /** Enabled rows for a select, by type id or enCode; nested for a tree type. */
    async options(typeKey: string): Promise<DictDataNode[]> {
      const type = await typeOf(typeKey);
      return buildTree(await repo.data(type.id, { sort: 'asc' }, true));
    },

    /** Every enabled type with its enabled entries, for the shell's dictionary cache. */
    async all(): Promise<DictionaryAll['list']> {
      const [types, data] = await Promise.all([repo.types(), repo.allEnabledData()]);
      return types.filter((t) => t.enabledMark === 1).map((t) => ({
        id: t.id, fullName: t.fullName, enCode: t.enCode, isTree: t.isTree,
        dictionaryList: buildTree(data.filter((d) => d.dictionaryTypeId === t.id)).map(toEntry),
      }));
    },

    async info(id: string): Promise<DictDataInfo> {
      const row = await repo.dataById(id);
      if (!row) throw fail.notFound();
      return row;
    },

    async exportType(typeKey: string): Promise<{ fileName: string; body: DictionaryExport }> {
      const type = await typeOf(typeKey);
      return { fileName: `${type.fullName}.json`, body: { type, data: await repo.fullDataOfType(type.id) } };
    },

    importFile: (file: DictImportFile, auth: AuthContext) => importDictionary(db, audit, auth, file),
    create: (body: DictDataBody, auth: AuthContext) => write(auth, (w) => w.create(body)),
    update: (id: string, body: DictDataBody, auth: AuthContext) => write(auth, (w) => w.update(id, body)),
    remove: (id: string, auth: AuthContext) => write(auth, (w) => w.remove(id)),
    toggle: (id: string, auth: AuthContext) => write(auth, (w) => w.toggle(id)),
  };
}
