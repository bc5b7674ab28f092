import type { z } from 'zod';
import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import type { PullResult, PushResult, SyncCollection, pushBody } from '@/features/sync/contract';

export type PushBody = z.infer<typeof pushBody>;
export interface PullParams {
  collections: SyncCollection[];
  cursor?: string | null;
  limit?: number;
}

/** How the engine reaches the server; the default rides on the shell's token, tests pass a fake. */
export interface SyncTransport {
  pull(params: PullParams): Promise<PullResult>;
  push(body: PushBody): Promise<PushResult>;
}

/** No answer, a non-2xx status or a 5xx envelope: keep everything and try again later. */
export class RetryableError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'RetryableError';
  }
}

/** 600/601/602: the session ended; the queue waits for a new sign-in. */
export class SessionEndedError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'SessionEndedError';
  }
}

/** A 4xx envelope for the whole request (not one mutation's result). */
export class RequestRejectedError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRejectedError';
  }
}

export const SESSION_CODES: readonly number[] = [Code.TOKEN_INVALID, Code.TOKEN_REPLACED, Code.TOKEN_REVOKED];

/** Reads an envelope the way the engine needs it: data, or one of the three error classes. */
export function fromEnvelope<T>(envelope: Envelope<T>): T {
  const { code, msg } = envelope;
  if (code === Code.OK) return envelope.data;
  if (SESSION_CODES.includes(code)) throw new SessionEndedError(code, msg);
  if (code >= 400 && code < 500) throw new RequestRejectedError(code, msg);
  throw new RetryableError(msg || `code ${code}`, code);
}
