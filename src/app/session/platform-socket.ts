import type { SyncCollection } from '@/features/sync/contract';

/**
 * The platform socket (SPEC §4): connects with the token and sends OnConnection; a `logout` from
 * the server (forced offline) ends the session at once; `syncChanged` asks the sync engine to pull.
 * It reconnects with backoff while the session lasts.
 */
let socket: WebSocket | null = null;
let stopped = true;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let onLogout: (msg: string) => void = () => undefined;

export function setSocketLogoutHandler(handler: (msg: string) => void): void {
  onLogout = handler;
}

export function connectPlatformSocket(getToken: () => string | null): void {
  if (typeof WebSocket === 'undefined' || (socket && !stopped)) return;
  stopped = false;
  const open = () => {
    const token = getToken();
    if (stopped || !token) return;
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
      if (message.method === 'logout') {
        stopped = true;
        onLogout(message.msg ?? '');
      } else if (message.method === 'syncChanged') {
        const collections = message.collections;
        void import('@/sync').then((sync) => sync.requestPull(collections));
      }
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      if (!stopped) timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** attempt++));
    };
  };
  open();
}

export function closePlatformSocket(): void {
  stopped = true;
  clearTimeout(timer);
  socket?.close();
  socket = null;
}
