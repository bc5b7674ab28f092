import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { registerPickerLocales } from '../i18n';
import { clearPickerCache } from './api';

/** A fake answer of the http boundary: the envelope's data, or a whole envelope. */
type Handler = (body: unknown, url: URL) => unknown;
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  url: URL;
}

/**
 * Replaces `fetch` (the only thing mocked: the http client, envelope handling and i18n are real).
 * Keys are 'METHOD /path'; unknown routes answer 404.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path: url.pathname, body, url });
    const handler = routes[`${method} ${decodeURIComponent(url.pathname)}`];
    const envelope = handler ? { code: 200, msg: 'Success', data: handler(body, url) } : { code: 404, msg: 'not found', data: null };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export async function setupPickerTests(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
  registerPickerLocales();
  clearPickerCache();
}

export function renderWithMantine(ui: ReactNode): RenderResult {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

/** beforeEach: zh strings, no cached trees; afterEach: unmount, real fetch back. */
export function pickerTestLifecycle(): void {
  // Accessible-name queries over Mantine dialogs are slow under happy-dom on a busy machine.
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(setupPickerTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
