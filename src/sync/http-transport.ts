import { ofetch } from 'ofetch';
import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import type { PullResult, PushResult } from '@/features/sync/contract';
import { httpHooks } from '@/lib/http/handle-envelope';
import { fromEnvelope, RetryableError, SessionEndedError, type SyncTransport } from './transport';

/**
 * The default transport: the shell's bearer token (through its http hooks) and headers, but no
 * toasts — a background retry while offline must not pester the user; the sync badge says it.
 */
export function createHttpTransport(options: { baseURL?: string; timeout?: number } = {}): SyncTransport {
  async function call<T>(method: 'GET' | 'POST', url: string, query: Record<string, unknown> | undefined, body?: unknown): Promise<T> {
    const token = httpHooks().getToken();
    if (!token) throw new SessionEndedError(Code.TOKEN_INVALID, 'signed out');
    let envelope: Envelope<T>;
    try {
      envelope = await ofetch<Envelope<T>>(url, {
        method,
        baseURL: options.baseURL,
        timeout: options.timeout ?? 30_000,
        retry: 0,
        headers: { Authorization: `Bearer ${token}`, 'jnpf-origin': 'pc' },
        query: { ...query, n: Date.now() },
        body: body as Record<string, unknown> | undefined,
      });
    } catch (error) {
      throw new RetryableError(error instanceof Error ? error.message : String(error));
    }
    if (!envelope || typeof envelope.code !== 'number') throw new RetryableError('not an envelope');
    return fromEnvelope(envelope);
  }
  return {
    pull: ({ collections, cursor, limit }) =>
      call<PullResult>('GET', '/api/sync/pull', { collections: collections.join(','), ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}) }),
    push: (body) => call<PushResult>('POST', '/api/sync/push', undefined, body),
  };
}
