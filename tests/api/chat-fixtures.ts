import { expect } from 'vitest';
import WebSocket from 'ws';
import { newId } from '../../src/contract/ids';
import type { ChatConversationRow, ChatMessageRow, RecentConversation, SentMessage } from '../../src/features/message/contract';
import type { MutationResult, PullResult } from '../../src/features/sync/contract';
import { call, type TestApp } from '../helpers/test-app';

/** Pushes arrive within this (the machine is shared: a first query on PostgreSQL can take a while). */
export const soon = { timeout: 5000 };

export type Page<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number }; unreadTotal: number };
export interface Received extends Record<string, unknown> { method: string }

/** The chat's calls as a client makes them: REST of the drawer, offline writes through the sync push, pulls. */
export function chatApi(t: TestApp) {
  const deviceOf = new Map<string, string>();
  const device = (token: string) => deviceOf.get(token) ?? (deviceOf.set(token, `dev-${newId()}`), deviceOf.get(token)!);
  const api = {
    userId: async (account: string) => (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id,
    conversations: (token: string, query: Record<string, string> = {}) => call<Page<RecentConversation>>(t, 'GET', '/api/message/imreply', { token, query }),
    remove: (token: string, peerId: string) => call<{ conversation: ChatConversationRow | null }>(t, 'DELETE', `/api/message/imreply/relocation/${peerId}`, { token }),
    clearRecords: (token: string, peerId: string) => call<{ conversation: ChatConversationRow | null }>(t, 'DELETE', `/api/message/imreply/deleteChatRecord/${peerId}`, { token }),
    /** Pushes offline writes as a device does (one device per token unless told). */
    async push(token: string, mutations: { name: string; args: unknown; id?: string }[], deviceId = device(token)) {
      const body = { deviceId, mutations: mutations.map((m, i) => ({ id: m.id ?? newId(), seq: i + 1, name: m.name, args: m.args, baseVersion: null, createdAt: Date.now() })) };
      const res = await call<{ results: MutationResult[] }>(t, 'POST', '/api/sync/push', { token, body });
      expect(res.body.code).toBe(200);
      return res.body.data.results;
    },
    /** chat.send through the outbox: the stored message and the sender's side, or the refusal. */
    async send(token: string, toUserId: string, text: string, extra: { id?: string; messageType?: 'text' | 'image'; deviceId?: string; mutationId?: string } = {}) {
      const args = { id: extra.id ?? crypto.randomUUID(), toUserId, messageType: extra.messageType ?? 'text', messageContent: text };
      const [result] = await api.push(token, [{ name: 'chat.send', args, id: extra.mutationId }], extra.deviceId);
      return result!;
    },
    sent: (result: MutationResult) => result.result as SentMessage,
    async pullAll(token: string, collection: string, cursor?: string) {
      const rows = new Map<string, Record<string, unknown> | null>();
      const ops: string[] = [];
      let last: PullResult;
      do {
        const res = await call<PullResult>(t, 'GET', '/api/sync/pull', { token, query: { collections: collection, limit: '100', ...(cursor ? { cursor } : {}) } });
        expect(res.body.code).toBe(200);
        last = res.body.data;
        for (const c of last.changes) {
          rows.set(c.id, c.op === 'upsert' ? c.row! : null);
          ops.push(c.op);
        }
        cursor = last.cursor;
      } while (last.hasMore);
      return { rows, ops, cursor: cursor! };
    },
    /** Messages of a pair as stored. */
    stored: async (a: string, b: string) =>
      t.db.selectFrom('imMessage').selectAll().where('pairKey', '=', a < b ? `${a}:${b}` : `${b}:${a}`).orderBy('sendTime').orderBy('id').execute(),
    side: (owner: string, peer: string) => t.db.selectFrom('imConversation').selectAll().where('ownerUserId', '=', owner).where('peerUserId', '=', peer).executeTakeFirst(),
  };
  return api;
}

/** Signed-in sockets of one test app, and what each received. */
export function socketsOf(t: TestApp) {
  const open: WebSocket[] = [];
  const port = () => (t.app.server.address() as { port: number }).port;
  return {
    async connect(token: string) {
      const socket = new WebSocket(`ws://127.0.0.1:${port()}/api/ws`);
      open.push(socket);
      const received: Received[] = [];
      socket.on('message', (raw) => received.push(JSON.parse(String(raw)) as Received));
      await new Promise((resolve) => socket.on('open', resolve));
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      await expect.poll(() => received.map((m) => m.method), soon).toContain('initMessage');
      const send = (message: Record<string, unknown>) => socket.send(JSON.stringify({ token, ...message }));
      const of = (method: string) => received.filter((m) => m.method === method);
      return { socket, received, send, of };
    },
    closeAll: () => open.forEach((s) => s.close()),
  };
}

export const messagesOf = (received: Received[], method: string) => received.filter((m) => m.method === method).map((m) => m.message as ChatMessageRow);
