import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { Msg } from '../../contract/codes';
import type { SessionRepository } from '../identity/session-repository';
import type { Hub } from './hub';

const HEARTBEAT_MS = 30_000;

/**
 * GET /api/ws — the platform socket (SPEC §4, §7). The client sends
 * `{method:'OnConnection', token, mobileDevice}` first; a dead or missing token gets
 * `{method:'logout', msg}` and the socket closes.
 */
export async function registerRealtime(app: FastifyInstance, hub: Hub, sessions: SessionRepository) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.addHook('onClose', async () => hub.closeAll());

  app.get('/api/ws', { websocket: true, config: { public: true }, schema: { hide: true } }, (socket) => {
    let leave: (() => void) | undefined;
    let alive = true;
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
    socket.on('message', async (raw) => {
      let message: { method?: string; token?: string };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.method === 'OnConnection' && !leave) {
        const token = (message.token ?? '').replace(/^Bearer /, '');
        const row = token ? await sessions.findByToken(token) : undefined;
        const live = row && row.endedAt === null && row.expiresAt > Date.now() && row.enabledMark === 1;
        if (!live) {
          socket.send(JSON.stringify({ method: 'logout', msg: row?.endReason === 'revoked' ? Msg.tokenRevoked : Msg.tokenInvalid }));
          return socket.close(4000, 'unauthorised');
        }
        leave = hub.add({ socket, userId: row.userId, sessionId: row.sessionId });
        socket.send(JSON.stringify({ method: 'initMessage', userId: row.userId }));
      }
    });
  });
}
