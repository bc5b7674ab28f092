import { z } from 'zod';
import { listPageSchema } from '../../../contract/envelope';
import { listQuery } from '../../../contract/list-query';
import { zEnCode, zFullName } from '../../../contract/zod-rules';
import { messageTypeParam } from './records';
import { MESSAGE_MSG, MESSAGE_TYPE_NAME, MESSAGE_TYPES, type MessageType } from './types';

/** 1: a template a feature relies on (kept: not deletable); 2: one an administrator made. */
export const TEMPLATE_TYPE = { system: 1, custom: 2 } as const;
export const TEMPLATE_TYPE_NAME = { 1: '系统模板', 2: '自定义模板' } as const;
/** How a template's message reaches people; this slice delivers in-app only. */
export const TEMPLATE_CHANNEL_NAME = { 1: '站内消息' } as const;

export const TEMPLATE_MSG = {
  nameRequired: '请输入模板名称',
  codeRequired: '请输入模板编码',
  codeExists: '编码已存在',
  nameExists: '名称已存在',
  systemNoDelete: '系统模板不能删除',
  contentTooLong: '模板内容过长',
  typeListInvalid: '类型不合法',
} as const;

/** `{name}` placeholders: letters (Chinese too), digits, _ and dots. */
const PLACEHOLDER = /\{([\p{L}_][\p{L}\p{N}_.]*)\}/gu;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersOf(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(PLACEHOLDER)) seen.add(m[1]!);
  return [...seen];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Fills `{placeholders}` from `params`; one without a value stays as written, so a missing
 * parameter shows instead of vanishing. `html` escapes the values (a name never becomes markup).
 */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string | number>>, html = false): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = String(params[name]);
    return html ? escapeHtml(value) : value;
  });
}

const fullName = z.string({ error: TEMPLATE_MSG.nameRequired }).trim().min(1, { error: TEMPLATE_MSG.nameRequired }).max(50, { error: '名称不能超过50个字符' }).pipe(zFullName);
const enCode = z.string({ error: TEMPLATE_MSG.codeRequired }).trim().min(1, { error: TEMPLATE_MSG.codeRequired }).max(50, { error: '编码不能超过50个字符' }).pipe(zEnCode);

export const templateBody = z.object({
  fullName,
  enCode,
  /** The message type (1–7) a message made from it carries. */
  messageSource: z.number({ error: MESSAGE_MSG.typeInvalid }).int().refine((n) => (MESSAGE_TYPES as readonly number[]).includes(n), { error: MESSAGE_MSG.typeInvalid }),
  title: z.string({ error: MESSAGE_MSG.titleRequired }).trim().min(1, { error: MESSAGE_MSG.titleRequired }).max(100, { error: MESSAGE_MSG.titleTooLong }),
  /** HTML with `{placeholders}`; sanitised when stored. */
  content: z.string().max(100_000, { error: TEMPLATE_MSG.contentTooLong }).default(''),
  enabledMark: z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).default(1),
  sortCode: z.coerce.number({ error: '排序只能是整数' }).int({ error: '排序只能是整数' }).min(0, { error: '排序只能是整数' }).max(1_000_000, { error: '排序过大' }).default(0),
  description: z.string().max(500, { error: '说明不能超过500个字符' }).nullish(),
});
export type TemplateBody = z.infer<typeof templateBody>;

export const templateSortable = ['sortCode', 'creatorTime', 'fullName', 'enCode'] as const;
export const templateListQuery = listQuery(templateSortable).extend({
  messageSource: messageTypeParam,
  enabledMark: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)], { error: '状态不合法' }).optional()),
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

export const templateRow = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  templateType: z.number(),
  messageSource: z.number(),
  title: z.string(),
  enabledMark: z.number(),
  sortCode: z.number(),
  description: z.string().nullable(),
  creatorUser: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type TemplateRow = z.infer<typeof templateRow>;
export const templatePage = listPageSchema(templateRow);
export const templateInfo = templateRow.extend({ content: z.string(), params: z.array(z.string()) });
export type TemplateInfo = z.infer<typeof templateInfo>;

/** §7 `POST /api/message/MessageDataType/getTypeList/{type}`: 1 message types (sources), 2 template types, 3 channels. */
export const typeListParams = z.object({ type: z.enum(['1', '2', '3'], { error: TEMPLATE_MSG.typeListInvalid }) });
export const typeListItem = z.object({ fullName: z.string(), enCode: z.string() });
export const typeList = z.array(typeListItem);

export function typeListOf(type: '1' | '2' | '3'): z.infer<typeof typeList> {
  const entries: [string | number, string][] =
    type === '1' ? MESSAGE_TYPES.map((t: MessageType) => [t, MESSAGE_TYPE_NAME[t]]) : Object.entries(type === '2' ? TEMPLATE_TYPE_NAME : TEMPLATE_CHANNEL_NAME);
  return entries.map(([enCode, fullName]) => ({ enCode: String(enCode), fullName }));
}
