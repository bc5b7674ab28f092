import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';

export const tags = ['权限 permission'];
export const nullEnvelope = envelopeSchema(z.null());

/** Selector path ids: `0` (or empty) means "exclude nothing". */
export const excludedId = (id: string) => (id === '0' || id === '' ? null : id);
