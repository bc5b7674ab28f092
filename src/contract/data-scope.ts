import { z } from 'zod';

/** Data-permission scopes of a menu (issue 4, §6). */
export const SCOPE_TYPES = ['all', 'company', 'department', 'departmentAndSub', 'self', 'custom'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

export const SCOPE_VARIABLES = ['@currentUser', '@currentDept', '@currentDeptAndSub', '@currentCompany'] as const;
export const SCOPE_OPERATORS = ['==', '!=', 'in', 'notIn'] as const;

export const scopeRule = z.object({
  field: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: '字段名不合法' }).max(50),
  op: z.enum(SCOPE_OPERATORS, { error: '运算符不合法' }),
  value: z.string().min(1, { error: '请输入条件值' }).max(1000),
});
export type ScopeRule = z.infer<typeof scopeRule>;
