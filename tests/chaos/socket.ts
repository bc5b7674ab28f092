/**
 * The platform socket as the shell runs it (src/app/session/platform-socket.ts): signed in with
 * the token, and every `syncChanged` the server broadcasts after a push asks the open tab's engine
 * to pull — so pulls race the pushes that follow, as they do on a real device.
 */
import WebSocket from 'ws';
import type { SyncCollection } from '@/features/sync/contract';

export async function connectSocket(baseUrl: string, token: string, onSyncChanged: (collections: SyncCollection[]) => void): Promise<() => void> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  ws.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { method?: string; collections?: SyncCollection[] };
    if (message.method === 'syncChanged' && message.collections) onSyncChanged(message.collections);
  });
  return () => ws.close();
}
