import type { z } from 'zod';
import { dictDataCreateArgs, dictDataDeleteArgs, dictDataUpdateArgs, DICT_ROOT } from '@/features/dictionary/contract';
import { patchRow } from '@/sync/local-apply';
import { defineMutation } from '@/sync/mutations';
import { rowKey } from '@/sync/types';

type CreateArgs = z.infer<typeof dictDataCreateArgs>;
type UpdateArgs = z.infer<typeof dictDataUpdateArgs>;

const touches = (args: { id: string }) => [rowKey('dictionaryData', args.id)];

/** The local row as the server's sync collection sends it (same field names: dictionaryTypeId, styleJson …). */
const localFields = (args: Omit<UpdateArgs, 'id'>) => ({
  parentId: args.parentId ?? DICT_ROOT, fullName: args.fullName, enCode: args.enCode, sortCode: args.sortCode ?? 0,
  enabledMark: args.enabledMark ?? 1, description: args.description ?? null, styleJson: args.styleJson ?? null,
});

/** 新建字典数据, offline too: the id is made here and kept by the server. */
export const createDictionaryData = defineMutation<CreateArgs>('dictionaryData.create', {
  schema: dictDataCreateArgs,
  touches,
  applyLocal: async (db, args) => {
    await db.dictionaryData.put({ ...localFields(args), id: args.id, dictionaryTypeId: args.dictionaryTypeId, _version: 0 });
  },
});

export const updateDictionaryData = defineMutation<UpdateArgs>('dictionaryData.update', {
  schema: dictDataUpdateArgs,
  touches,
  applyLocal: (db, { id, ...args }) => patchRow(db, 'dictionaryData', id, localFields(args)),
});

export const deleteDictionaryData = defineMutation<z.infer<typeof dictDataDeleteArgs>>('dictionaryData.delete', {
  schema: dictDataDeleteArgs,
  touches,
  applyLocal: async (db, { id }) => {
    await db.dictionaryData.delete(id);
  },
});
