import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { AuditRecorder } from '../../../server/audit/recorder';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import type { AuthContext } from '../../../server/plugins/auth';
import { DICT_MSG, DICT_ROOT, DICTIONARY_MODULE, type DictTypeBody, type DictTypeInfo, type DictTypeNode } from '../contract';
import { dictionaryRepository, type DictionaryRepository } from './repository';
import { buildTree, subtreeIds, withAncestors } from './tree';

const node = ({ description: _d, creatorTime: _c, lastModifyTime: _l, ...rest }: DictTypeInfo) => rest;

/** 字典分类: a tree of types with unique codes; a type with data or sub-types stays. */
export function typeService(db: Kysely<DB>, audit: AuditRecorder) {
  const repo = dictionaryRepository(db);
  /** What the operation log keeps of a type (ADR 0026). */
  const view = (t: Omit<DictTypeInfo, 'id' | 'creatorTime' | 'lastModifyTime'>) => ({
    parentId: t.parentId, fullName: t.fullName, enCode: t.enCode, isTree: t.isTree, sortCode: t.sortCode, enabledMark: t.enabledMark, description: t.description,
  });
  const changed = (auth: AuthContext, id: string, before: ReturnType<typeof view> | null, after: ReturnType<typeof view> | null) =>
    audit.change(auth, { module: DICTIONARY_MODULE, entity: 'dictionaryType', id, before, after });

  async function check(r: DictionaryRepository, body: DictTypeBody, parentId: string, selfId?: string) {
    if (parentId !== DICT_ROOT) {
      if (parentId === selfId) throw fail.badRequest(DICT_MSG.parentSelf);
      if (!(await r.typeById(parentId))) throw fail.badRequest(DICT_MSG.parentMissing);
      if (selfId && subtreeIds(await r.types(), selfId).has(parentId)) throw fail.badRequest(DICT_MSG.parentSelf);
    }
    if (await r.typeCodeTaken(body.enCode, selfId)) throw fail.badRequest(DICT_MSG.codeExists);
    if (await r.typeNameTaken(parentId, body.fullName, selfId)) throw fail.badRequest(DICT_MSG.nameExists);
  }

  return {
    async tree(keyword?: string): Promise<DictTypeNode[]> {
      const rows = (await repo.types()).map(node);
      const k = keyword?.trim().toLowerCase();
      return buildTree(k ? withAncestors(rows, (r) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)) : rows);
    },

    /** Parent picker: every type but `exclude` and what lies below it. */
    async selector(exclude: string): Promise<DictTypeNode[]> {
      const rows = (await repo.types()).map(node);
      const out = exclude === DICT_ROOT ? new Set<string>() : subtreeIds(rows, exclude);
      return buildTree(rows.filter((r) => !out.has(r.id)));
    },

    async info(id: string): Promise<DictTypeInfo> {
      const row = await repo.typeById(id);
      if (!row) throw fail.notFound();
      return row;
    },

    create: (body: DictTypeBody, auth: AuthContext) =>
      db.transaction().execute(async (trx) => {
        const r = dictionaryRepository(trx);
        const id = body.id ?? newId();
        if (body.id && (await r.typeById(id))) throw fail.conflict(DICT_MSG.idExists);
        const parentId = body.parentId ?? DICT_ROOT;
        await check(r, body, parentId);
        const row = {
          id, parentId, fullName: body.fullName, enCode: body.enCode, isTree: body.isTree ?? 0, sortCode: body.sortCode ?? 0,
          enabledMark: body.enabledMark ?? 1, description: body.description ?? null, creatorTime: Date.now(), lastModifyTime: null,
        };
        await r.insertType(row);
        changed(auth, id, null, view(row));
        return id;
      }),

    update: (id: string, body: DictTypeBody, auth: AuthContext) =>
      db.transaction().execute(async (trx) => {
        const r = dictionaryRepository(trx);
        const current = await r.typeById(id);
        if (!current) throw fail.notFound();
        const parentId = body.parentId ?? current.parentId;
        await check(r, body, parentId, id);
        const next = {
          parentId, fullName: body.fullName, enCode: body.enCode, isTree: body.isTree ?? current.isTree, sortCode: body.sortCode ?? current.sortCode,
          enabledMark: body.enabledMark ?? current.enabledMark, description: body.description === undefined ? current.description : body.description,
        };
        await r.updateType(id, { ...next, lastModifyTime: Date.now() });
        changed(auth, id, view(current), view(next));
      }),

    remove: (id: string, auth: AuthContext) =>
      db.transaction().execute(async (trx) => {
        const r = dictionaryRepository(trx);
        const current = await r.typeById(id);
        if (!current) throw fail.notFound();
        if (await r.typeHasChildren(id)) throw fail.badRequest(DICT_MSG.typeHasChildren);
        if (await r.typeHasData(id)) throw fail.badRequest(DICT_MSG.typeHasData);
        await r.removeType(id);
        changed(auth, id, view(current), null);
      }),
  };
}
