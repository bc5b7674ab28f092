import type { DocRelayNode, DocRow } from '../../src/features/documents/contract';
import type { PullResult, PushResult } from '../../src/features/sync/contract';
import { call } from '../helpers/test-app';
import { startWorkflowApp, workflowCalls } from './workflow-fixtures';

export const D = '/api/example/sendDoc';
export const R = '/api/doc/docRelay';
export const DOC_NO = /^轻办发〔\d{4}〕\d{3}号$/;

export const docBody = (extra: Record<string, unknown> = {}) => ({
  title: '关于测试公文流转的通知', issuingOrg: '轻办示范集团', secretLevel: '普通', urgency: '急', mainTo: '集团各部门', copyTo: '集团领导班子',
  bodyHtml: '<p>请各部门认真执行。</p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)">', fileIds: [], ...extra,
});

/** A 公文 app: the demo, tokens by account, and the document calls of the tests. */
export async function startDocApp() {
  const t = await startWorkflowApp();
  const w = workflowCalls(t);
  const ok = <T>(r: { body: { code: number; msg: string; data: T } }) => {
    if (r.body.code !== 200) throw new Error(`${r.body.code} ${r.body.msg}`);
    return r.body.data;
  };
  let seq = 0;
  const calls = {
    t, w, ok,
    count: async (table: 'bizDocument' | 'bizDocReceipt') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    /** What a device of `account` pulls of the collections (upserts). */
    pull: async (account: string, collections: string) =>
      (await call<PullResult>(t, 'GET', '/api/sync/pull', { token: await t.token(account), query: { collections, limit: '500' } })).body.data.changes.filter((c) => c.op === 'upsert'),
    /** One offline write sent by a device of `account`. */
    push: async (account: string, mutationId: string, name: string, args: unknown) =>
      (await call<PushResult>(t, 'POST', '/api/sync/push', { token: await t.token(account), body: { deviceId: `dev-${account}`, mutations: [{ id: mutationId, seq: ++seq, name, args }] } })).body.data.results[0]!,
    create: (account: string, extra: Record<string, unknown> = {}) => t.as<DocRow>(account, 'POST', D, docBody(extra)),
    stored: (id: string) => t.db.selectFrom('bizDocument').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    receipts: (id: string) => t.db.selectFrom('bizDocReceipt').selectAll().where('docId', '=', id).execute(),
    orgId: async (enCode: string) => (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id,
    /** Sent for approval and approved by whoever holds the step. */
    async approved(account: string, extra: Record<string, unknown> = {}) {
      const doc = ok(await calls.create(account, extra));
      const sent = ok(await t.as<DocRow>(account, 'POST', `${D}/sendDoc`, { id: doc.id }));
      const [holder] = await w.holders(sent.flowTaskId!);
      ok(await w.act(holder!, 'Audit', sent.flowTaskId!, { handleOpinion: '同意签发' }));
      return doc.id;
    },
    release: (account: string, id: string, to: Record<string, string[]>) => t.as<DocRow & { recipientCount: number }>(account, 'PUT', `${D}/release/${id}`, { organizeIds: [], roleIds: [], userIds: [], ...to }),
    tree: (account: string, docId: string) => t.as<DocRelayNode[]>(account, 'POST', `${R}/getDocRelayByDocId`, { docId }),
    /** The type-6 messages a user got about a document. */
    messages: (userId: string, docId: string) => t.db.selectFrom('baseMessage').innerJoin('baseMessageReceive', 'baseMessageReceive.messageId', 'baseMessage.id')
      .select(['baseMessage.title', 'baseMessage.type']).where('baseMessageReceive.userId', '=', userId).where('baseMessage.sourceId', '=', docId).execute(),
  };
  return calls;
}
export type DocApp = Awaited<ReturnType<typeof startDocApp>>;

/** A tree as "name(children…)" text: what a person reading it would see. */
export const shape = (nodes: DocRelayNode[]): string => nodes.map((n) => (n.children.length ? `${n.realName}(${shape(n.children)})` : n.realName)).join(',');
