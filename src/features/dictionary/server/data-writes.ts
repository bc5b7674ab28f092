import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { DICT_MSG, DICT_ROOT, type DictDataBody } from '../contract';
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

/**
 * Writes of dictionary data, run inside the caller's transaction: the REST routes open one, a
 * pushed sync mutation runs in the push's.
 */
export function dataWrites(tx: Kysely<DB>) {
  const r = dictionaryRepository(tx);
  return {
    async create(body: DictDataBody): Promise<string> {
      const id = body.id ?? newId();
      if (body.id && (await r.dataById(id))) throw fail.conflict(DICT_MSG.idExists);
      const parentId = body.parentId ?? DICT_ROOT;
      await check(r, body.dictionaryTypeId, body, parentId);
      await r.insertData({
        id, dictionaryTypeId: body.dictionaryTypeId, parentId, fullName: body.fullName, enCode: body.enCode, sortCode: body.sortCode ?? 0,
        enabledMark: body.enabledMark ?? 1, description: body.description ?? null, styleJson: body.styleJson ?? null,
        creatorTime: Date.now(), lastModifyTime: null,
      });
      return id;
    },

    async update(id: string, body: UpdateBody) {
      const current = await r.dataById(id);
      if (!current) throw fail.notFound();
      const parentId = body.parentId ?? current.parentId;
      await check(r, current.dictionaryTypeId, body, parentId, id);
      await r.updateData(id, {
        parentId, fullName: body.fullName, enCode: body.enCode, sortCode: body.sortCode ?? current.sortCode,
        enabledMark: body.enabledMark ?? current.enabledMark,
        description: body.description === undefined ? current.description : body.description,
        styleJson: body.styleJson === undefined ? current.styleJson : body.styleJson,
        lastModifyTime: Date.now(),
      });
    },

    async remove(id: string) {
      if (!(await r.dataById(id))) throw fail.notFound();
      if (await r.dataHasChildren(id)) throw fail.badRequest(DICT_MSG.dataHasChildren);
      await r.removeData(id);
    },

    /** Enables a disabled row, disables an enabled one; a disabled row leaves the selects. */
    async toggle(id: string) {
      const row = await r.dataById(id);
      if (!row) throw fail.notFound();
      await r.updateData(id, { enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: Date.now() });
    },
  };
}
