import { z } from 'zod';
import { Code } from './codes';

/** `{code, msg, data}` — the one answer shape of every API route (SPEC §8). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface ListPage<T> {
  list: T[];
  pagination: Pagination;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

export function listPageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    pagination: z.object({ currentPage: z.number(), pageSize: z.number(), total: z.number() }),
  });
}

export function isSuccess(envelope: Pick<Envelope, 'code'>): boolean {
  return envelope.code === Code.OK;
}
