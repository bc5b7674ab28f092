import { Code, Msg } from '@/contract/codes';
import { errorReferenceOf } from '@/contract/error-reference';
import type { Envelope } from '@/contract/envelope';
import { i18n } from '@/lib/i18n';
import { kindForCode, notify } from '@/lib/notify';
import { EnvelopeError } from './envelope-error';

export interface HttpHooks {
  getToken(): string | null;
  /** 600/601/602: reset the token and go to /login (unless already there). */
  onSessionLost(code: number): void;
}

let hooks: HttpHooks = { getToken: () => null, onSessionLost: () => undefined };
export const configureHttp = (next: HttpHooks): void => {
  hooks = next;
};
export const httpHooks = (): HttpHooks => hooks;

const SYSTEM_ERROR_RE = /error|exception/i;
/** 系统异常 — the server's own wording for the same thing. */
const SYSTEM_ERROR_STEM = Msg.systemError.slice(0, 4);

/** What the user reads: server text, except stack-ish texts become 'system exception' (with the reference a 500 carries, ADR 0026). */
export function displayMessage(msg: string | undefined): string {
  if (!msg) return i18n.t('http.requestFailed');
  if (!SYSTEM_ERROR_RE.test(msg) && !msg.includes(SYSTEM_ERROR_STEM)) return msg;
  const reference = errorReferenceOf(msg);
  return reference ? i18n.t('http.systemErrorWithReference', { reference }) : i18n.t('http.systemError');
}

/** Applies SPEC §8 to one envelope: returns data on 200, else toasts and throws. */
export function handleEnvelope<T>(envelope: Envelope<T>): T {
  if (envelope.code === Code.OK) return envelope.data;
  const sessionCodes: number[] = [Code.TOKEN_INVALID, Code.TOKEN_REPLACED, Code.TOKEN_REVOKED];
  if (envelope.code !== Code.TOKEN_INVALID) {
    notify(kindForCode(envelope.code), displayMessage(envelope.msg));
  }
  if (sessionCodes.includes(envelope.code)) hooks.onSessionLost(envelope.code);
  throw new EnvelopeError(envelope);
}

/** A blob answer that is really a JSON envelope (an error instead of a file). */
export async function envelopeFromBlob(blob: Blob): Promise<Envelope | null> {
  if (!blob.type.includes('json')) return null;
  try {
    return JSON.parse(await blob.text()) as Envelope;
  } catch {
    return { code: Code.BAD_REQUEST, msg: i18n.t('http.parseFailed'), data: null };
  }
}
