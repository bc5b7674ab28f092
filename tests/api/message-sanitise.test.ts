import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateInfo } from '../../src/features/message/contract';
import { readConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { featureRegistry } from '../../src/server/features';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';
import { messageApi } from './message-fixtures';

/** What the §9 toolbar makes (quill classes and tiptap styles), each of which must survive. */
const KEPT = [
  '<h1>一级标题</h1>', '<h3>三级标题</h3>', '<h6>六级标题</h6>',
  '<p class="ql-size-large">大号字</p>', '<p><span style="font-size:18px">18px</span></p>',
  '<p><span style="color:#f5222d;background-color:rgb(255, 255, 0)">彩色</span></p>',
  '<ol><li>一</li><li class="ql-indent-1">缩进</li></ol>', '<ul><li>项目</li></ul>',
  '<p class="ql-align-center">居中</p>', '<p style="text-align:right">右对齐</p>', '<p style="margin-left:2em">缩进段落</p>',
  '<p><a href="https://qingban.example.cn/doc">链接</a> <a href="mailto:office@demo.qingban.cn">邮件</a></p>',
  '<p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除线</s></p>',
  '<p><img src="/api/file/Image/annexpic/0193a8b2-1c2d-7e3f-8a4b-5c6d7e8f9a0b.png" alt="图" /></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo=" /></p>',
];
const ATTACKS = [
  '<script>alert("x")</script>',
  '<img src="/api/file/Image/annexpic/a.png" onerror="alert(1)">',
  '<img src="https://tracker.example.com/pixel.gif">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">数据</a>',
  '<p onclick="steal()" style="position:fixed;background:url(javascript:alert(1))">样式</p>',
  '<iframe src="https://example.com"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<form action="https://example.com"><input name="password"></form>',
  '<style>body{display:none}</style>',
];
const DIRTY = [...KEPT, ...ATTACKS].join('');

function expectClean(html: string) {
  for (const piece of KEPT) expect(html).toContain(piece);
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|<form|<input|<style|tracker\.example|position:fixed|data:text/i);
  // What an attack left behind is harmless text or an empty link.
  expect(html).toContain('<a>点我</a>');
  expect(html).toContain('<p>样式</p>');
}

describe(`stored HTML is sanitised: notices, templates, notifications (${testDialect})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof messageApi>;
  let sysadmin: string;

  beforeAll(async () => {
    t = await startTestApp();
    api = messageApi(t);
    sysadmin = await t.login('sysadmin');
  });
  afterAll(() => t.close());

  it('keeps the toolbar\'s formatting and drops scripts, handlers, foreign images and unsafe links from a notice', async () => {
    const wh01 = await api.userId('wh01');
    const id = (await api.createNotice(sysadmin, { title: '格式测试', bodyHtml: DIRTY, recipients: { userIds: [wh01] } })).body.data.id;
    const stored = (await t.db.selectFrom('baseMessage').select('bodyHtml').where('id', '=', id).executeTakeFirstOrThrow()).bodyHtml!;
    expectClean(stored);
    expect((await api.notice(sysadmin, id)).body.data.bodyHtml).toBe(stored);

    await call(t, 'PUT', `/api/message/${id}`, { token: sysadmin, body: { title: '格式测试', bodyHtml: `<p>改</p>${ATTACKS.join('')}`, recipients: { userIds: [wh01] } } });
    await api.release(sysadmin, id);
    const read = (await api.readInfo(await t.login('wh01'), id)).body.data.bodyHtml!;
    expect(read).toMatch(/^<p>改<\/p>/);
    expect(read).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  });

  it('sanitises a template\'s content and a notification another feature sends', async () => {
    const created = await call<{ id: string }>(t, 'POST', '/api/message/MessageTemplateConfig', {
      token: sysadmin, body: { fullName: '格式模板', enCode: 'format.test', messageSource: 1, title: '标题{x}', content: `${DIRTY}<p>{x}</p>` },
    });
    const content = (await call<TemplateInfo>(t, 'GET', `/api/message/MessageTemplateConfig/${created.body.data.id}`, { token: sysadmin })).body.data.content;
    expectClean(content);
    expect(content).toContain('<p>{x}</p>');

    const ctx = createContext(readConfig({}), t.database, t.app.log, featureRegistry);
    const sent = await ctx.notify.send({ toUserIds: [await api.userId('wh02')], type: 1, title: '通知', bodyHtml: DIRTY });
    const stored = (await t.db.selectFrom('baseMessage').select('bodyHtml').where('id', '=', sent.messageId!).executeTakeFirstOrThrow()).bodyHtml!;
    expectClean(stored);
  });
});
