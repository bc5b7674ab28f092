import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { DATA_INTERFACE_MSG, INTERFACE_LIMITS } from '../contract';

export class HttpCallError extends Error {}

/**
 * Addresses an HTTP interface may not reach unless DATA_INTERFACE_ALLOW_PRIVATE=1: loopback,
 * private, link-local (cloud metadata 169.254.169.254), carrier-grade NAT, unspecified, multicast,
 * and their IPv6 forms (IPv4-mapped included).
 */
const denied = new net.BlockList();
for (const [a, p] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) denied.addSubnet(a, p, 'ipv4');
for (const [a, p] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) denied.addSubnet(a, p, 'ipv6');

export function isDeniedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return denied.check(mapped[1]!, 'ipv4');
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  return denied.check(address, family);
}

export interface HttpPolicy {
  /** DATA_INTERFACE_ALLOW_PRIVATE=1: every address is allowed (a closed network's own services). */
  allowPrivate: boolean;
  /** DATA_INTERFACE_ALLOWED_HOSTS=a.example,b.local: these host names may resolve to private addresses. */
  allowedHosts: string[];
}
export const httpPolicy = (env: NodeJS.ProcessEnv = process.env): HttpPolicy => ({
  allowPrivate: env.DATA_INTERFACE_ALLOW_PRIVATE === '1',
  allowedHosts: (env.DATA_INTERFACE_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
});

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Calls an HTTP interface. The address check runs on what the name resolves to at connection time
 * (the socket's own lookup), so a name that resolves differently a second time cannot slip past;
 * redirects are not followed; the answer is cut at 5 MB and 10 s.
 */
export async function httpCall(req: HttpRequest, policy: HttpPolicy): Promise<unknown> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new HttpCallError(DATA_INTERFACE_MSG.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpCallError(DATA_INTERFACE_MSG.urlInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const free = policy.allowPrivate || policy.allowedHosts.includes(host);
  if (!free && net.isIP(host) && isDeniedAddress(host)) throw new HttpCallError(DATA_INTERFACE_MSG.addressDenied(host));
  if (!free && (host === 'localhost' || host.endsWith('.localhost'))) throw new HttpCallError(DATA_INTERFACE_MSG.addressDenied(host));

  const lookup: net.LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const bad = free ? undefined : list.find((a) => isDeniedAddress(a.address));
      if (bad) return callback(new HttpCallError(DATA_INTERFACE_MSG.addressDenied(`${hostname} → ${bad.address}`)), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };

  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const request = lib.request(url, { method: req.method, headers: { accept: 'application/json', ...req.headers }, lookup, timeout: INTERFACE_LIMITS.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > INTERFACE_LIMITS.httpBytes) {
          request.destroy();
          reject(new HttpCallError(DATA_INTERFACE_MSG.httpTooLarge));
        } else chunks.push(c);
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) return reject(new HttpCallError(DATA_INTERFACE_MSG.httpStatus(status)));
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          reject(new HttpCallError(DATA_INTERFACE_MSG.httpNotJson));
        }
      });
      res.on('error', (e) => reject(new HttpCallError(DATA_INTERFACE_MSG.httpFailed(e.message))));
    });
    request.on('timeout', () => request.destroy(new HttpCallError(DATA_INTERFACE_MSG.timeout)));
    request.on('error', (e) => reject(e instanceof HttpCallError ? e : new HttpCallError(DATA_INTERFACE_MSG.httpFailed(e.message))));
    if (req.body !== undefined) request.write(req.body);
    request.end();
  });
}
