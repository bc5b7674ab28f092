import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the vendor endpoints the integrations feature calls (ADR 0038): 企业微信 under
 * /wx (cgi-bin/gettoken, department/create|update|list, user/create|update|list, message/send) and
 * 钉钉 under /dd (gettoken, topapi/v2/department/create|update|listsub, topapi/v2/user/create|update,
 * topapi/message/corpconversation/asyncsend_v2). Request and answer shapes follow the vendors'
 * documentation; state is in memory. Only what our calls need is checked, with the vendors' errcodes.
 */
export interface StubDept { id: number; name: string; parentid: number; order: number }
export interface StubUser { userid: string; name: string; department: number[]; mobile?: string; email?: string; position?: string }
export interface StubMessage { touser: string[]; msgtype: string; agentid: number; content: string }

export const STUB_CREDENTIALS = {
  wechatWork: { corpId: 'wwstubcorp01', secret: 'wx-secret-0123456789' },
  dingTalk: { corpId: 'dingstubappkey', secret: 'dd-secret-9876543210' },
} as const;

function vendorState() {
  return {
    depts: new Map<number, StubDept>([[1, { id: 1, name: '根部门', parentid: 0, order: 0 }]]),
    users: new Map<string, StubUser>(),
    messages: [] as StubMessage[],
    tokens: new Set<string>(),
    /** Every call, in order: 'department/create' … */
    calls: [] as string[],
    nextDept: 2,
    tokenCalls: 0,
  };
}
export type VendorState = ReturnType<typeof vendorState>;

type Json = Record<string, unknown>;

export async function startVendorStub() {
  const wx = vendorState();
  const dd = vendorState();
  let seq = 0;

  function wechat(path: string, q: URLSearchParams, body: Json): Json {
    const s = wx;
    if (path === 'cgi-bin/gettoken') {
      s.tokenCalls += 1;
      if (q.get('corpid') !== STUB_CREDENTIALS.wechatWork.corpId) return { errcode: 40013, errmsg: 'invalid corpid' };
      if (q.get('corpsecret') !== STUB_CREDENTIALS.wechatWork.secret) return { errcode: 40001, errmsg: 'invalid credential, hint: [1700000000_1_abc], from ip: 127.0.0.1, more info at https://open.work.weixin.qq.com/devtool/query?e=40001' };
      const token = `wxtok${++seq}`;
      s.tokens.add(token);
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 };
    }
    if (!s.tokens.has(q.get('access_token') ?? '')) return { errcode: 40014, errmsg: 'invalid access_token' };
    s.calls.push(path.replace('cgi-bin/', ''));
    switch (path) {
      case 'cgi-bin/department/create': {
        const parent = Number(body.parentid);
        if (!s.depts.has(parent)) return { errcode: 60004, errmsg: 'parent department not found' };
        const id = s.nextDept++;
        s.depts.set(id, { id, name: String(body.name), parentid: parent, order: Number(body.order ?? 0) });
        return { errcode: 0, errmsg: 'created', id };
      }
      case 'cgi-bin/department/update': {
        const d = s.depts.get(Number(body.id));
        if (!d) return { errcode: 60003, errmsg: 'department not found' };
        if (body.parentid !== undefined && !s.depts.has(Number(body.parentid))) return { errcode: 60004, errmsg: 'parent department not found' };
        Object.assign(d, { name: String(body.name ?? d.name), parentid: Number(body.parentid ?? d.parentid), order: Number(body.order ?? d.order) });
        return { errcode: 0, errmsg: 'updated' };
      }
      case 'cgi-bin/department/list':
        return { errcode: 0, errmsg: 'ok', department: [...s.depts.values()] };
      case 'cgi-bin/user/create': {
        const userid = String(body.userid);
        if (s.users.has(userid)) return { errcode: 60102, errmsg: 'userid existed' };
        const department = (body.department as number[] | undefined) ?? [];
        if (!department.length || department.some((d) => !s.depts.has(d))) return { errcode: 60003, errmsg: 'department not found' };
        if (!body.mobile && !body.email) return { errcode: 60129, errmsg: 'mobile and email all empty' };
        s.users.set(userid, { userid, name: String(body.name), department, ...pick(body, ['mobile', 'email', 'position']) });
        return { errcode: 0, errmsg: 'created' };
      }
      case 'cgi-bin/user/update': {
        const u = s.users.get(String(body.userid));
        if (!u) return { errcode: 60111, errmsg: 'userid not found' };
        Object.assign(u, { name: String(body.name ?? u.name), department: (body.department as number[] | undefined) ?? u.department, ...pick(body, ['mobile', 'email', 'position']) });
        return { errcode: 0, errmsg: 'updated' };
      }
      case 'cgi-bin/user/list': {
        const dept = Number(q.get('department_id'));
        return { errcode: 0, errmsg: 'ok', userlist: [...s.users.values()].filter((u) => u.department.includes(dept)) };
      }
      case 'cgi-bin/message/send': {
        const touser = String(body.touser).split('|');
        const invalid = touser.filter((u) => !s.users.has(u));
        const msgtype = String(body.msgtype);
        const content = String(((body[msgtype] as Json | undefined)?.content) ?? '');
        s.messages.push({ touser: touser.filter((u) => s.users.has(u)), msgtype, agentid: Number(body.agentid), content });
        return { errcode: 0, errmsg: 'ok', invaliduser: invalid.join('|'), msgid: `msg${seq}` };
      }
      default:
        return { errcode: 404, errmsg: `unknown path ${path}` };
    }
  }

  function dingtalk(path: string, q: URLSearchParams, body: Json): Json {
    const s = dd;
    if (path === 'gettoken') {
      s.tokenCalls += 1;
      if (q.get('appkey') !== STUB_CREDENTIALS.dingTalk.corpId || q.get('appsecret') !== STUB_CREDENTIALS.dingTalk.secret) return { errcode: 40089, errmsg: '不合法的corpid或corpsecret' };
      const token = `ddtok${++seq}`;
      s.tokens.add(token);
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 };
    }
    if (!s.tokens.has(q.get('access_token') ?? '')) return { errcode: 40014, errmsg: '不合法的access_token' };
    s.calls.push(path.replace('topapi/v2/', '').replace('topapi/', ''));
    const ok = (extra: Json = {}) => ({ errcode: 0, errmsg: 'ok', request_id: `req${++seq}`, ...extra });
    switch (path) {
      case 'topapi/v2/department/create': {
        const parent = Number(body.parent_id);
        if (!s.depts.has(parent)) return { errcode: 60004, errmsg: '父部门不存在' };
        const id = s.nextDept++ * 1000;
        s.depts.set(id, { id, name: String(body.name), parentid: parent, order: Number(body.order ?? 0) });
        return ok({ result: { dept_id: id } });
      }
      case 'topapi/v2/department/update': {
        const d = s.depts.get(Number(body.dept_id));
        if (!d) return { errcode: 60003, errmsg: '部门不存在' };
        Object.assign(d, { name: String(body.name ?? d.name), parentid: Number(body.parent_id ?? d.parentid), order: Number(body.order ?? d.order) });
        return ok();
      }
      case 'topapi/v2/department/listsub':
        return ok({ result: [...s.depts.values()].filter((d) => d.parentid === Number(body.dept_id ?? 1)).map((d) => ({ dept_id: d.id, name: d.name, parent_id: d.parentid })) });
      case 'topapi/v2/user/create': {
        const userid = String(body.userid);
        if (s.users.has(userid)) return { errcode: 60102, errmsg: '该userid在公司中已存在' };
        if (!body.mobile) return { errcode: 40035, errmsg: '缺少参数 mobile' };
        const department = String(body.dept_id_list ?? '').split(',').filter(Boolean).map(Number);
        if (!department.length || department.some((d) => !s.depts.has(d))) return { errcode: 60003, errmsg: '部门不存在' };
        s.users.set(userid, { userid, name: String(body.name), department, mobile: String(body.mobile), ...pick(body, ['email']), ...(body.title ? { position: String(body.title) } : {}) });
        return ok({ result: { userid, unionid: `u${userid}` } });
      }
      case 'topapi/v2/user/update': {
        const u = s.users.get(String(body.userid));
        if (!u) return { errcode: 60121, errmsg: '找不到该用户' };
        const department = body.dept_id_list ? String(body.dept_id_list).split(',').map(Number) : u.department;
        Object.assign(u, { name: String(body.name ?? u.name), department, ...(body.title ? { position: String(body.title) } : {}) });
        return ok();
      }
      case 'topapi/message/corpconversation/asyncsend_v2': {
        const msg = body.msg as { msgtype: string; text?: { content: string }; markdown?: { text: string } };
        s.messages.push({ touser: String(body.userid_list).split(','), msgtype: msg.msgtype, agentid: Number(body.agent_id), content: msg.text?.content ?? msg.markdown?.text ?? '' });
        return ok({ task_id: ++seq });
      }
      default:
        return { errcode: 404, errmsg: `unknown path ${path}` };
    }
  }

  /** What the next requests get instead: an HTTP status, a hang (timeout), or nothing special. */
  let mode: 'ok' | 'http503' | 'hang' = 'ok';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (mode === 'hang') return;
      if (mode === 'http503') {
        res.writeHead(503).end('busy');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stub');
      let body: Json;
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ errcode: 47001, errmsg: 'data format invalid' }));
        return;
      }
      const [, prefix, ...rest] = url.pathname.split('/');
      const path = rest.join('/');
      const answer = prefix === 'wx' ? wechat(path, url.searchParams, body) : prefix === 'dd' ? dingtalk(path, url.searchParams, body) : { errcode: 404, errmsg: 'not found' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    wx,
    dd,
    baseUrl: { wechatWork: `http://127.0.0.1:${port}/wx`, dingTalk: `http://127.0.0.1:${port}/dd` },
    setMode: (m: typeof mode) => void (mode = m),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
export type VendorStub = Awaited<ReturnType<typeof startVendorStub>>;

/** An address nothing listens on (a server opened and closed again). */
export async function deadAddress(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function pick(body: Json, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) if (body[k] !== undefined && body[k] !== '') out[k] = String(body[k]);
  return out;
}
