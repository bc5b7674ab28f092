import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';

export const tags = ['权限 permission'];
export const nullEnvelope = envelopeSchema(z.null());

/** Sort rows the way every picker shows them: sortCode, then creation, then id. */
export function bySort<T extends { sortCode: number; creatorTime: number; id: string }>(a: T, b: T) {
  return a.sortCode - b.sortCode || a.creatorTime - b.creatorTime || a.id.localeCompare(b.id);
}

/** Selector path ids: `0` (or empty) means "exclude nothing". */
export const excludedId = (id: string) => (id === '0' || id === '' ? null : id);
