/** Tests only: one request a page sent. */
export interface SentRequest { method: string; path: string; query: URLSearchParams; body: unknown }
/** Tests only: the envelope (and HTTP status) to answer a request with; a function may look at the body. */
export type EnvelopeAnswer = (body: unknown) => { code?: number; msg?: string; data?: unknown; status?: number };

/**
 * Tests only: a `fetch` in the platform's envelope that records each request in `sent` and answers
 * it from `answers()` by "METHOD path" (anything else: an empty success).
 */
export function envelopeFetch(sent: SentRequest[], answers: () => Record<string, EnvelopeAnswer>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    sent.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    const answer = answers()[`${request.method} ${url.pathname}`]?.(body) ?? {};
    return new Response(JSON.stringify({ code: answer.code ?? 200, msg: answer.msg ?? '操作成功', data: answer.data ?? null }), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
}

