import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { Code, Msg } from '../../contract/codes';

/**
 * Serves the built PWA. Hashed assets are cached for a year; index.html and the service worker
 * never, so a new version is picked up. Unknown non-API paths get index.html (history routing).
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string) {
  const index = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(index);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest') ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api') return reply.send({ code: Code.NOT_FOUND, msg: Msg.notFound, data: null });
    // A page load (the browser asks for HTML) gets the client even when its last segment has a dot:
    // codes such as /datascreen/demo.assets are paths, not files.
    const page = !path.extname(url) || (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && hasClient && page) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
