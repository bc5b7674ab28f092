import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Code, Msg } from '../../contract/codes';
import { ApiError } from '../http/api-error';
import type { SessionRepository } from '../identity/session-repository';
import type { Hub } from './hub';
import type { SocketErrorMessage, SocketMethods } from './methods';

const HEARTBEAT_MS = 30_000;
/** A feature method re-checks the socket's session at most this often (a revoked or expired one ends the socket). */
const SESSION_RECHECK_MS = 60_000;

type Incoming = { method?: string; token?: string; requestId?: unknown; id?: unknown } & Record<string, unknown>;

/**
 * GET /api/ws — the platform socket (SPEC §4, §7). The client sends
 * `{method:'OnConnection', token, mobileDevice}` first; a dead or missing token gets
 * `{method:'logout', msg}` and the socket closes. Other methods go to the handlers features
 * registered (`methods`), one at a time per socket and in the order they arrived.
 */
export async function registerRealtime(app: FastifyInstance, hub: Hub, sessions: SessionRepository, methods: SocketMethods = new Map()) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.addHook('onClose', async () => hub.closeAll());

  async function liveSession(token: string) {
    const row = token ? await sessions.findByToken(token) : undefined;
    const live = row && row.endedAt === null && row.expiresAt > Date.now() && row.enabledMark === 1;
    return { row, live: Boolean(live) };
  }

  app.get('/api/ws', { websocket: true, config: { public: true }, schema: { hide: true } }, (socket, request) => {
    let leave: (() => void) | undefined;
    let signedIn: { userId: string; sessionId: string; token: string; checkedAt: number } | undefined;
    let queue: Promise<void> = Promise.resolve();
    let alive = true;
    const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
    const refuse = (msg: string) => {
      send({ method: 'logout', msg });
      socket.close(4000, 'unauthorised');
    };
    const beat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    socket.on('pong', () => (alive = true));
    socket.on('close', () => {
      clearInterval(beat);
      leave?.();
    });

    /** A feature's method, after checking the session has not ended since the socket signed in. */
    async function dispatch(method: string, message: Incoming) {
      const handler = methods.get(method);
      if (!handler || !signedIn) return;
      if (Date.now() - signedIn.checkedAt > SESSION_RECHECK_MS) {
        const { row, live } = await liveSession(signedIn.token);
        if (!live) return refuse(row?.endReason === 'revoked' ? Msg.tokenRevoked : Msg.tokenInvalid);
        signedIn.checkedAt = Date.now();
      }
      const requestId = typeof message.requestId === 'string' ? message.requestId : typeof message.id === 'string' ? message.id : null;
      try {
        await handler({ userId: signedIn.userId, sessionId: signedIn.sessionId, reply: send }, message);
      } catch (error) {
        const known = error instanceof ApiError && error.code < 500;
        if (!known) request.log.error({ err: error, method }, 'socket method failed');
        send({ method: 'socketError', request: method, requestId, code: known ? error.code : Code.SERVER_ERROR, msg: known ? error.msg : Msg.systemError } satisfies SocketErrorMessage);
      }
    }

    socket.on('message', (raw) => {
      let message: Incoming;
      try {
        message = JSON.parse(String(raw)) as Incoming;
      } catch {
        return;
      }
      if (!message || typeof message !== 'object' || typeof message.method !== 'string') return;
      const method = message.method;
      // One at a time, in order: two SendMessage frames must not overtake each other.
      queue = queue.then(async () => {
        if (method === 'OnConnection') {
          if (leave) return;
          const token = (message.token ?? '').replace(/^Bearer /, '');
          const { row, live } = await liveSession(token);
          if (!live || !row) return refuse(row?.endReason === 'revoked' ? Msg.tokenRevoked : Msg.tokenInvalid);
          if (socket.readyState !== socket.OPEN) return; // closed while the session was read
          leave = hub.add({ socket, userId: row.userId, sessionId: row.sessionId });
          signedIn = { userId: row.userId, sessionId: row.sessionId, token, checkedAt: Date.now() };
          send({ method: 'initMessage', userId: row.userId });
          hub.joined(row.userId);
          return;
        }
        await dispatch(method, message);
      }).catch((error: unknown) => request.log.error({ err: error }, 'socket message failed'));
    });
  });
}
