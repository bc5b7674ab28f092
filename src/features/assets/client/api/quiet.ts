import { ofetch } from 'ofetch';
import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import { EnvelopeError, isEnvelope } from '@/lib/http/envelope-error';
import { handleEnvelope, httpHooks } from '@/lib/http/handle-envelope';

/** The server could not be reached (or answered no envelope): the caller may fall back to the device store. */
export class UnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableError';
  }
}

const SESSION_CODES: number[] = [Code.TOKEN_INVALID, Code.TOKEN_REPLACED, Code.TOKEN_REVOKED];

/** SPEC §8: "other asset request failures only logged" — logged here, never toasted. */
export function logAssetFailure(what: string, error: unknown): void {
  console.warn(`[assets] ${what} failed:`, error instanceof Error ? error.message : error);
}

/**
 * An asset read (or a write the spec lets fail quietly, e.g. re-store) with the shell client's
 * headers but no toasts: failures are logged and thrown (EnvelopeError for an answer of the server,
 * UnreachableError when there was none). Lost sessions still go to /login.
 */
export async function quiet<T>(method: 'GET' | 'POST', url: string, options: { query?: Record<string, unknown>; body?: unknown } = {}): Promise<T> {
  const token = httpHooks().getToken();
  let envelope: unknown;
  try {
    envelope = await ofetch<Envelope<T>>(url, {
      method,
      retry: 0,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'jnpf-origin': 'pc' },
      query: { ...options.query, n: Date.now() },
      body: options.body as Record<string, unknown> | undefined,
      // An error status with an envelope body is still the server's answer.
      ignoreResponseError: true,
    });
  } catch (error) {
    logAssetFailure(`${method} ${url}`, error);
    throw new UnreachableError(error instanceof Error ? error.message : String(error));
  }
  if (!isEnvelope(envelope)) {
    logAssetFailure(`${method} ${url}`, 'not an envelope');
    throw new UnreachableError('not an envelope');
  }
  if (envelope.code === Code.OK) return envelope.data as T;
  if (SESSION_CODES.includes(envelope.code)) return handleEnvelope(envelope as Envelope<T>);
  logAssetFailure(`${method} ${url}`, `${envelope.code} ${envelope.msg}`);
  throw new EnvelopeError(envelope);
}
