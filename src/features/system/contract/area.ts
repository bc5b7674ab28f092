import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { PAGE } from '../../../contract/limits';
import { listQuery } from '../../../contract/list-query';
import { zEnCode, zFullName } from '../../../contract/zod-rules';

/**
 * Administrative areas 行政区划 (SPEC §2 address picker 省市区, §3 "Address node", §4, §7 Areas).
 * Seeded rows carry the GB/T 2260 code as id and enCode: 44 广东省 → 4403 深圳市 → 440305 南山区.
 */
export const AREA_MODULE = 'system.area';
/** parentId of a province; also the `{id}` that asks the selector for the provinces. */
export const AREA_ROOT = '-1';
/** `{x}` of the selector when nothing is to be left out. */
export const AREA_NO_EXCLUDE = '0';
/** type: 1 province 省, 2 city 市, 3 district 区县; nodes added below a district continue the depth (4 …). */
export const AREA_TYPES = { province: 1, city: 2, district: 3 } as const;

export const AREA_MSG = {
  nameRequired: '请输入区域名称',
  codeRequired: '请输入区域编码',
  parentRequired: '请选择上级区域',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  idExists: '数据已存在',
  parentMissing: '上级区域不存在',
  parentSelf: '不能选择自己或下级作为上级',
  hasChildren: '该区域下有子区域，不能删除',
} as const;

const id = z.string().min(1).max(64);
const newRecordId = z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, { error: 'ID不合法' }).optional();

export const areaSortable = ['sortCode', 'enCode', 'fullName', 'creatorTime'] as const;
const optionalInt = (max: number, error: string) =>
  z.preprocess((v) => (v === undefined || v === '' || v === null ? undefined : Number(v)), z.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional());
/** Children of one node. Without currentPage/pageSize every child comes back (a tree level is small). */
export const areaListQuery = listQuery(areaSortable).extend({
  currentPage: optionalInt(1_000_000, '页码不合法'),
  pageSize: optionalInt(PAGE.maxSize, '每页条数不合法'),
});
export type AreaListQuery = z.infer<typeof areaListQuery>;

export const areaParentParams = z.object({ parentId: id });
export const areaIdParams = z.object({ id });
/** `{id}` whose children to list (`-1` provinces); `{x}` the node to leave out (`0` none). */
export const areaSelectorParams = z.object({ id, x: id });

export const areaRow = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.number(),
  sortCode: z.number(),
  enabledMark: z.number(),
  hasChildren: z.boolean(),
  isLeaf: z.boolean(),
});
export type AreaRow = z.infer<typeof areaRow>;
export const areaPage = listPageSchema(areaRow);

/** SPEC §3 Address node. isLeaf: no enabled children, so the picker may select it. */
export const addressNode = z.object({ id: z.string(), fullName: z.string(), isLeaf: z.boolean() });
export type AddressNode = z.infer<typeof addressNode>;
export const areaSelector = z.object({ list: z.array(addressNode) });

export const areaByIdsBody = z.object({
  idsList: z.array(z.array(id).max(10, { error: '区域层级过多' }), { error: '请提供区域' }).max(1000, { error: '区域过多' }),
});
/** One list of names per path asked for, in the same order; unknown ids are left out. */
export const areaNames = z.array(z.array(z.string()));

export const areaBody = z.object({
  id: newRecordId,
  parentId: z.string({ error: AREA_MSG.parentRequired }).min(1, { error: AREA_MSG.parentRequired }).max(64),
  enCode: z.string({ error: AREA_MSG.codeRequired }).trim().min(1, { error: AREA_MSG.codeRequired }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode),
  fullName: z.string({ error: AREA_MSG.nameRequired }).trim().min(1, { error: AREA_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' }).pipe(zFullName),
  sortCode: z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' }).optional(),
  enabledMark: z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional(),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
});
export type AreaBody = z.infer<typeof areaBody>;

export const areaInfo = z.object({
  id: z.string(),
  parentId: z.string(),
  enCode: z.string(),
  fullName: z.string(),
  type: z.number(),
  quickQuery: z.string().nullable(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type AreaInfo = z.infer<typeof areaInfo>;
