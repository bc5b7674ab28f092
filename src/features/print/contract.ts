import { z } from 'zod';
import { listPageSchema } from '../../contract/envelope';
import { listQuery } from '../../contract/list-query';
import { printField } from '../../contract/print-source';
import { zEnCode, zFullName } from '../../contract/zod-rules';
import { PRINT_LIMITS, printTemplateDoc, TEMPLATE_MSG } from './contract/template';

export * from './contract/template';
export type { PrintField, PrintRecord } from '../../contract/print-source';

/** 打印模板 (SPEC §7 Print templates, ADR 0031). */
export const PRINT_MODULE = 'system.printDev';
/** The sync collection (and device table) of the enabled templates, for printing offline. */
export const PRINT_TEMPLATE_COLLECTION = 'printTemplates';
/** What a device holds of a template: the row and its document as JSON. */
export const PRINT_TEMPLATE_SYNC_COLUMNS = ['id', 'fullName', 'enCode', 'category', 'templateJson', 'sortCode', 'enabledMark'] as const;
export const PRINT_BUTTONS = { add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove', copy: 'btn_copy', export: 'btn_export', import: 'btn_import' } as const;

export const PRINT_MSG = {
  nameRequired: '请输入模板名称',
  codeRequired: '请输入模板编码',
  categoryRequired: '请选择数据类型',
  categoryUnknown: '不支持的数据类型',
  codeExists: '模板编码已存在',
  nameExists: '模板名称已存在',
  notFound: '打印模板不存在',
  disabled: '打印模板已停用',
  idsRequired: '请选择要打印的记录',
  tooManyIds: '一次最多打印200条记录',
  fileInvalid: '导入文件不是打印模板',
} as const;

const enCode = z.string({ error: PRINT_MSG.codeRequired }).trim().min(1, { error: PRINT_MSG.codeRequired }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode);
const fullName = z.string({ error: PRINT_MSG.nameRequired }).trim().min(1, { error: PRINT_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' }).pipe(zFullName);
const category = z.string({ error: PRINT_MSG.categoryRequired }).min(1, { error: PRINT_MSG.categoryRequired }).max(50);

export const printIdParams = z.object({ id: z.string().min(1).max(64) });

export const printTemplateBody = z.object({
  fullName,
  enCode,
  category,
  sortCode: z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0).max(1_000_000).default(0),
  enabledMark: z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).default(1),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
  template: printTemplateDoc,
});
export type PrintTemplateBody = z.infer<typeof printTemplateBody>;
export type PrintTemplateBodyInput = z.input<typeof printTemplateBody>;

export const printSortable = ['sortCode', 'fullName', 'enCode', 'category', 'creatorTime', 'lastModifyTime'] as const;
export const printListQuery = listQuery(printSortable).extend({ category: z.string().max(50).optional() });
export type PrintListQuery = z.infer<typeof printListQuery>;

export const printTemplateRow = z.object({
  id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string(), categoryName: z.string(), sortCode: z.number(), enabledMark: z.number(),
  description: z.string().nullable(), creatorUserName: z.string(), creatorTime: z.number(), lastModifyTime: z.number().nullable(),
});
export type PrintTemplateRow = z.infer<typeof printTemplateRow>;
export const printTemplatePage = listPageSchema(printTemplateRow);
export const printTemplateInfo = printTemplateRow.extend({ template: printTemplateDoc });
export type PrintTemplateInfo = z.infer<typeof printTemplateInfo>;

/** Selector (type = a data kind): enabled templates of that kind, for a record page's 打印 button. */
export const printSelectorQuery = z.object({ type: z.string().max(50).optional(), n: z.unknown().optional() });
export const printSelector = z.object({ list: z.array(z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string() })) });
export type PrintSelectorItem = z.infer<typeof printSelector>['list'][number];

/** The data kinds templates bind to, and the fields of one. */
export const printKinds = z.object({ list: z.array(z.object({ kind: z.string(), fullName: z.string(), names: z.object({ zh: z.string(), zhtw: z.string(), en: z.string() }) })) });
export const printFieldsBody = z.object({ type: category });
export const printFields = z.object({ list: z.array(printField) });

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(z.string().min(1).max(64)).min(1, { error: PRINT_MSG.idsRequired }).max(200, { error: PRINT_MSG.tooManyIds }),
);
/** Data: the template and the filled records (`ids`, comma separated, printed in that order). */
export const printDataQuery = z.object({ id: z.string({ error: PRINT_MSG.notFound }).min(1, { error: PRINT_MSG.notFound }).max(64), ids: idList, n: z.unknown().optional() });
export const printData = z.object({
  template: printTemplateInfo,
  fields: z.array(printField),
  list: z.array(z.record(z.string(), z.unknown())),
});
export type PrintData = z.infer<typeof printData>;

/** The JSON file of Actions/Export, and what Actions/Import takes back. */
export const PRINT_EXPORT_KIND = 'qingban.printTemplate';
export const printExportFile = z.object(
  {
    kind: z.literal(PRINT_EXPORT_KIND, { error: PRINT_MSG.fileInvalid }),
    version: z.literal(1, { error: PRINT_MSG.fileInvalid }),
    fullName, enCode, category,
    sortCode: z.number().int().min(0).max(1_000_000).default(0),
    description: z.string().max(500).nullish(),
    template: printTemplateDoc,
  },
  { error: PRINT_MSG.fileInvalid },
);
export type PrintExportFile = z.infer<typeof printExportFile>;
export { PRINT_LIMITS, TEMPLATE_MSG };
