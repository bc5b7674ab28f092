import type { Envelope } from '@/contract/envelope';

/** A non-200 envelope. Login failures hand the caller the whole payload (SPEC §8). */
export class EnvelopeError extends Error {
  constructor(public readonly envelope: Envelope) {
    super(envelope.msg);
    this.name = 'EnvelopeError';
  }
  get code(): number {
    return this.envelope.code;
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof (value as Envelope).code === 'number';
}
