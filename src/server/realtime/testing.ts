import type { WebSocket } from 'ws';

/** A socket that records what the hub sends it and whether the hub closed it. */
export function fakeSocket() {
  const frames: Record<string, unknown>[] = [];
  let closed: number | undefined;
  const socket = {
    send: (text: string) => void frames.push(JSON.parse(text) as Record<string, unknown>),
    close: (code: number) => void (closed = code),
  } as unknown as WebSocket;
  return { socket, frames, closedWith: () => closed };
}
