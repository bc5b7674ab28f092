import { z } from 'zod';
import { listPageSchema } from '../../contract/envelope';
import { listQuery } from '../../contract/list-query';
import { zEnCode, zFullName } from '../../contract/zod-rules';

/**
 * 数据字典 (SPEC §3 Dictionary, §4 state toggle, §7 Dictionary). Types (分类) form a tree; each type
 * holds data rows (字典数据), flat or — when the type is `isTree` — a tree of its own.
 */
export const DICTIONARY_MODULE = 'system.dictionary';
/** parentId of a top-level type or data row; also `{x}` of a selector when nothing is left out. */
export const DICT_ROOT = '0';

export const DICT_MSG = {
  nameRequired: '请输入名称',
  codeRequired: '请输入编码',
  typeRequired: '请选择字典分类',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  idExists: '数据已存在',
  typeMissing: '字典分类不存在',
  parentMissing: '上级不存在',
  parentSelf: '不能选择自己或下级作为上级',
  typeHasData: '该分类下有字典数据，不能删除',
  typeHasChildren: '该分类下有子分类，不能删除',
  dataHasChildren: '该字典下有子数据，不能删除',
  notTree: '该分类不是树形字典，不能设置上级',
  styleInvalid: '样式必须是 JSON',
} as const;

const id = z.string().min(1).max(64);
const newRecordId = z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, { error: 'ID不合法' });
const enCode = z.string({ error: DICT_MSG.codeRequired }).trim().min(1, { error: DICT_MSG.codeRequired }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode);
const fullName = z.string({ error: DICT_MSG.nameRequired }).trim().min(1, { error: DICT_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' }).pipe(zFullName);
const sortCode = z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' }).optional();
const enabledMark = z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional();
const description = z.string().max(500, { error: '说明不能超过500个字符' }).nullish();
const parentId = z.string().min(1).max(64).optional();

export const dictIdParams = z.object({ id });
/** `{id}` a type (id or enCode); `{parentId}` the data row to leave out of a parent picker (0 none). */
export const dictSelectorParams = z.object({ id, parentId: id });

// ---------- types ----------
export const dictTypeBody = z.object({
  id: newRecordId.optional(),
  parentId,
  fullName,
  enCode,
  isTree: z.union([z.literal(0), z.literal(1)], { error: '树形只能是0或1' }).optional(),
  sortCode,
  enabledMark,
  description,
});
export type DictTypeBody = z.infer<typeof dictTypeBody>;

export interface DictTypeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  enabledMark: number;
  hasChildren: boolean;
  children?: DictTypeNode[];
}
export const dictTypeNode: z.ZodType<DictTypeNode> = z.lazy(() =>
  z.object({
    id: z.string(), parentId: z.string(), fullName: z.string(), enCode: z.string(), isTree: z.number(),
    sortCode: z.number(), enabledMark: z.number(), hasChildren: z.boolean(), children: z.array(dictTypeNode).optional(),
  }),
);
export const dictTypeTree = z.object({ list: z.array(dictTypeNode) });
export const dictTypeQuery = z.object({ keyword: z.string().max(100, { error: '关键词过长' }).optional(), n: z.unknown().optional() });

export const dictTypeInfo = z.object({
  id: z.string(), parentId: z.string(), fullName: z.string(), enCode: z.string(), isTree: z.number(),
  sortCode: z.number(), enabledMark: z.number(), description: z.string().nullable(),
  creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type DictTypeInfo = z.infer<typeof dictTypeInfo>;

// ---------- data ----------
export const dictDataSortable = ['sortCode', 'enCode', 'fullName', 'creatorTime'] as const;
export const dictDataQuery = listQuery(dictDataSortable);
export type DictDataQuery = z.infer<typeof dictDataQuery>;

const styleJson = z
  .string()
  .max(500, { error: DICT_MSG.styleInvalid })
  .refine((s) => { try { return typeof JSON.parse(s) === 'object'; } catch { return false; } }, { error: DICT_MSG.styleInvalid })
  .nullish();

export const dictDataBody = z.object({
  id: newRecordId.optional(),
  dictionaryTypeId: z.string({ error: DICT_MSG.typeRequired }).min(1, { error: DICT_MSG.typeRequired }).max(64),
  parentId,
  fullName,
  enCode,
  sortCode,
  enabledMark,
  description,
  styleJson,
});
export type DictDataBody = z.infer<typeof dictDataBody>;
/** Sync mutations: the id is born on the device. */
export const dictDataCreateArgs = dictDataBody.extend({ id: newRecordId });
export const dictDataUpdateArgs = dictDataBody.omit({ dictionaryTypeId: true }).extend({ id: newRecordId });
export const dictDataDeleteArgs = z.object({ id: newRecordId });

export const dictDataInfo = z.object({
  id: z.string(), dictionaryTypeId: z.string(), parentId: z.string(), fullName: z.string(), enCode: z.string(),
  sortCode: z.number(), enabledMark: z.number(), description: z.string().nullable(), styleJson: z.string().nullable(),
  creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type DictDataInfo = z.infer<typeof dictDataInfo>;

export interface DictDataNode extends Omit<DictDataInfo, 'creatorTime' | 'lastModifyTime'> {
  hasChildren: boolean;
  children?: DictDataNode[];
}
export const dictDataNode: z.ZodType<DictDataNode> = z.lazy(() =>
  dictDataInfo.omit({ creatorTime: true, lastModifyTime: true }).extend({ hasChildren: z.boolean(), children: z.array(dictDataNode).optional() }),
);
export const dictDataPage = listPageSchema(dictDataNode);
export const dictDataList = z.object({ list: z.array(dictDataNode) });

/** SPEC §3: a dictionary for the shell's cache — its enabled entries, nested for tree types. */
export interface DictionaryEntry {
  id: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  description: string | null;
  styleJson: string | null;
  children?: DictionaryEntry[];
}
const dictionaryEntry: z.ZodType<DictionaryEntry> = z.lazy(() =>
  z.object({
    id: z.string(), fullName: z.string(), enCode: z.string(), sortCode: z.number(), description: z.string().nullable(),
    styleJson: z.string().nullable(), children: z.array(dictionaryEntry).optional(),
  }),
);
export const dictionaryAll = z.object({
  list: z.array(z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), isTree: z.number(), dictionaryList: z.array(dictionaryEntry) })),
});
export type DictionaryAll = z.infer<typeof dictionaryAll>;

/** The JSON file of GET .../{typeId}/Action/Export. */
export interface DictionaryExport {
  type: DictTypeInfo;
  data: DictDataInfo[];
}

/** Actions/Import: the file Action/Export wrote (ids are replaced; parents kept through them). */
export const DICT_IMPORT_MSG = {
  fileInvalid: '导入文件不是数据字典导出文件',
  tooMany: '一次最多导入5000条字典数据',
  typeCodeExists: (code: string) => `字典分类编码已存在：${code}`,
  typeNameExists: (name: string) => `字典分类名称已存在：${name}`,
  dataCodeDuplicate: (n: number, code: string) => `第${n}条字典数据的编码重复：${code}`,
  dataNameDuplicate: (n: number, name: string) => `第${n}条字典数据的名称与同级重复：${name}`,
  dataIdDuplicate: (n: number) => `第${n}条字典数据的ID重复`,
  parentMissing: (n: number) => `第${n}条字典数据的上级不在文件中`,
  notTree: (n: number) => `第${n}条字典数据有上级，但该分类不是树形字典`,
  rowInvalid: (n: number, msg: string) => `第${n}条字典数据：${msg}`,
} as const;
// Names as exported: the seeded 行业分类 holds 、 and other marks the form's rule refuses, and an export must import back.
const importedName = z.string({ error: DICT_MSG.nameRequired }).trim().min(1, { error: DICT_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' });
const importRow = z.object({
  id,
  parentId: z.string().max(64).default(DICT_ROOT),
  fullName: importedName,
  enCode,
  sortCode: z.number().int().min(0).max(1_000_000).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  description,
  styleJson,
});
export const dictImportFile = z.object(
  {
    type: z.object({ parentId: z.string().max(64).default(DICT_ROOT), fullName, enCode, isTree: z.union([z.literal(0), z.literal(1)]).default(0), sortCode: z.number().int().min(0).max(1_000_000).default(0), enabledMark: z.union([z.literal(0), z.literal(1)]).default(1), description }, { error: DICT_IMPORT_MSG.fileInvalid }),
    data: z.array(z.unknown(), { error: DICT_IMPORT_MSG.fileInvalid }).max(5000, { error: DICT_IMPORT_MSG.tooMany }).transform((rows, c) => {
      const out: z.infer<typeof importRow>[] = [];
      for (const [i, r] of rows.entries()) {
        const p = importRow.safeParse(r);
        if (!p.success) {
          c.addIssue({ code: 'custom', message: DICT_IMPORT_MSG.rowInvalid(i + 1, p.error.issues[0]?.message ?? DICT_IMPORT_MSG.fileInvalid) });
          return z.NEVER;
        }
        out.push(p.data);
      }
      return out;
    }),
  },
  { error: DICT_IMPORT_MSG.fileInvalid },
);
export type DictImportFile = z.infer<typeof dictImportFile>;
