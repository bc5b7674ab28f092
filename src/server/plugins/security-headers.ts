import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the PWA may load, run and connect to. Each source is here because the client needs it:
 * - script 'wasm-unsafe-eval': hash-wasm (md5 of the password at sign-in) and zxing-wasm (camera
 *   scanning) compile WebAssembly; no eval of JavaScript, no inline script.
 * - style 'unsafe-inline': Mantine writes style attributes and a <style> of CSS variables, and the
 *   label sheet prints from a srcdoc frame with its own <style> (that frame inherits this policy).
 * - img data: blob:: QR codes as data urls, photos kept on the device shown from object urls;
 *   img http: https:: a data screen's image widget or background may name an image on another host
 *   (ADR 0043; the referrer policy below keeps a screen's ?token= from travelling with the request).
 * - connect 'self': the API and the websocket (/api/… on the same host; CSP 3 'self' covers ws/wss).
 * - worker 'self': the menu-search worker and the service worker are files of our build.
 * - frame http: https:: menus of type 7 may show an external page inside the app; frame blob:: a PDF
 *   still on the device in the browser's viewer (re-typed application/pdf before it is framed).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:', 'http:', 'https:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Security headers on every answer — the PWA's files, index.html of any client route, the API and
 * the docs — through @fastify/helmet. Left out on purpose: upgrade-insecure-requests and HSTS, as
 * the product is often served over plain http inside a company network; a TLS proxy in front adds HSTS.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'sameorigin' },
  });
}
