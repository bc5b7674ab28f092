import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { AuditRecorder } from '../../../server/audit/recorder';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { DICT_IMPORT_MSG, DICT_ROOT, DICTIONARY_MODULE, type DictImportFile } from '../contract';
import { dictionaryRepository } from './repository';

/** Checks the file's rows among themselves before anything is written: the first problem, numbered as in the file. */
function checkRows(file: DictImportFile) {
  const ids = new Set<string>();
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const [i, r] of file.data.entries()) {
    const n = i + 1;
    if (ids.has(r.id)) throw fail.badRequest(DICT_IMPORT_MSG.dataIdDuplicate(n));
    ids.add(r.id);
    if (codes.has(r.enCode)) throw fail.badRequest(DICT_IMPORT_MSG.dataCodeDuplicate(n, r.enCode));
    codes.add(r.enCode);
    const sibling = `${r.parentId}\u0000${r.fullName}`;
    if (names.has(sibling)) throw fail.badRequest(DICT_IMPORT_MSG.dataNameDuplicate(n, r.fullName));
    names.add(sibling);
  }
  for (const [i, r] of file.data.entries()) {
    if (r.parentId === DICT_ROOT) continue;
    if (file.type.isTree !== 1) throw fail.badRequest(DICT_IMPORT_MSG.notTree(i + 1));
    if (!ids.has(r.parentId) || r.parentId === r.id) throw fail.badRequest(DICT_IMPORT_MSG.parentMissing(i + 1));
  }
}

/** Parents before children, so each row's new parent id exists when it is written. */
function parentsFirst(rows: DictImportFile['data']) {
  const out: DictImportFile['data'] = [];
  const placed = new Set<string>([DICT_ROOT]);
  let rest = rows;
  while (rest.length) {
    const ready = rest.filter((r) => placed.has(r.parentId));
    if (ready.length === 0) throw fail.badRequest(DICT_IMPORT_MSG.parentMissing(rows.indexOf(rest[0]!) + 1));
    for (const r of ready) { out.push(r); placed.add(r.id); }
    rest = rest.filter((r) => !placed.has(r.id));
  }
  return out;
}

/**
 * 导入字典: a new type with all its data in one transaction, new ids throughout (parents kept), or
 * nothing at all. A type whose code or name is taken is refused: importing never overwrites.
 */
export async function importDictionary(db: Kysely<DB>, audit: AuditRecorder, auth: AuthContext, file: DictImportFile) {
  checkRows(file);
  const ordered = parentsFirst(file.data);
  return db.transaction().execute(async (trx) => {
    const r = dictionaryRepository(trx);
    const t = file.type;
    if (await r.typeCodeTaken(t.enCode)) throw fail.badRequest(DICT_IMPORT_MSG.typeCodeExists(t.enCode));
    const parentId = t.parentId !== DICT_ROOT && (await r.typeById(t.parentId)) ? t.parentId : DICT_ROOT;
    if (await r.typeNameTaken(parentId, t.fullName)) throw fail.badRequest(DICT_IMPORT_MSG.typeNameExists(t.fullName));
    const now = Date.now();
    const typeId = newId();
    await r.insertType({ id: typeId, parentId, fullName: t.fullName, enCode: t.enCode, isTree: t.isTree, sortCode: t.sortCode, enabledMark: t.enabledMark, description: t.description ?? null, creatorTime: now, lastModifyTime: null });
    const newIds = new Map<string, string>([[DICT_ROOT, DICT_ROOT]]);
    for (const d of ordered) {
      const id = newId();
      newIds.set(d.id, id);
      await r.insertData({
        id, dictionaryTypeId: typeId, parentId: newIds.get(d.parentId)!, fullName: d.fullName, enCode: d.enCode, sortCode: d.sortCode, enabledMark: d.enabledMark,
        description: d.description ?? null, styleJson: d.styleJson ?? null, creatorTime: now, lastModifyTime: null,
      });
    }
    audit.change(auth, { module: DICTIONARY_MODULE, entity: 'dictionaryType', id: typeId, before: null, after: { fullName: t.fullName, enCode: t.enCode, imported: ordered.length } });
    return { id: typeId, count: ordered.length };
  });
}
