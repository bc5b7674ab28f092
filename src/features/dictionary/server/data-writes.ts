import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { ignoreChanges, type ChangeSink } from '../../../server/audit/recorder';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { DICT_MSG, DICT_ROOT, DICTIONARY_MODULE, type DictDataBody } from '../contract';
import { dictionaryRepository, type DictionaryRepository } from './repository';
import { subtreeIds } from './tree';

type UpdateBody = Omit<DictDataBody, 'dictionaryTypeId'>;

/** Checks where a row goes inside its type: tree types only nest, codes unique in the type, names among siblings. */
async function check(r: DictionaryRepository, typeId: string, body: UpdateBody, parentId: string, selfId?: string) {
  const type = await r.typeById(typeId);
  if (!type) throw fail.badRequest(DICT_MSG.typeMissing);
  if (parentId !== DICT_ROOT) {
    if (type.isTree !== 1) throw fail.badRequest(DICT_MSG.notTree);
    if (parentId === selfId) throw fail.badRequest(DICT_MSG.parentSelf);
    const parent = await r.dataById(parentId);
    if (!parent || parent.dictionaryTypeId !== typeId) throw fail.badRequest(DICT_MSG.parentMissing);
    if (selfId && subtreeIds(await r.data(typeId), selfId).has(parentId)) throw fail.badRequest(DICT_MSG.parentSelf);
  }
  if (await r.dataCodeTaken(typeId, body.enCode, selfId)) throw fail.badRequest(DICT_MSG.codeExists);
  if (await r.dataNameTaken(typeId, parentId, body.fullName, selfId)) throw fail.badRequest(DICT_MSG.nameExists);
}

/** What the operation log keeps of a dictionary row (ADR 0026). */
const view = (row: { parentId: string; fullName: string; enCode: string; sortCode: number; enabledMark: number; description: string | null; styleJson: string | null }) => ({
  parentId: row.parentId, fullName: row.fullName, enCode: row.enCode, sortCode: row.sortCode, enabledMark: row.enabledMark, description: row.description, styleJson: row.styleJson,
});

/**
 * Writes of dictionary data, run inside the caller's transaction: the REST routes open one, a
 * pushed sync mutation runs in the push's. Each write hands its before and after to `record`.
 */
export function dataWrites(tx: Kysely<DB>, record: ChangeSink = ignoreChanges) {
  const r = dictionaryRepository(tx);
  const changed = (id: string, before: ReturnType<typeof view> | null, after: ReturnType<typeof view> | null) =>
    record({ module: DICTIONARY_MODULE, entity: 'dictionaryData', id, before, after });
  return {
    async create(body: DictDataBody): Promise<string> {
      const id = body.id ?? newId();
      if (body.id && (await r.dataById(id))) throw fail.conflict(DICT_MSG.idExists);
      const parentId = body.parentId ?? DICT_ROOT;
      await check(r, body.dictionaryTypeId, body, parentId);
      const row = {
        id, dictionaryTypeId: body.dictionaryTypeId, parentId, fullName: body.fullName, enCode: body.enCode, sortCode: body.sortCode ?? 0,
        enabledMark: body.enabledMark ?? 1, description: body.description ?? null, styleJson: body.styleJson ?? null,
        creatorTime: Date.now(), lastModifyTime: null,
      };
      await r.insertData(row);
      changed(id, null, view(row));
      return id;
    },

    async update(id: string, body: UpdateBody) {
      const current = await r.dataById(id);
      if (!current) throw fail.notFound();
      const parentId = body.parentId ?? current.parentId;
      await check(r, current.dictionaryTypeId, body, parentId, id);
      const next = {
        parentId, fullName: body.fullName, enCode: body.enCode, sortCode: body.sortCode ?? current.sortCode,
        enabledMark: body.enabledMark ?? current.enabledMark,
        description: body.description === undefined ? current.description : body.description,
        styleJson: body.styleJson === undefined ? current.styleJson : body.styleJson,
      };
      await r.updateData(id, { ...next, lastModifyTime: Date.now() });
      changed(id, view(current), view(next));
    },

    async remove(id: string) {
      const current = await r.dataById(id);
      if (!current) throw fail.notFound();
      if (await r.dataHasChildren(id)) throw fail.badRequest(DICT_MSG.dataHasChildren);
      await r.removeData(id);
      changed(id, view(current), null);
    },

    /** Enables a disabled row, disables an enabled one; a disabled row leaves the selects. */
    async toggle(id: string) {
      const row = await r.dataById(id);
      if (!row) throw fail.notFound();
      const enabledMark = row.enabledMark === 1 ? 0 : 1;
      await r.updateData(id, { enabledMark, lastModifyTime: Date.now() });
      changed(id, view(row), view({ ...row, enabledMark }));
    },
  };
}
