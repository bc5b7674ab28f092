import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Msg } from '../../src/contract/codes';
import { MESSAGE_MSG, TEMPLATE_MSG, type TemplateInfo, type TemplateRow } from '../../src/features/message/contract';
import { readConfig } from '../../src/server/config';
import { createContext, type ServerContext } from '../../src/server/context';
import { featureRegistry } from '../../src/server/features';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { messageApi, type Page } from './message-fixtures';

const base = '/api/message/MessageTemplateConfig';
const meeting = { fullName: '培训通知', enCode: 'train.notice', messageSource: 1, title: '培训：{course}', content: '<p>请{name}于{time}到{room}参加<b>{course}</b>。</p>' };

describe(`消息模板 and ctx.notify: templates, copies, the type list, sending from another feature (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;
  let sysadmin: string;
  let ctx: ServerContext;

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
    sysadmin = await t.login('sysadmin');
    // What another feature holds: the server context (its own socket hub; the database is the app's).
    ctx = createContext(readConfig({}), t.database, t.app.log, featureRegistry);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string> = {}, token = sysadmin) => call<Page<TemplateRow>>(t, 'GET', base, { token, query });

  it('lists the demo templates with the checked sort and filters; others may not', async () => {
    const page = await list();
    expect(page.body.data.list.map((r) => [r.enCode, r.templateType, r.messageSource])).toEqual([['flow.todo', 1, 2], ['meeting.notice', 2, 1]]);
    expect((await list({ messageSource: '2' })).body.data.list.map((r) => r.enCode)).toEqual(['flow.todo']);
    expect((await list({ keyword: '会议' })).body.data.pagination.total).toBe(1);
    expect((await list({ sidx: 'content' })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: Msg.sortFieldInvalid });
    expect((await list({}, await t.login('wh01'))).body.code).toBe(Code.FORBIDDEN);
  });

  it('creates, reads with its parameters, edits and deletes a template; codes and names stay unique', async () => {
    const created = await call<{ id: string }>(t, 'POST', base, { token: sysadmin, body: meeting });
    expect(created.body).toMatchObject({ code: Code.OK, msg: Msg.created });
    const id = created.body.data.id;
    const info = await call<TemplateInfo>(t, 'GET', `${base}/${id}`, { token: sysadmin });
    expect(info.body.data).toMatchObject({ fullName: '培训通知', templateType: 2, enabledMark: 1, creatorUser: '李静', params: ['course', 'name', 'time', 'room'] });
    expect((await call(t, 'POST', base, { token: sysadmin, body: { ...meeting, fullName: '另一个' } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: TEMPLATE_MSG.codeExists });
    expect((await call(t, 'POST', base, { token: sysadmin, body: { ...meeting, enCode: 'other' } })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: TEMPLATE_MSG.nameExists });
    expect((await call(t, 'POST', base, { token: sysadmin, body: { ...meeting, enCode: '.bad', fullName: 'x' } })).body.code).toBe(Code.BAD_REQUEST);
    expect((await call(t, 'POST', base, { token: sysadmin, body: { ...meeting, enCode: 'x9', fullName: 'x9', messageSource: 8 } })).body.msg).toBe(MESSAGE_MSG.typeInvalid);

    const edited = await call(t, 'PUT', `${base}/${id}`, { token: sysadmin, body: { ...meeting, title: '培训提醒：{course}', enabledMark: 0 } });
    expect(edited.body).toMatchObject({ code: Code.OK, msg: Msg.updated });
    expect((await call<TemplateInfo>(t, 'GET', `${base}/${id}`, { token: sysadmin })).body.data).toMatchObject({ title: '培训提醒：{course}', enabledMark: 0, lastModifyTime: expect.any(Number) });
    expect((await call(t, 'DELETE', `${base}/${id}`, { token: sysadmin })).body).toMatchObject({ code: Code.OK, msg: Msg.deleted });
    expect((await call(t, 'GET', `${base}/${id}`, { token: sysadmin })).body).toMatchObject({ code: Code.NOT_FOUND, msg: MESSAGE_MSG.deleted });
  });

  it('copies a template as a disabled custom one; a system template stays', async () => {
    const system = (await list({ keyword: 'flow.todo' })).body.data.list[0]!;
    const copy = await call<{ id: string }>(t, 'POST', `${base}/copy/${system.id}`, { token: sysadmin });
    expect(copy.body.code).toBe(Code.OK);
    const info = (await call<TemplateInfo>(t, 'GET', `${base}/${copy.body.data.id}`, { token: sysadmin })).body.data;
    expect(info).toMatchObject({ templateType: 2, enabledMark: 0, messageSource: 2, title: system.title, fullName: expect.stringMatching(/^流程待办提醒副本\d{5}$/), enCode: expect.stringMatching(/^flow\.todo\.copy\d{5}$/) });
    // The copy passes the form's own rules, so it can be edited as it is.
    expect((await call(t, 'PUT', `${base}/${info.id}`, { token: sysadmin, body: { ...info, enabledMark: 1, description: null } })).body.code).toBe(Code.OK);
    expect((await call(t, 'DELETE', `${base}/${system.id}`, { token: sysadmin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: TEMPLATE_MSG.systemNoDelete });
    expect((await call(t, 'DELETE', `${base}/${info.id}`, { token: sysadmin })).body.code).toBe(Code.OK);
  });

  it('answers the type lists: message types, template types, channels', async () => {
    const types = await call<{ fullName: string; enCode: string }[]>(t, 'POST', '/api/message/MessageDataType/getTypeList/1', { token: await t.login('wh01') });
    expect(types.body.data.map((x) => x.enCode)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(types.body.data[4]).toEqual({ enCode: '5', fullName: '公告' });
    expect((await call(t, 'POST', '/api/message/MessageDataType/getTypeList/2', { token: sysadmin })).body.data).toEqual([{ enCode: '1', fullName: '系统模板' }, { enCode: '2', fullName: '自定义模板' }]);
    expect((await call(t, 'POST', '/api/message/MessageDataType/getTypeList/4', { token: sysadmin })).body).toMatchObject({ code: Code.BAD_REQUEST, msg: TEMPLATE_MSG.typeListInvalid });
  });

  it('lets another feature send a template through ctx.notify: placeholders filled, values escaped', async () => {
    const wh01 = await t.login('wh01');
    const to = [await api.userId('wh01'), await api.userId('wh02')];
    const sent = await ctx.notify.sendTemplate({
      templateCode: 'flow.todo', toUserIds: to, fromUserId: await api.userId('office'), bodyText: '{"flowId":"f1"}',
      params: { flowName: '采购申请', startUser: '<img src=x onerror=alert(1)>张敏', startTime: '2026-11-25 09:00' },
    });
    expect(sent.delivered).toBe(2);
    const row = (await api.list(wh01, { type: '2' })).body.data.list[0]!;
    expect(row).toMatchObject({ id: sent.messageId, title: '采购申请待您审批', releaseUser: '张敏', bodyText: '{"flowId":"f1"}' });
    const body = (await api.readInfo(wh01, row.id)).body.data.bodyHtml!;
    expect(body).toBe('<p>&lt;img src=x onerror=alert(1)&gt;张敏于2026-11-25 09:00发起的<strong>采购申请</strong>等待您审批。</p>');

    expect(await ctx.notify.sendTemplate({ templateCode: 'no.such', toUserIds: to, params: {} })).toEqual({ messageId: null, delivered: 0 });
    await t.db.updateTable('baseMessageTemplate').set({ enabledMark: 0 }).where('enCode', '=', 'meeting.notice').execute();
    expect((await ctx.notify.sendTemplate({ templateCode: 'meeting.notice', toUserIds: to, params: {} })).delivered).toBe(0);
  });

  it('sends plain notifications: one record per enabled recipient, each once', async () => {
    const [wh01, nomenu] = [await api.userId('wh01'), await api.userId('nomenu')];
    await t.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', nomenu).execute();
    const sent = await ctx.notify.send({ toUserIds: [wh01, wh01, nomenu, 'nobody'], type: 4, title: '  风险提醒：盘点差异  ', sourceId: 'inv-1', fileIds: ['f-1'] });
    expect(sent.delivered).toBe(1);
    expect(await api.holders(sent.messageId!)).toEqual([wh01]);
    const info = (await api.readInfo(await t.login('wh01'), sent.messageId!)).body.data;
    expect(info).toMatchObject({ title: '风险提醒：盘点差异', type: 4, sourceId: 'inv-1', fileIds: ['f-1'], releaseUser: null, bodyHtml: null });
    expect(await ctx.notify.send({ toUserIds: [], type: 1, title: 'x' })).toEqual({ messageId: null, delivered: 0 });
    await expect(ctx.notify.send({ toUserIds: [wh01], type: 9 as 1, title: 'x' })).rejects.toThrow(/type/);
  });
});
