import { z } from 'zod';

/** SPEC §7 `POST /api/public/relation/{information|news|doc|email}/{id}`: the signed-in user opened this item. */
export const RELATION_KINDS = ['information', 'news', 'doc', 'email'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

export const RELATION_MSG = {
  kindInvalid: '关联类型不正确',
  idInvalid: '编号不正确',
  recorded: '已记录',
} as const;

/** What a kind no feature serves yet answers (新闻 and 文档 until their features register them). */
export const RELATION_UNAVAILABLE: Record<RelationKind, string> = {
  information: '消息暂不可用',
  news: '新闻功能尚未开放',
  doc: '文档功能尚未开放',
  email: '站内信暂不可用',
};

export const relationParams = z.object({
  kind: z.enum(RELATION_KINDS, { error: RELATION_MSG.kindInvalid }),
  id: z.string({ error: RELATION_MSG.idInvalid }).regex(/^[A-Za-z0-9-]{1,64}$/, { error: RELATION_MSG.idInvalid }),
});
export type RelationParams = z.infer<typeof relationParams>;

/** The item's read state for the caller after opening it, and when they first opened it. */
export const relationAnswer = z.object({ kind: z.enum(RELATION_KINDS), id: z.string(), isRead: z.enum(['0', '1']), firstTime: z.number(), lastTime: z.number() });
export type RelationAnswer = z.infer<typeof relationAnswer>;

export const relationPath = (kind: RelationKind, id: string) => `/api/public/relation/${kind}/${encodeURIComponent(id)}`;
