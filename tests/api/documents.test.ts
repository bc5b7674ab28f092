import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/contract/ids';
import type { DocReceiptLine, DocRow } from '../../src/features/documents/contract';
import { testDialect } from '../helpers/test-app';
import { D, DOC_NO, docBody, R, shape, startDocApp, type DocApp } from './documents-fixtures';
import { fileClient, md5, readZip, uniqueBytes } from './files-fixtures';

let a: DocApp;
const id: Record<string, string> = {};
type Page<T> = { list: T[]; pagination: { total: number } };
const count = (table: 'bizDocument' | 'bizDocReceipt') => a.count(table);
const pull = (account: string, collections: string) => a.pull(account, collections);
const push = (account: string, mutationId: string, args: unknown) => a.push(account, mutationId, 'doc.read', args);

beforeAll(async () => {
  a = await startDocApp();
  for (const account of ['admin', 'office', 'wh01', 'wh02', 'assetadmin', 'nomenu']) id[account] = await a.t.userId(account);
});
afterAll(() => a.t.close());

describe(`公文: drafts, approval and release (${testDialect})`, () => {
  it('the demo holds documents in each state, reached through the engine, the release and the relay', async () => {
    const list = a.ok(await a.t.as<Page<DocRow>>('office', 'POST', `${D}/getList`, { pageSize: 50, sidx: 'creatorTime', sort: 'asc' })).list;
    expect(list.map((d) => d.status)).toEqual([0, 1, 2, 6]);
    expect(list.map((d) => d.docNo === null)).toEqual([true, true, false, false]);
    expect(list.filter((d) => d.docNo).every((d) => DOC_NO.test(d.docNo!))).toBe(true);
    const released = list[3]!;
    const receipts = await a.receipts(released.id);
    const finance = await a.t.db.selectFrom('baseUser').innerJoin('baseOrganize', 'baseOrganize.id', 'baseUser.organizeId').select('baseUser.id').where('baseOrganize.enCode', 'in', ['HQ03', 'EC02']).execute();
    expect(receipts.filter((r) => r.parentId === null).map((r) => r.userId).sort()).toEqual(finance.map((u) => u.id).sort());
    expect(receipts.some((r) => r.readAt !== null) && receipts.some((r) => r.readAt === null)).toBe(true);
    expect(shape(a.ok(await a.tree('wh02', released.id)))).toBe('赵强(孙丽(王磊))');
  });

  it('refuses bad input with the field’s message and writes nothing; the body is sanitised', async () => {
    const before = await count('bizDocument');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, '公文标题不能为空'],
      [{ title: '长'.repeat(101) }, '公文标题不能超过100个字符'],
      [{ issuingOrg: '' }, '发文机关不能为空'],
      [{ secretLevel: '绝密' }, '请选择密级（普通、秘密、机密）'],
      [{ urgency: '加急' }, '请选择紧急程度（普通、急、特急）'],
      [{ mainTo: ' ' }, '主送不能为空'],
      [{ fileIds: ['not-a-file'] }, '附件不存在或不属于该公文'],
    ];
    for (const [extra, msg] of cases) expect((await a.create('office', extra)).body, msg).toMatchObject({ code: 400, msg });
    expect(await count('bizDocument')).toBe(before);
    // One client-born id sent twice at once: one document.
    const twice = newId();
    const both = await Promise.all([0, 1].map(() => a.t.as('office', 'POST', D, { ...docBody(), id: twice })));
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const made = a.ok(await a.create('office'));
    expect(made).toMatchObject({ status: 0, docNo: null, bodyHtml: '<p>请各部门认真执行。</p>' });
    // Nothing to read: not sent, no instance.
    const empty = a.ok(await a.create('office', { bodyHtml: '<p> </p><script>x()</script>' }));
    expect((await a.t.as('office', 'POST', `${D}/sendDoc`, { id: empty.id })).body).toMatchObject({ code: 400, msg: '公文正文不能为空，请填写正文后再提交审批' });
    expect(await a.stored(empty.id)).toMatchObject({ status: 0, flowTaskId: null });
  });

  it('the approval drives the status; the 文号 is taken when it passes; checkPublish says why not until then', async () => {
    const doc = a.ok(await a.create('office'));
    const check = async () => a.ok(await a.t.as<{ canPublish: boolean; reason: string; docNo: string | null }>('office', 'POST', `${R}/checkPublish`, { id: doc.id }));
    expect(await check()).toMatchObject({ canPublish: false, reason: '公文尚未提交审批，不能发布' });
    const sent = a.ok(await a.t.as<DocRow>('office', 'POST', `${D}/sendDoc`, { id: doc.id }));
    expect(sent).toMatchObject({ status: 1, docNo: null });
    expect(await check()).toMatchObject({ canPublish: false, reason: '公文正在审批中，审批通过后才能发布' });
    expect((await a.t.as('office', 'POST', `${D}/sendDoc`, { id: doc.id })).body.msg).toBe('该公文正在审批中，不能重复提交');
    expect((await a.t.as('office', 'PUT', `${D}/${doc.id}`, { ...doc, title: '改' })).body.msg).toBe('审批中、已通过或已发布的公文不能修改');
    const [holder] = await a.w.holders(sent.flowTaskId!);
    // No 文号 to take: the approval itself is refused, nothing moves.
    const rule = a.t.db.updateTable('baseBillRule').where('enCode', '=', 'doc.send');
    await rule.set({ enabledMark: 0 }).execute();
    expect((await a.w.act(holder!, 'Audit', sent.flowTaskId!, { handleOpinion: '同意' })).body.msg).toBe('单据规则doc.send不存在、已停用或流水号已用完');
    await rule.set({ enabledMark: 1 }).execute();
    expect(await a.stored(doc.id)).toMatchObject({ status: 1, docNo: null });
    a.ok(await a.w.act(holder!, 'Audit', sent.flowTaskId!, { handleOpinion: '同意' }));
    const approved = await check();
    expect(approved.canPublish).toBe(true);
    expect(approved.docNo).toMatch(DOC_NO);
    expect((await a.t.as('office', 'DELETE', `${D}/${doc.id}`)).body.msg).toBe('审批中、已通过或已发布的公文不能删除');
    // Rejected to the initiator: 已驳回, no number used.
    const other = a.ok(await a.create('office'));
    const task = a.ok(await a.t.as<DocRow>('office', 'POST', `${D}/sendDoc`, { id: other.id })).flowTaskId!;
    const [h2] = await a.w.holders(task);
    a.ok(await a.w.act(h2!, 'Reject', task, { handleOpinion: '请修改', rejectTo: 'initiator' }));
    expect(await a.stored(other.id)).toMatchObject({ status: 3, docNo: null });
    expect((await a.t.as<{ reason: string }>('office', 'POST', `${D}/checkPublish`, undefined, { id: other.id })).body.data.reason).toBe('公文审批未通过，不能发布');
  });

  it('release expands departments to their enabled users now, one receipt and one type-6 message each; nothing half-written when refused', async () => {
    const docId = await a.approved('office');
    const [hq03, ec02] = [await a.orgId('HQ03'), await a.orgId('EC02')];
    const receiptsBefore = await count('bizDocReceipt');
    expect((await a.release('office', docId, {})).body.msg).toBe('请选择发布范围（部门、角色或人员）');
    expect((await a.release('office', docId, { organizeIds: [hq03, 'no-such-org'] })).body.msg).toBe('所选的部门、角色或人员不存在');
    expect(await count('bizDocReceipt')).toBe(receiptsBefore);
    expect((await a.stored(docId)).status).toBe(2);
    const staff = await a.t.db.selectFrom('baseUser').select(['id', 'enabledMark']).where('organizeId', 'in', [hq03, ec02]).orderBy('sortCode').execute();
    const off = staff.find((u) => u.id !== id.wh01)!;
    await a.t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', off.id).execute();
    const released = a.ok(await a.release('office', docId, { organizeIds: [hq03, ec02], userIds: [id.nomenu!] }));
    await a.t.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', off.id).execute();
    const expected = [...staff.filter((u) => u.id !== off.id).map((u) => u.id), id.nomenu!].sort();
    expect(released).toMatchObject({ status: 6, recipientCount: expected.length });
    expect((await a.receipts(docId)).map((r) => r.userId).sort()).toEqual(expected);
    expect(await a.messages(id.wh01!, docId)).toEqual([{ title: expect.stringContaining('关于测试公文流转的通知'), type: 6 }]);
    expect(await a.messages(off.id, docId)).toEqual([]);
    expect((await a.t.as<{ reason: string }>('office', 'POST', `${R}/checkPublish`, { id: docId })).body.data.reason).toBe('公文已发布，不能重复发布');
    expect((await a.release('office', docId, { userIds: [id.wh02!] })).body.msg).toBe('公文已发布，不能重复发布');
  });
});

describe(`公文: reading, relay, receipts (${testDialect})`, () => {
  let docId: string;
  beforeAll(async () => {
    docId = await a.approved('office', { title: '关于传阅测试的通知' });
    a.ok(await a.release('office', docId, { organizeIds: [await a.orgId('EC02')], userIds: [id.assetadmin!] }));
  });

  it('a recipient reads only what was released to them; the first opening marks it read once; others learn nothing', async () => {
    const mine = a.ok(await a.t.as<Page<{ id: string; isRead: number }>>('wh01', 'POST', `${D}/getLoginList`, { keyword: '传阅测试' })).list;
    expect(mine).toEqual([expect.objectContaining({ id: docId, isRead: 0 })]);
    const first = a.ok(await a.t.as<{ receipt: { readAt: number }; canManage: boolean; bodyHtml: string }>('wh01', 'GET', `${D}/detail/${docId}`));
    expect(first).toMatchObject({ canManage: false, bodyHtml: '<p>请各部门认真执行。</p>' });
    const again = a.ok(await a.t.as<{ receipt: { readAt: number } }>('wh01', 'GET', `${D}/detail/${docId}`));
    expect(again.receipt.readAt).toBe(first.receipt.readAt);
    for (const who of ['wh02', 'nomenu']) {
      expect((await a.t.as(who, 'GET', `${D}/detail/${docId}`)).body, who).toMatchObject({ code: 404, msg: '公文不存在或已删除' });
      expect((await a.t.as(who, 'GET', `${D}/detail/${newId()}`)).body).toMatchObject({ code: 404, msg: '公文不存在或已删除' });
    }
    expect((await a.t.as('wh02', 'PUT', `${D}/sign/${docId}`)).body.code).toBe(404);
    expect((await a.t.as('wh01', 'POST', `${D}/getList`, {})).body.code).toBe(403);
    expect((await a.t.as('wh01', 'GET', `${D}/${docId}`)).body.code).toBe(403);
    expect((await a.t.as('office', 'POST', `${D}/getList`, { sidx: 'password' })).body.code).toBe(400);
    // A draft is never a recipient's to read.
    const draft = a.ok(await a.create('office'));
    expect((await a.t.as('wh01', 'GET', `${D}/detail/${draft.id}`)).body.code).toBe(404);
  });

  it('relay keeps the chain; the sender sees the whole tree, a recipient only the chain to them and on from them', async () => {
    expect((await a.t.as('wh02', 'POST', `${R}/docRelay`, { docId, userIds: [id.nomenu] })).body.code).toBe(404);
    const relayed = a.ok(await a.t.as<{ relayed: number; skipped: number }>('wh01', 'POST', `${R}/docRelay`, { docId, userIds: [id.wh02, id.assetadmin, id.wh01] }));
    expect(relayed).toEqual({ relayed: 1, skipped: 2 });
    expect((await a.t.as('wh01', 'POST', `${R}/docRelay`, { docId, userIds: [id.assetadmin] })).body.msg).toBe('所选人员均已收到该公文');
    expect((await a.t.as('wh01', 'POST', `${R}/docRelay`, { docId, userIds: [] })).body.msg).toBe('请选择传阅人员');
    a.ok(await a.t.as('wh02', 'POST', `${R}/docRelay`, { docId, userIds: [id.nomenu] }));
    expect(await a.messages(id.nomenu!, docId)).toEqual([{ title: '传阅公文：关于传阅测试的通知', type: 6 }]);
    const full = a.ok(await a.tree('office', docId));
    expect(shape(full)).toContain('赵强(孙丽(吴新))');
    expect(shape(full)).toContain('王磊');
    expect(shape(a.ok(await a.tree('nomenu', docId)))).toBe('赵强(孙丽(吴新))');
    expect(shape(a.ok(await a.tree('wh02', docId)))).toBe('赵强(孙丽(吴新))');
    expect(shape(a.ok(await a.tree('assetadmin', docId)))).toBe('王磊');
    expect((await a.tree('admin', newId())).body.code).toBe(404);
    // Two recipients relaying to one person at the same moment: one receipt, the other told so.
    const logviewer = await a.t.userId('logviewer');
    const both = await Promise.all(['wh01', 'wh02'].map((who) => a.t.as(who, 'POST', `${R}/docRelay`, { docId, userIds: [logviewer] })));
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect((await a.receipts(docId)).filter((r) => r.userId === logviewer)).toHaveLength(1);
  });

  it('the sender follows the receipts of the release and of the relays, and exports them', async () => {
    a.ok(await a.t.as('nomenu', 'GET', `${D}/detail/${docId}`));
    a.ok(await a.t.as('nomenu', 'PUT', `${D}/sign/${docId}`));
    const res = a.ok(await a.t.as<Page<DocReceiptLine> & { counts: Record<string, number> }>('office', 'POST', '/api/message/getListByDocId', { pageSize: 200 }, { docId }));
    const by = new Map(res.list.map((l) => [l.account, l]));
    expect(by.get('wh02')).toMatchObject({ relayFromName: '赵强', organizeName: '仓储部', depth: 1 });
    expect(by.get('nomenu')).toMatchObject({ relayFromName: '孙丽', depth: 2, readAt: expect.any(Number), signedAt: expect.any(Number) });
    expect(by.get('wh01')!.readAt).not.toBeNull();
    expect(res.counts).toMatchObject({ total: res.list.length, relayed: 3, signed: 1 });
    expect((await a.t.as('wh01', 'POST', '/api/message/getListByDocId', {}, { docId })).body.code).toBe(403);
    expect((await a.t.as('wh02', 'POST', '/api/message/getListByDocId', {}, { docId: newId() })).body.code).toBe(404);
    const xlsx = await a.t.app.inject({ method: 'POST', url: `${D}/${docId}/Actions/ExportReceipts`, headers: { authorization: `Bearer ${await a.t.token('office')}` } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = wb.getWorksheet('签收情况')!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.length).toBe(res.list.length + 1);
    expect(rows.some((r) => r.includes('吴新') && r.includes('孙丽传阅'))).toBe(true);
  });

  it('doc.read from a device marks the receipt read once: the first read time stays; received documents sync to the recipient only', async () => {
    const receipt = (await a.receipts(docId)).find((r) => r.userId === id.assetadmin)!;
    expect(receipt.readAt).toBeNull();
    // Received an hour ago, opened on the device a minute later, sent on reconnect now.
    const receivedAt = Date.now() - 3_600_000;
    await a.t.db.updateTable('bizDocReceipt').set({ receivedAt }).where('id', '=', receipt.id).execute();
    const opened = receivedAt + 60_000;
    const mutationId = newId();
    expect(await push('assetadmin', mutationId, { docId, readAt: opened })).toMatchObject({ status: 'applied', result: { readAt: opened } });
    expect((await push('assetadmin', mutationId, { docId, readAt: opened })).status).toBe('duplicate');
    expect(await push('assetadmin', newId(), { docId, readAt: opened + 60_000 })).toMatchObject({ status: 'applied', result: { readAt: opened } });
    expect(Number((await a.receipts(docId)).find((r) => r.userId === id.assetadmin)!.readAt)).toBe(opened);
    expect((await push('wh02', newId(), { docId: newId(), readAt: opened })).status).toBe('rejected');
    const docs = await pull('nomenu', 'receivedDocs');
    expect(docs.find((c) => c.id === docId)?.row).toMatchObject({ title: '关于传阅测试的通知', status: 6 });
    expect((await pull('nomenu', 'docReceipts')).every((c) => (c.row as { userId: string }).userId === id.nomenu)).toBe(true);
    expect((await pull('office', 'receivedDocs')).find((c) => c.id === docId)).toBeUndefined();
  });
});

describe(`公文: attachments (${testDialect})`, () => {
  it('downLoadAll streams a zip of the attachments under their Chinese names; one by one through signed links; readers only', async () => {
    const docId = newId();
    const files = fileClient(a.t as never, 'office');
    const bytes = [uniqueBytes(3000), Buffer.from('差旅费标准：一类地区每天500元。\n'.repeat(40))];
    const names = ['差旅费管理办法.txt', '附件二：住宿标准.txt'];
    const up = [];
    for (const [i, b] of bytes.entries()) up.push((await files.upload(b, names[i]!, 1024, { ownerType: 'document', ownerId: docId })).data.fileId);
    expect((await a.t.as('office', 'POST', D, { ...docBody({ fileIds: up, title: '差旅费管理办法' }), id: docId })).body.code).toBe(200);
    const [holder] = await a.w.holders(a.ok(await a.t.as<DocRow>('office', 'POST', `${D}/sendDoc`, { id: docId })).flowTaskId!);
    a.ok(await a.w.act(holder!, 'Audit', (await a.stored(docId)).flowTaskId!, { handleOpinion: '同意' }));
    a.ok(await a.release('office', docId, { userIds: [id.wh01!, id.nomenu!] }));
    const { docNo } = await a.stored(docId);
    for (const who of ['office', 'wh01']) {
      const res = await a.t.app.inject({ method: 'POST', url: `${R}/downLoadAll`, query: { id: docId }, headers: { authorization: `Bearer ${await a.t.token(who)}` } });
      expect(res.statusCode, who).toBe(200);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!)).toBe(`${docNo} 差旅费管理办法.zip`);
      const entries = readZip(res.rawPayload);
      expect(entries.map((e) => e.name)).toEqual(names);
      expect(entries.every((e) => e.utf8)).toBe(true);
      expect(entries.map((e) => md5(e.data))).toEqual(bytes.map(md5));
    }
    // Not a reader: nothing. A recipient without the download button: reads (preview), does not download.
    expect((await a.t.as('wh02', 'POST', `${R}/downLoadAll`, undefined, { id: docId })).body).toMatchObject({ code: 404, msg: '公文不存在或已删除' });
    expect((await a.t.as('nomenu', 'POST', `${R}/downLoadAll`, undefined, { id: docId })).body.code).toBe(403);
    expect((await a.t.as('nomenu', 'POST', `${R}/downLoadOne`, undefined, { id: up[0]! })).body.code).toBe(403);
    expect((await a.t.as<{ url: string }>('nomenu', 'POST', `${R}/previewOne`, undefined, { id: up[1]! })).body.data.url).toContain('d=i');
    const read = a.ok(await a.t.as<{ files: { fileId: string; name: string }[] }>('nomenu', 'GET', `${D}/detail/${docId}`));
    expect(read.files.map((f) => f.name)).toEqual(names);
    const link = a.ok(await a.t.as<{ url: string; name: string }>('wh01', 'POST', `${R}/downLoadOne`, undefined, { id: up[1]! }));
    expect(link.name).toBe(names[1]);
    const got = await a.t.app.inject({ method: 'GET', url: link.url });
    expect(md5(got.rawPayload)).toBe(md5(bytes[1]!));
    expect((await a.t.as('wh02', 'POST', `${R}/downLoadOne`, undefined, { id: up[1]! })).body.code).toBe(404);
    expect((await a.t.as('wh01', 'POST', `${R}/downLoadOne`, undefined, { id: newId() })).body).toMatchObject({ code: 404, msg: '附件不存在或不属于该公文' });
  });

  it('downLoadAll with ids packs several documents, one folder each, after checking every one; a cap and clear refusals', async () => {
    const files = fileClient(a.t as never, 'office');
    /** An approved document holding these files (name → text), released to wh01. */
    const docWith = async (title: string, named: Record<string, string>) => {
      const docId = newId();
      const up = [];
      for (const [name, text] of Object.entries(named)) up.push((await files.upload(Buffer.from(text), name, 1024, { ownerType: 'document', ownerId: docId })).data.fileId);
      await a.approved('office', { id: docId, fileIds: up, title });
      a.ok(await a.release('office', docId, { userIds: [id.wh01!, id.nomenu!] }));
      return { docId, docNo: (await a.stored(docId)).docNo! };
    };
    const first = await docWith('关于年度预算的通知', { '说明.txt': '预算说明\n', '预算表.csv': '部门,金额\n' });
    const second = await docWith('关于年度预算的通知', { '说明.txt': '第二份的说明\n' });
    const bare = await docWith('没有附件的通知', {});
    const zip = async (who: string, query: Record<string, string>, body?: unknown) =>
      a.t.app.inject({ method: 'POST', url: `${R}/downLoadAll`, query, ...(body ? { payload: body as object } : {}), headers: { authorization: `Bearer ${await a.t.token(who)}` } });
    const expected = [
      [`${first.docNo} 关于年度预算的通知/说明.txt`, '预算说明\n'],
      [`${first.docNo} 关于年度预算的通知/预算表.csv`, '部门,金额\n'],
      [`${second.docNo} 关于年度预算的通知/说明.txt`, '第二份的说明\n'],
    ];
    // The manager by query, a recipient by body: the same zip; the document without attachments is left out.
    for (const [who, res] of [
      ['office', await zip('office', { ids: [first.docId, second.docId, bare.docId].join(',') })],
      ['wh01', await zip('wh01', {}, { ids: [first.docId, second.docId, bare.docId] })],
    ] as const) {
      expect(res.statusCode, who).toBe(200);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!)).toBe('公文附件（2份）.zip');
      const entries = readZip(res.rawPayload);
      expect(entries.map((e) => [e.name, e.data.toString('utf8')])).toEqual(expected);
      expect(entries.every((e) => e.utf8)).toBe(true);
    }
    // One id in `ids` is the one-document zip, without folders.
    expect(readZip((await zip('office', { ids: second.docId })).rawPayload).map((e) => e.name)).toEqual(['说明.txt']);
    // Any one not readable refuses the whole zip; so does a missing download button.
    const draft = a.ok(await a.create('office')).id;
    expect((await a.t.as('wh01', 'POST', `${R}/downLoadAll`, undefined, { ids: `${first.docId},${draft}` })).body).toMatchObject({ code: 404, msg: '公文不存在或已删除' });
    expect((await a.t.as('wh02', 'POST', `${R}/downLoadAll`, { ids: [first.docId] })).body).toMatchObject({ code: 404, msg: '公文不存在或已删除' });
    expect((await a.t.as('nomenu', 'POST', `${R}/downLoadAll`, undefined, { ids: `${first.docId},${second.docId}` })).body.code).toBe(403);
    // Nothing chosen, nothing to pack, too many.
    expect((await a.t.as('office', 'POST', `${R}/downLoadAll`)).body).toMatchObject({ code: 400, msg: '请选择要下载的公文' });
    expect((await a.t.as('office', 'POST', `${R}/downLoadAll`, { ids: [bare.docId, draft] })).body).toMatchObject({ code: 400, msg: '所选公文均没有附件' });
    expect((await a.t.as('office', 'POST', `${R}/downLoadAll`, undefined, { id: bare.docId })).body).toMatchObject({ code: 400, msg: '该公文没有附件' });
    const many = Array.from({ length: 51 }, () => newId());
    expect((await a.t.as('office', 'POST', `${R}/downLoadAll`, { ids: many })).body).toMatchObject({ code: 400, msg: '一次最多打包下载50份公文' });
  });
});
