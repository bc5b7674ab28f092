import { VENDOR_NAMES } from '../../contract';
import { makeAdapter, type UserItem, type VendorApi } from './adapter';

/** 钉钉 forbids '-' and ',' in a department name; it allows 1–64 characters. */
const deptName = (name: string) => name.replace(/[-,，]/g, '').slice(0, 64) || '未命名部门';

/**
 * 钉钉 server API (oapi.dingtalk.com): gettoken, topapi/v2/department/create|update,
 * topapi/v2/user/create|update, topapi/message/corpconversation/asyncsend_v2 (a work notice from
 * the app AgentId). Department ids are numbers; member ids are our accounts.
 */
export const dingTalkApi: VendorApi = {
  vendor: 'dingTalk',
  name: VENDOR_NAMES.dingTalk,
  known: {
    40089: 'AppKey 或 AppSecret 不正确，请核对应用凭证',
    60011: '应用没有通讯录或该部门的管理权限',
    60104: '手机号码在企业内已存在',
  },
  tokenInvalid: [40014, 42001],
  userExists: 60102,
  maxRecipients: 100,

  async getToken(http, c) {
    const r = await http.get('/gettoken', { appkey: c.corpId, appsecret: c.secret });
    return { accessToken: String(r.access_token), expiresIn: Number(r.expires_in ?? 7200) };
  },
  async createDepartment(http, token, d) {
    const r = await http.post('/topapi/v2/department/create', { access_token: token }, { name: deptName(d.name), parent_id: Number(d.parentRemoteId), order: d.sortCode });
    return String((r.result as { dept_id: number }).dept_id);
  },
  async updateDepartment(http, token, remoteId, d) {
    await http.post('/topapi/v2/department/update', { access_token: token }, { dept_id: Number(remoteId), name: deptName(d.name), parent_id: Number(d.parentRemoteId), order: d.sortCode });
  },
  async createUser(http, token, u) {
    const r = await http.post('/topapi/v2/user/create', { access_token: token }, { ...member(u, u.userId), ...(u.mobile ? { mobile: u.mobile } : {}) });
    return String((r.result as { userid?: string } | undefined)?.userid ?? u.userId);
  },
  async updateUser(http, token, remoteId, u) {
    await http.post('/topapi/v2/user/update', { access_token: token }, member(u, remoteId));
  },
  async sendMessage(http, token, agentId, toUserIds, kind, content) {
    const msg = kind === 'text'
      ? { msgtype: 'text', text: { content: content.text ? `${content.title}\n${content.text}` : content.title } }
      : { msgtype: 'markdown', markdown: { title: content.title, text: `### ${content.title}${content.text ? `\n${content.text}` : ''}` } };
    await http.post('/topapi/message/corpconversation/asyncsend_v2', { access_token: token }, { agent_id: Number(agentId), userid_list: toUserIds.join(','), msg });
    // Asynchronous on 钉钉's side: refusals per member are not in the answer.
    return { invalid: [] };
  },
};

function member(u: UserItem, userid: string) {
  return {
    userid, name: u.name.slice(0, 80), dept_id_list: u.departmentRemoteIds.join(','),
    ...(u.email ? { email: u.email } : {}), ...(u.position ? { title: u.position.slice(0, 200) } : {}),
  };
}

export const dingTalkAdapter = makeAdapter(dingTalkApi);
