import { z } from 'zod';
import { Msg } from './codes';
import { PAGE } from './limits';

const intFromQuery = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? fallback : Number(v)),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/**
 * The list query every list endpoint takes (SPEC §3, §8). `sidx` is checked against the columns the
 * endpoint declares sortable, so a sort name never reaches SQL unchecked.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    currentPage: intFromQuery(PAGE.defaultPage, 1, 1_000_000, '页码不合法'),
    pageSize: intFromQuery(PAGE.defaultSize, 1, PAGE.maxSize, '每页条数不合法'),
    sort: z.preprocess((v) => (v === '' || v === undefined ? 'desc' : String(v).toLowerCase()), z.enum(['asc', 'desc'], { error: '排序方式不合法' })),
    sidx: z.preprocess((v) => (v === '' ? undefined : v), z.enum(sortable, { error: Msg.sortFieldInvalid }).optional()),
    keyword: z.string().max(100, { error: '关键词过长' }).optional(),
    n: z.unknown().optional(),
  });
}
export type ListQuery<S extends string = string> = {
  currentPage: number;
  pageSize: number;
  sort: 'asc' | 'desc';
  sidx?: S;
  keyword?: string;
};
