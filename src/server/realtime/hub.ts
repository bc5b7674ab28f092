import type { WebSocket } from 'ws';
import type { BusEvent, RealtimeBus } from './bus';

interface Peer {
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

export interface HubOptions {
  /** Other server processes (Redis pub/sub with `REDIS_URL`, ADR 0022); none: this process only. */
  bus?: RealtimeBus;
}

/**
 * Who is connected, by user. Features push to users (`send`, `broadcast`) or end their sockets
 * (`kick`, on forced logout). Every push is delivered to this process's sockets at once and, with a
 * bus, published once for the other processes, which deliver it to theirs (never back to this one).
 */
export function createHub(options: HubOptions = {}) {
  const { bus } = options;
  const peers = new Map<string, Set<Peer>>();
  const joinListeners: ((userId: string) => void | Promise<void>)[] = [];

  const sendHere = (userId: string, text: string) => {
    for (const p of peers.get(userId) ?? []) p.socket.send(text);
  };
  const broadcastHere = (text: string) => {
    for (const set of peers.values()) for (const p of set) p.socket.send(text);
  };
  const kickHere = (userId: string, msg: string) => {
    const set = peers.get(userId);
    if (!set) return;
    const text = JSON.stringify({ method: 'logout', msg });
    for (const p of set) {
      p.socket.send(text);
      p.socket.close(4002, 'revoked');
    }
    peers.delete(userId);
    bus?.left(userId);
  };
  const deliver = (event: BusEvent) => {
    if (event.kind === 'send') sendHere(event.userId, event.text);
    else if (event.kind === 'broadcast') broadcastHere(event.text);
    else kickHere(event.userId, event.msg);
  };
  bus?.start({ deliver, localUsers: () => peers.keys() });

  return {
    add(peer: Peer) {
      let set = peers.get(peer.userId);
      if (!set) {
        set = new Set();
        peers.set(peer.userId, set);
        bus?.joined(peer.userId);
      }
      set.add(peer);
      const own = set;
      return () => {
        own.delete(peer);
        // After a kick the user may have a new set already: only the set this socket was in goes.
        if (own.size === 0 && peers.get(peer.userId) === own) {
          peers.delete(peer.userId);
          bus?.left(peer.userId);
        }
      };
    },
    /** Called after a socket signed in (OnConnection), e.g. to send the unread count a bell starts from. */
    onJoin(listener: (userId: string) => void | Promise<void>) {
      joinListeners.push(listener);
    },
    /** The shell's socket route reports a join here. A listener's failure never reaches the socket. */
    joined(userId: string) {
      for (const listener of joinListeners) void Promise.resolve().then(() => listener(userId)).catch(() => undefined);
    },
    /**
     * Whether the user has an open socket on this server or, with a bus, on another one as far as
     * this process last heard (presence is refreshed every few seconds; ADR 0022). Callers use it to
     * skip work for users nobody would see; a stale true costs one unread publish, never a wrong push.
     */
    has: (userId: string) => peers.has(userId) || (bus?.elsewhere(userId) ?? false),
    send(userId: string, message: Record<string, unknown>) {
      const text = JSON.stringify(message);
      sendHere(userId, text);
      bus?.publish({ kind: 'send', userId, text });
    },
    broadcast(message: Record<string, unknown>) {
      const text = JSON.stringify(message);
      broadcastHere(text);
      bus?.publish({ kind: 'broadcast', text });
    },
    /** Forced logout: `{method:'logout', msg}` and close on every socket of the user, on every process. */
    kick(userId: string, msg: string) {
      kickHere(userId, msg);
      bus?.publish({ kind: 'kick', userId, msg });
    },
    /** Sockets on this process. */
    count: () => [...peers.values()].reduce((n, s) => n + s.size, 0),
    /** Shutdown: closes this process's sockets, withdraws its presence and leaves the bus. */
    async closeAll() {
      for (const set of peers.values()) for (const p of set) p.socket.close(1001, 'server shutting down');
      peers.clear();
      await bus?.stop();
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
