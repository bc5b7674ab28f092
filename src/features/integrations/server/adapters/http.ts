/** A vendor's answer that is not a success, in words an administrator can act on (never a stack). */
export class VendorError extends Error {
  constructor(
    message: string,
    /** The vendor's errcode; null when the vendor was not reached or did not answer JSON. */
    readonly errcode: number | null = null,
  ) {
    super(message);
  }
}

/** Texts the client would show as 系统异常 (SPEC §8 hides messages containing these words). */
const HIDDEN = /error|exception/i;

export interface VendorHttpOptions {
  baseUrl: string;
  /** The vendor's name in messages (企业微信, 钉钉). */
  vendorName: string;
  timeoutMs: number;
  /** Chinese words for errcodes worth explaining; others show the vendor's own errmsg. */
  known?: Readonly<Record<number, string>>;
}

type Query = Record<string, string | number | undefined>;
type Answer = Record<string, unknown> & { errcode?: number; errmsg?: string };

function urlOf(baseUrl: string, path: string, query: Query): string {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/** The vendor's errmsg without its trailing hint and link, or nothing if it would read as a crash. */
function describe(errmsg: unknown): string {
  const text = String(errmsg ?? '').split(/,?\s*hint:/)[0]!.trim().slice(0, 200);
  return text && !HIDDEN.test(text) ? text : '';
}

/**
 * JSON over HTTP to a vendor: errcode 0 is success; anything else (errcode, HTTP status, timeout,
 * refused connection, a body that is not JSON) becomes a VendorError with a Chinese message.
 */
export function vendorHttp(o: VendorHttpOptions) {
  async function request(method: 'GET' | 'POST', path: string, query: Query, body?: unknown): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(urlOf(o.baseUrl, path, query), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (cause) {
      const name = (cause as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new VendorError(`${o.vendorName}服务器响应超时（${Math.ceil(o.timeoutMs / 1000)}秒），请稍后重试`);
      throw new VendorError(`无法连接${o.vendorName}服务器，请检查服务地址和网络`);
    }
    if (!res.ok) throw new VendorError(`${o.vendorName}服务器返回 HTTP ${res.status}，请稍后重试`);
    let answer: Answer;
    try {
      answer = (await res.json()) as Answer;
    } catch {
      throw new VendorError(`${o.vendorName}服务器返回的内容无法解析，请检查服务地址`);
    }
    const code = Number(answer.errcode ?? 0);
    if (code !== 0) {
      const words = o.known?.[code] ?? describe(answer.errmsg);
      throw new VendorError(`${o.vendorName}返回错误码 ${code}${words ? `：${words}` : ''}`, code);
    }
    return answer;
  }
  return {
    get: (path: string, query: Query = {}) => request('GET', path, query),
    post: (path: string, query: Query, body: unknown) => request('POST', path, query, body),
  };
}
export type VendorHttp = ReturnType<typeof vendorHttp>;
