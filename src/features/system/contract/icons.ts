import { z } from 'zod';

/** 图标管理 (issue 13): the icon library of src/contract/icons.ts, with the menus that use each icon. */
export const ICON_MODULE = 'system.icon';

export const iconListQuery = z.object({
  keyword: z.string().trim().max(100, { error: '关键词过长' }).optional(),
  n: z.unknown().optional(),
});
export const iconUsage = z.object({
  name: z.string(),
  category: z.string(),
  words: z.string(),
  /** Menus whose icon this is. */
  menus: z.array(z.object({ id: z.string(), enCode: z.string(), fullName: z.string() })),
});
export type IconUsage = z.infer<typeof iconUsage>;
