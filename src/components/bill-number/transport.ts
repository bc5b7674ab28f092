import { ofetch } from 'ofetch';
import { Code } from '@/contract/codes';
import type { Envelope } from '@/contract/envelope';
import { BillRuleApi, type ReleaseResult, type Reservation } from '@/features/system/contract';
import { handleEnvelope, httpHooks } from '@/lib/http/handle-envelope';

/** The server could not be reached: the device's reserved numbers may stand in. */
export class BillNumberNetworkError extends Error {}
/** The server answered no (rule disabled, serials used up, not signed in …): `message` is its text. */
export class BillNumberRefusedError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

export interface BillNumberTransport {
  take(idOrCode: string): Promise<string>;
  reserve(idOrCode: string, deviceId: string, count: number): Promise<Reservation>;
  release(reservationId: string, deviceId: string, used: number): Promise<ReleaseResult>;
}

/**
 * The shell's token and headers without its toasts: an unreachable server is not an error here
 * (the reserved numbers answer instead), and a refusal is shown by the caller. A session that ended
 * goes through the shell's envelope handling (back to sign-in).
 */
export function httpBillNumberTransport(timeout = 10_000): BillNumberTransport {
  async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
    let envelope: Envelope<T>;
    try {
      const token = httpHooks().getToken();
      envelope = await ofetch<Envelope<T>>(url, {
        method, body: body as Record<string, unknown> | undefined, timeout, retry: 0, query: { n: Date.now() },
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'jnpf-origin': 'pc' },
      });
    } catch (error) {
      throw new BillNumberNetworkError(error instanceof Error ? error.message : String(error));
    }
    if (!envelope || typeof envelope.code !== 'number') throw new BillNumberNetworkError('not an envelope');
    if (envelope.code === Code.OK) return envelope.data;
    if (envelope.code >= Code.TOKEN_INVALID) handleEnvelope(envelope);
    throw new BillNumberRefusedError(envelope.code, envelope.msg);
  }
  return {
    take: (idOrCode) => call<string>('GET', BillRuleApi.billNumber(idOrCode)),
    reserve: (idOrCode, deviceId, count) => call<Reservation>('POST', BillRuleApi.reserve(idOrCode), { deviceId, count }),
    release: (id, deviceId, used) => call<ReleaseResult>('POST', BillRuleApi.release(id), { deviceId, used }),
  };
}
