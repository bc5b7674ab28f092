import type { WebSocket } from 'ws';

interface Peer {
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

/**
 * Who is connected, by user. Features push to users (`send`) or end their sockets (`kick`, on
 * forced logout). One process; several server instances would fan out through Redis.
 */
export function createHub() {
  const peers = new Map<string, Set<Peer>>();
  return {
    add(peer: Peer) {
      const set = peers.get(peer.userId) ?? new Set();
      set.add(peer);
      peers.set(peer.userId, set);
      return () => {
        set.delete(peer);
        if (set.size === 0) peers.delete(peer.userId);
      };
    },
    send(userId: string, message: Record<string, unknown>) {
      for (const p of peers.get(userId) ?? []) p.socket.send(JSON.stringify(message));
    },
    broadcast(message: Record<string, unknown>) {
      const text = JSON.stringify(message);
      for (const set of peers.values()) for (const p of set) p.socket.send(text);
    },
    kick(userId: string, msg: string) {
      for (const p of peers.get(userId) ?? []) {
        p.socket.send(JSON.stringify({ method: 'logout', msg }));
        p.socket.close(4002, 'revoked');
      }
      peers.delete(userId);
    },
    count: () => [...peers.values()].reduce((n, s) => n + s.size, 0),
    closeAll() {
      for (const set of peers.values()) for (const p of set) p.socket.close(1001, 'server shutting down');
      peers.clear();
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
