import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AuditRecorder, LogEntry } from './recorder';
import { describeError } from './recorder';
import { requestSummary } from './redact';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard: the menu (and button) the request was checked against; the log's module and action. */
    auditAccess: { module: string; button?: string } | null;
    /** Set by the error handler on a 500: the reference the user was shown, and the error. */
    auditException: { reference: string; error: unknown } | null;
    /** The envelope's code and msg, seen on the way out of a write. */
    auditOutcome: { code: number; msg: string } | null;
  }
  interface FastifyContextConfig {
    /** false: never an operation-log entry (a read sent as POST); true: always one, whatever the name says. */
    audit?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/**
 * POSTs that only read, by the names SPEC §7 gives them (…/Selector, …Condition, getList…, query,
 * page, …ByIds, list): sampled like GETs instead of logged as operations. `config.audit` overrides.
 */
const READ_STYLE = /\/(?:[A-Za-z]*Selector(?:\/[^/]+)?|[A-Za-z]*Condition|get[A-Za-z]*List[A-Za-z]*(?:\/[^/]+)?|getSubordinates|getSubscribeModels|query|page|planRows|[A-Za-z]*ByIds|list|ImportPreview|Preview)$/i;

/** Reads that take data out (…Export…, ExportExcel): who did is what an auditor asks first, so they are operations too. */
const EXPORT_STYLE = /\/[^/]*Export[^/]*$/i;

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return (q < 0 ? url : url.slice(0, q)).slice(0, 500);
};
const areaOf = (routeUrl: string) => routeUrl.split('/')[2] ?? null;
const header = (value: string | string[] | undefined, max: number) => (typeof value === 'string' ? value.slice(0, max) : null);

/** Whether a route's requests are operations: a write not named as a read, or an export; not public, not opted out. */
export function isAuditedWrite(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  const config = route.config as { audit?: boolean; public?: boolean } | undefined;
  if (config?.audit !== undefined) return config.audit;
  if (config?.public) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((m) => WRITE_METHODS.has(m))) return !READ_STYLE.test(route.url);
  return methods.includes('GET') && EXPORT_STYLE.test(route.url);
}

const append = <T>(current: T | T[] | undefined, hook: T): T[] => (current === undefined ? [hook] : Array.isArray(current) ? [...current, hook] : [current, hook]);

/**
 * Wires the logs into every /api route as it is declared (ADR 0026): an operation entry for every
 * audited write or export, a sampled request entry for reads, an exception entry for every 500. The entry is
 * queued in onResponse, after the answer left; a GET pays one function call and one Math.random().
 */
export function registerAuditHooks(app: FastifyInstance, recorder: AuditRecorder, enabled: boolean) {
  app.decorateRequest('auditAccess', null);
  app.decorateRequest('auditException', null);
  app.decorateRequest('auditOutcome', null);
  if (!enabled) return;

  function base(request: FastifyRequest, reply: FastifyReply, category: string): Omit<LogEntry, 'summary' | 'changes'> {
    const auth = request.auth;
    const routeUrl = request.routeOptions.url ?? '';
    return {
      category, userId: auth?.userId ?? null, account: auth?.account ?? null, userName: auth?.realName ?? null,
      ip: request.ip, userAgent: header(request.headers['user-agent'], 500), method: request.method, url: pathOf(request.url),
      module: request.auditAccess?.module ?? areaOf(routeUrl), action: request.auditAccess?.button ?? request.method.toLowerCase(),
      httpStatus: reply.statusCode, code: request.auditOutcome?.code ?? null, msg: request.auditOutcome?.msg?.slice(0, 500) ?? null,
      duration: Math.round(reply.elapsedTime), reference: request.auditException?.reference ?? null, error: null,
    };
  }
  const summaryOf = (request: FastifyRequest, withBody: boolean) =>
    requestSummary({ params: request.params, query: request.query, body: withBody ? request.body : undefined, contentType: header(request.headers['content-type'], 200) ?? undefined });

  function exception(request: FastifyRequest, reply: FastifyReply) {
    const failure = request.auditException!;
    recorder.enqueue({ ...base(request, reply, 'exception'), summary: summaryOf(request, true), error: describeError(failure.error) });
  }

  function operation(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'HEAD' || request.method === 'OPTIONS') return sample(request, reply);
    const changes = recorder.takeChanges(request.auth);
    // A request without a session (code 600…) did nothing: the sign-in log is where that story is told.
    if (!request.auth && !request.auditException) return;
    const entry = base(request, reply, 'operation');
    // A file instead of an envelope (an export): HTTP says how it went.
    if (entry.code === null) entry.code = reply.statusCode < 400 ? 200 : reply.statusCode;
    recorder.enqueue({ ...entry, summary: summaryOf(request, true), changes: entry.code === 200 ? changes : [] });
    if (request.auditException) exception(request, reply);
  }

  function sample(request: FastifyRequest, reply: FastifyReply) {
    if (request.auditException) return exception(request, reply);
    // Health checks, captchas and sign-in options are no one's requests: not sampled.
    if (!request.auth) return;
    const rate = recorder.settings().requestSampleRate;
    if (rate > 0 && Math.random() < rate) recorder.enqueue({ ...base(request, reply, 'request'), summary: null });
  }
  /** Callback style, not async: a read pays one call and no promise. A failure is counted, never passed on. */
  const answered = (record: (request: FastifyRequest, reply: FastifyReply) => void) => (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    try {
      record(request, reply);
    } catch (error) {
      recorder.hookFailed(error);
    }
    done();
  };
  const onWriteAnswered = answered(operation);
  const onReadAnswered = answered(sample);

  async function openChanges(request: FastifyRequest) {
    if (request.auth) recorder.openRequest(request.auth);
  }

  function outcome(request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
    const p = payload as { code?: unknown; msg?: unknown } | null;
    if (p && typeof p.code === 'number') request.auditOutcome = { code: p.code, msg: typeof p.msg === 'string' ? p.msg : '' };
    done(null, payload);
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (isAuditedWrite(route)) {
      route.preHandler = append(route.preHandler, openChanges);
      route.preSerialization = append(route.preSerialization, outcome as never);
      route.onResponse = append(route.onResponse, onWriteAnswered);
    } else {
      route.onResponse = append(route.onResponse, onReadAnswered);
    }
  });
  app.addHook('onReady', () => recorder.reloadSettings());
  // Entries still queued go in before the database closes.
  app.addHook('onClose', () => recorder.flush());
}
