import { z } from 'zod';

export const userOrganize = z.object({ id: z.string(), fullName: z.string(), isDefault: z.boolean() });
export type UserOrganize = z.infer<typeof userOrganize>;

export const switchMajorBody = z.object({
  majorId: z.string({ error: '请选择组织' }).min(1, { error: '请选择组织' }).max(64),
  majorType: z.enum(['Organize', 'Position'], { error: '切换类型不合法' }),
});

export const columnSettings = z.object({ moduleId: z.string(), fieldList: z.string() });
export const setColumnsBody = z.object({
  moduleId: z.string().min(1).max(64),
  fieldList: z
    .string()
    .max(20_000)
    .refine((s) => {
      if (s === '') return true;
      try {
        return Array.isArray(JSON.parse(s));
      } catch {
        return false;
      }
    }, { error: '列设置格式不正确' }),
});
