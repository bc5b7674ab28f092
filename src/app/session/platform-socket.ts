import type { SyncCollection } from '@/features/sync/contract';

/**
 * The platform socket (SPEC §4): connects with the token and sends OnConnection; a `logout` from
 * the server (forced offline) ends the session at once; `syncChanged` asks the sync engine to pull;
 * `menusChanged` loads the session (menus, permissions) again.
 * It reconnects with backoff (with jitter, at most 30 s) while the session lasts, at once when the
 * browser comes back online; each (re)connection is signed in again, and features that must catch
 * up on what they missed listen for its `initMessage`.
 */
let socket: WebSocket | null = null;
let ready = false;
let stopped = true;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let onLogout: (msg: string) => void = () => undefined;
let reconnectNow: (() => void) | null = null;

export type SocketMessage = { method?: string } & Record<string, unknown>;
const listeners = new Set<(message: SocketMessage) => void>();
/** What listeners hear when the socket closes (not a server message): pending requests give up. */
export const SOCKET_CLOSED = 'socketClosed';

/** Features hear the socket's other messages (e.g. the messages feature's refreshUnreadCount). */
export function onSocketMessage(listener: (message: SocketMessage) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

let menusTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * An administrator changed menus (菜单管理): this user's menus and permissions come again from
 * CurrentUser. A burst of edits is one request, a little spread over time so not every client asks at once.
 */
function refreshMenusSoon(): void {
  clearTimeout(menusTimer);
  menusTimer = setTimeout(() => {
    void import('./load-session').then((m) => m.loadSession()).catch(() => undefined);
  }, 1000 + Math.random() * 2000);
}

export function setSocketLogoutHandler(handler: (msg: string) => void): void {
  onLogout = handler;
}

/** Whether the socket is open and signed in (its initMessage arrived). */
export const socketReady = (): boolean => ready && socket?.readyState === WebSocket.OPEN;

/** Sends a method to the server (e.g. chat's MessageList); false when the socket is not ready. */
export function sendOnSocket(message: SocketMessage): boolean {
  if (!socketReady()) return false;
  socket!.send(JSON.stringify(message));
  return true;
}

/** Delay before reconnect attempt n: 1 s, 2 s, 4 s … at most 30 s, each between half and all of it. */
export const reconnectDelay = (n: number, random: () => number = Math.random): number => Math.round(Math.min(30_000, 1000 * 2 ** n) * (0.5 + random() / 2));

const emit = (message: SocketMessage) => {
  for (const listener of listeners) listener(message);
};

export function connectPlatformSocket(getToken: () => string | null): void {
  if (typeof WebSocket === 'undefined' || (socket && !stopped)) return;
  stopped = false;
  const open = () => {
    clearTimeout(timer);
    const token = getToken();
    if (stopped || !token || socket) return;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    };
    ws.onmessage = (event) => {
      let message: { method?: string; msg?: string; collections?: SyncCollection[] };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.method === 'initMessage') ready = true;
      if (message.method === 'logout') {
        stopped = true;
        onLogout(message.msg ?? '');
      } else if (message.method === 'menusChanged') {
        refreshMenusSoon();
      } else if (message.method === 'syncChanged') {
        const collections = message.collections;
        void import('@/sync').then((sync) => sync.requestPull(collections));
      }
      emit(message as SocketMessage);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      ready = false;
      emit({ method: SOCKET_CLOSED });
      if (!stopped) timer = setTimeout(open, reconnectDelay(attempt++));
    };
  };
  reconnectNow = () => {
    attempt = 0;
    open();
  };
  open();
}

// The network came back: reconnect now rather than at the end of a long backoff. It went away:
// drop the socket (a connection the browser keeps open while offline would miss pushes silently).
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (!stopped) reconnectNow?.();
  });
  window.addEventListener('offline', () => {
    if (!stopped) socket?.close();
  });
}

export function closePlatformSocket(): void {
  stopped = true;
  clearTimeout(timer);
  clearTimeout(menusTimer);
  ready = false;
  socket?.close();
  socket = null;
}
