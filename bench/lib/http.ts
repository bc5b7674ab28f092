import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface LoopbackClient {
  request(method: string, path: string, options?: { headers?: Record<string, string>; body?: string }): Promise<HttpAnswer>;
  close(): void;
}

/** node:http with a keep-alive agent: the least client overhead Node offers, the same for every scenario. */
export function loopbackClient(baseUrl: string, maxSockets: number): LoopbackClient {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    request(method, path, options = {}) {
      return new Promise((resolve, reject) => {
        const headers: Record<string, string | number> = { ...options.headers };
        if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
        const req = http.request({ agent, host: url.hostname, port: url.port, method, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(options.body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Throws unless the answer is HTTP 200 with envelope code 200; returns the envelope's data. */
export function expectEnvelope<T = unknown>(answer: HttpAnswer): T {
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 120)}`);
  const envelope = JSON.parse(answer.body) as { code?: number; msg?: string; data?: T };
  if (envelope.code !== 200) throw new Error(`code ${envelope.code}: ${envelope.msg}`);
  return envelope.data as T;
}
