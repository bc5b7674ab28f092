import { createHash } from 'node:crypto';
import type { Vendor } from '../../contract';
import { VendorError, vendorHttp, type VendorHttp } from './http';

/** What an adapter needs of a stored configuration. */
export interface VendorCredentials {
  corpId: string;
  secret: string;
  agentId: string;
  baseUrl: string;
}

/** One of our organisations as a vendor department, in parent-first order. */
export interface DepartmentItem {
  localId: string;
  name: string;
  /** null: goes under the configured root department. */
  parentLocalId: string | null;
  sortCode: number;
  /** Its vendor id when an earlier sync mapped it: updated, not created again. */
  remoteId: string | null;
}

/** One of our users as a vendor member. */
export interface UserItem {
  localId: string;
  /** The member id we give the vendor (our account). */
  userId: string;
  name: string;
  mobile: string | null;
  email: string | null;
  position: string | null;
  departmentRemoteIds: string[];
  remoteId: string | null;
}

export type PushOutcome =
  | { localId: string; ok: true; remoteId: string; action: 'created' | 'updated' }
  | { localId: string; ok: false; error: string };

export interface MessageContent {
  title: string;
  text: string;
}

/**
 * A vendor as the integrations feature uses it (ADR 0038). Pluggable: `adapters` maps a vendor key
 * to one. Every method throws VendorError (a Chinese message) for a failure of the whole call;
 * per-item failures of a push are outcomes, so one bad member does not stop the rest.
 */
export interface IntegrationAdapter {
  vendor: Vendor;
  /** The access token, fetched once and reused until shortly before it expires. */
  token(c: VendorCredentials): Promise<{ accessToken: string; expiresIn: number }>;
  /** Creates or updates departments in the given (parent-first) order; `onPushed` runs after each accepted one. */
  pushDepartments(c: VendorCredentials, rootDeptId: string, items: readonly DepartmentItem[], onPushed: (o: PushOutcome & { ok: true }) => Promise<void>): Promise<PushOutcome[]>;
  pushUsers(c: VendorCredentials, items: readonly UserItem[], onPushed: (o: PushOutcome & { ok: true }) => Promise<void>): Promise<PushOutcome[]>;
  /** A work notice to vendor member ids; answers the ids the vendor refused. */
  sendText(c: VendorCredentials, toUserIds: readonly string[], content: MessageContent): Promise<{ invalid: string[] }>;
  sendMarkdown(c: VendorCredentials, toUserIds: readonly string[], content: MessageContent): Promise<{ invalid: string[] }>;
  /** Tokens held in this process (缓存管理). */
  heldTokens(): number;
  /** Drops cached tokens (缓存管理); answers how many were held. */
  clearTokens(): number;
}

/** What differs between vendors: their endpoints and request shapes. */
export interface VendorApi {
  vendor: Vendor;
  name: string;
  /** errcodes explained in Chinese. */
  known: Readonly<Record<number, string>>;
  /** errcodes meaning the token is no longer valid (fetched again once). */
  tokenInvalid: readonly number[];
  /** errcode of creating a member whose id the vendor already holds (then it is updated and mapped). */
  userExists: number;
  /** Largest recipient list of one message call. */
  maxRecipients: number;
  getToken(http: VendorHttp, c: VendorCredentials): Promise<{ accessToken: string; expiresIn: number }>;
  createDepartment(http: VendorHttp, token: string, d: { name: string; parentRemoteId: string; sortCode: number }): Promise<string>;
  updateDepartment(http: VendorHttp, token: string, remoteId: string, d: { name: string; parentRemoteId: string; sortCode: number }): Promise<void>;
  createUser(http: VendorHttp, token: string, u: UserItem): Promise<string>;
  updateUser(http: VendorHttp, token: string, remoteId: string, u: UserItem): Promise<void>;
  sendMessage(http: VendorHttp, token: string, agentId: string, toUserIds: readonly string[], kind: 'text' | 'markdown', content: MessageContent): Promise<{ invalid: string[] }>;
}

/** Tokens are renewed this long before the vendor says they expire. */
const TOKEN_MARGIN_MS = 5 * 60_000;

const errorText = (e: unknown) => (e instanceof VendorError ? e.message : '未知原因');

/** An IntegrationAdapter over a vendor's endpoints: token cache, retry once on an expired token, parent-first department pushes. */
export function makeAdapter(api: VendorApi, options: { timeoutMs?: number; now?: () => number } = {}): IntegrationAdapter {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { accessToken: string; expiresAt: number; expiresIn: number }>();
  const keyOf = (c: VendorCredentials) => createHash('sha256').update(`${c.baseUrl}\n${c.corpId}\n${c.secret}`).digest('hex');
  const httpOf = (c: VendorCredentials) => vendorHttp({ baseUrl: c.baseUrl, vendorName: api.name, timeoutMs, known: api.known });

  async function token(c: VendorCredentials) {
    const key = keyOf(c);
    const held = tokens.get(key);
    if (held && held.expiresAt > now()) return { accessToken: held.accessToken, expiresIn: held.expiresIn };
    const fresh = await api.getToken(httpOf(c), c);
    tokens.set(key, { ...fresh, expiresAt: now() + fresh.expiresIn * 1000 - TOKEN_MARGIN_MS });
    return fresh;
  }

  /** Runs a call with the token; an expired or revoked token is dropped and fetched again, once. */
  async function withToken<T>(c: VendorCredentials, call: (http: VendorHttp, token: string) => Promise<T>): Promise<T> {
    const http = httpOf(c);
    try {
      return await call(http, (await token(c)).accessToken);
    } catch (e) {
      if (!(e instanceof VendorError) || e.errcode === null || !api.tokenInvalid.includes(e.errcode)) throw e;
      tokens.delete(keyOf(c));
      return call(http, (await token(c)).accessToken);
    }
  }

  async function pushDepartments(c: VendorCredentials, rootDeptId: string, items: readonly DepartmentItem[], onPushed: (o: PushOutcome & { ok: true }) => Promise<void>) {
    const remote = new Map<string, string>();
    const out: PushOutcome[] = [];
    for (const d of items) {
      const parentRemoteId = d.parentLocalId === null ? rootDeptId : remote.get(d.parentLocalId);
      if (parentRemoteId === undefined) {
        out.push({ localId: d.localId, ok: false, error: '上级部门未同步成功' });
        continue;
      }
      const values = { name: d.name, parentRemoteId, sortCode: d.sortCode };
      try {
        let outcome: PushOutcome & { ok: true };
        if (d.remoteId) {
          await withToken(c, (http, t) => api.updateDepartment(http, t, d.remoteId!, values));
          outcome = { localId: d.localId, ok: true, remoteId: d.remoteId, action: 'updated' };
        } else {
          const id = await withToken(c, (http, t) => api.createDepartment(http, t, values));
          outcome = { localId: d.localId, ok: true, remoteId: id, action: 'created' };
        }
        await onPushed(outcome);
        remote.set(d.localId, outcome.remoteId);
        out.push(outcome);
      } catch (e) {
        out.push({ localId: d.localId, ok: false, error: errorText(e) });
      }
    }
    return out;
  }

  async function pushUsers(c: VendorCredentials, items: readonly UserItem[], onPushed: (o: PushOutcome & { ok: true }) => Promise<void>) {
    const out: PushOutcome[] = [];
    for (const u of items) {
      try {
        let outcome: PushOutcome & { ok: true };
        if (u.remoteId) {
          await withToken(c, (http, t) => api.updateUser(http, t, u.remoteId!, u));
          outcome = { localId: u.localId, ok: true, remoteId: u.remoteId, action: 'updated' };
        } else {
          try {
            const id = await withToken(c, (http, t) => api.createUser(http, t, u));
            outcome = { localId: u.localId, ok: true, remoteId: id, action: 'created' };
          } catch (e) {
            // Created by an earlier run whose mapping was lost, or by hand: take it over.
            if (!(e instanceof VendorError) || e.errcode !== api.userExists) throw e;
            await withToken(c, (http, t) => api.updateUser(http, t, u.userId, u));
            outcome = { localId: u.localId, ok: true, remoteId: u.userId, action: 'updated' };
          }
        }
        await onPushed(outcome);
        out.push(outcome);
      } catch (e) {
        out.push({ localId: u.localId, ok: false, error: errorText(e) });
      }
    }
    return out;
  }

  async function send(c: VendorCredentials, toUserIds: readonly string[], kind: 'text' | 'markdown', content: MessageContent) {
    const invalid: string[] = [];
    for (let i = 0; i < toUserIds.length; i += api.maxRecipients) {
      const batch = toUserIds.slice(i, i + api.maxRecipients);
      const r = await withToken(c, (http, t) => api.sendMessage(http, t, c.agentId, batch, kind, content));
      invalid.push(...r.invalid);
    }
    return { invalid };
  }

  return {
    vendor: api.vendor,
    token,
    pushDepartments,
    pushUsers,
    sendText: (c, to, content) => send(c, to, 'text', content),
    sendMarkdown: (c, to, content) => send(c, to, 'markdown', content),
    heldTokens: () => tokens.size,
    clearTokens() {
      const n = tokens.size;
      tokens.clear();
      return n;
    },
  };
}
