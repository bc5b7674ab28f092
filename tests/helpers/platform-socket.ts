import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { md5 } from '../../src/server/identity/passwords';

/** A signed-in user's calls and socket against a server that listens (not `inject`): several processes, benches. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function signIn(baseUrl: string, account: string, password = '123456'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', account, password: md5(password), origin: 'password' }).toString(),
  });
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (body.code !== 200) throw new Error(`sign-in of ${account} on ${baseUrl} failed: ${body.msg}`);
  return body.data.token;
}

export async function apiCall<T = unknown>(baseUrl: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as Envelope<T>;
}

export type Frame = { method: string } & Record<string, unknown>;

export interface PlatformSocket {
  /** Every frame received, in order, and when (performance.now()) each arrived. */
  frames: Frame[];
  receivedAt: number[];
  /** The close code, once the server or the network closed it. */
  closed: Promise<number>;
  /** The first frame from index `from` on (already received or still to come) with this method that `match` accepts. */
  next(method: string, match?: (frame: Frame) => boolean, ms?: number, from?: number): Promise<Frame>;
  /** Sends one §7 message, e.g. `{method:'SendMessage', …}`. */
  send(message: Record<string, unknown>): void;
  close(): void;
}

/** `/api/ws`, signed in with OnConnection; resolves once the server answered `initMessage`. */
export async function openPlatformSocket(baseUrl: string, token: string): Promise<PlatformSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const frames: Frame[] = [];
  const receivedAt: number[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    receivedAt.push(performance.now());
    frames.push(JSON.parse(String(raw)) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const next: PlatformSocket['next'] = (method, match = () => true, ms = 10_000, from = 0) => new Promise((resolve, reject) => {
    const look = () => {
      const found = frames.find((f, i) => i >= from && f.method === method && match(f));
      if (!found) return false;
      clearTimeout(timer);
      waiters.delete(wake);
      resolve(found);
      return true;
    };
    const wake = () => void look();
    const timer = setTimeout(() => {
      waiters.delete(wake);
      reject(new Error(`no ${method} frame within ${ms} ms; received: ${frames.map((f) => f.method).join(', ') || 'nothing'}`));
    }, ms);
    if (!look()) waiters.add(wake);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  await next('initMessage');
  return { frames, receivedAt, closed, next, send: (m) => socket.send(JSON.stringify(m)), close: () => socket.close() };
}
