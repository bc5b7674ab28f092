import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';

export interface SentRequest { method: string; path: string; body: unknown }

/**
 * For this feature's form tests: Chinese strings, and `fetch` answering each path from `answers`
 * (else a new id) in the platform's envelope. The returned array holds what the form sent.
 */
export function installFakeDataServer(answers: Record<string, unknown>): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    const text = await request.text();
    const path = new URL(request.url).pathname;
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return new Response(JSON.stringify({ code: 200, msg: '新建成功', data: answers[path] ?? { id: 'n1' } }), { headers: { 'content-type': 'application/json' } });
  };
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n('zh');
    else await i18n.changeLanguage('zh');
  });
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return sent;
}
