/**
 * The baseline of the fan-out bench: a bare `ws` server in a process of its own that sends every
 * frame straight back. Prints `{"port":n}` once it listens; stops on SIGTERM.
 */
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
server.on('connection', (socket) => socket.on('message', (data, binary) => socket.send(data, { binary })));
server.on('listening', () => {
  const address = server.address();
  console.info(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
