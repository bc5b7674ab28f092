/**
 * A real HTTP hop between the client engine and the real server that breaks things on purpose:
 * requests dropped before they reach the server, answers lost after the server committed, answers
 * overtaken by later ones, slow answers cut, gateway errors, server-error and session-expired envelopes, batches the server only
 * partly handled, whole outages — and every connection cut at once, as a tab reload does.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Rng } from './prng';

export type Fault = 'clean' | 'delay' | 'slowAnswer' | 'dropBefore' | 'dropAfter' | 'stallThenCut' | 'http5xx' | 'envelope500' | 'partial' | 'session';
export type FaultMix = Partial<Record<Fault, number>>;

export const PUSH_FAULTS: FaultMix = { clean: 33, delay: 8, slowAnswer: 7, dropBefore: 12, dropAfter: 15, stallThenCut: 4, http5xx: 6, envelope500: 4, partial: 9, session: 2 };
export const PULL_FAULTS: FaultMix = { clean: 45, delay: 10, slowAnswer: 15, dropBefore: 10, dropAfter: 10, http5xx: 6, envelope500: 4 };

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export class ChaosProxy {
  /** Requests answered per fault, by kind (push / pull). */
  readonly counts: Record<string, number> = {};
  /** Pushes the server answered but whose answer never reached the client (cut, stalled, reload). */
  answersLost = 0;
  /** Results `duplicate` that reached the client: resent writes the server recognised. */
  duplicatesAnswered = 0;
  /** Everything is dropped (the network is down). */
  outage = false;
  /** Faults on (off: a clean network, for the final drain). */
  faults = true;
  private server: http.Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  constructor(
    private readonly upstream: URL,
    private readonly random: Rng,
    private readonly mixes: { push: FaultMix; pull: FaultMix } = { push: PUSH_FAULTS, pull: PULL_FAULTS },
  ) {}

  get upstreamUrl(): string {
    return this.upstream.origin;
  }

  async listen(): Promise<string> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch(() => req.socket.destroy());
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A reload: the browser drops every connection of the page; requests already sent still run on the server. */
  cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    this.cutAll();
    this.agent.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private count(key: string) {
    this.counts[key] = (this.counts[key] ?? 0) + 1;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let body = await readBody(req);
    const kind = req.url?.startsWith('/api/sync/push') ? 'push' : req.url?.startsWith('/api/sync/pull') ? 'pull' : 'other';
    const fault: Fault = this.outage ? 'dropBefore' : !this.faults || kind === 'other' ? 'clean' : this.random.weighted(this.mixes[kind]);
    this.count(this.outage ? `${kind}:outage` : `${kind}:${fault}`);
    const gone = () => res.destroyed || req.socket.destroyed;

    if (fault === 'dropBefore') return void req.socket.destroy();
    if (fault === 'http5xx') {
      res.writeHead(this.random.pick([502, 503, 504, 429]), { 'content-type': 'text/html' });
      return void res.end('<html><body>Bad Gateway</body></html>');
    }
    if (fault === 'envelope500' || fault === 'session') {
      const envelope = fault === 'session' ? { code: 600, msg: '登录过期，请重新登录', data: null } : { code: 500, msg: '系统异常', data: null };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void res.end(JSON.stringify(envelope));
    }
    if (fault === 'delay') {
      await sleep(this.random.between(5, 80));
      // Cut while waiting: half the time the request was already on the wire and still arrives.
      if (gone() && this.random.chance(0.5)) return;
    }
    if (fault === 'partial' && kind === 'push') {
      // The server got to the first k mutations only (a 5xx stopped the batch): no results for the rest.
      const parsed = JSON.parse(body.toString('utf8')) as { mutations: unknown[] };
      if (parsed.mutations.length > 1) {
        parsed.mutations = parsed.mutations.slice(0, this.random.between(1, parsed.mutations.length - 1));
        body = Buffer.from(JSON.stringify(parsed));
      }
    }
    const answer = await this.forward(req, body);
    // Computed now, delivered late: later answers on other connections overtake it.
    if (fault === 'slowAnswer') await sleep(this.random.between(20, 300));
    const cut = fault === 'dropAfter' || fault === 'stallThenCut';
    if (fault === 'stallThenCut') await sleep(this.random.between(100, 400));
    if (cut || gone()) {
      if (kind === 'push') this.answersLost++;
      return void req.socket.destroy();
    }
    if (kind === 'push') this.duplicatesAnswered += answer.body.toString('utf8').split('"status":"duplicate"').length - 1;
    res.writeHead(answer.status, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
    res.end(answer.body);
  }

  private forward(req: http.IncomingMessage, body: Buffer): Promise<Upstream> {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: this.upstream.host, 'content-length': body.length };
    delete headers.connection;
    return new Promise((resolve, reject) => {
      const out = http.request({ agent: this.agent, host: this.upstream.hostname, port: this.upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      out.on('error', reject);
      out.end(body);
    });
  }
}
