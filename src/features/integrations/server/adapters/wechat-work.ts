import { VENDOR_NAMES } from '../../contract';
import { makeAdapter, type VendorApi } from './adapter';

/** 企业微信 forbids \:*?"<>| in a department name; it allows 1–64 characters. */
const deptName = (name: string) => name.replace(/[\\:*?"<>|]/g, '').slice(0, 64) || '未命名部门';
/** 企业微信 sorts larger `order` first; ours sorts smaller sortCode first. */
const orderOf = (sortCode: number) => Math.max(0, 100_000 - sortCode);

/**
 * 企业微信 server API (qyapi.weixin.qq.com): cgi-bin/gettoken, department/create|update,
 * user/create|update, message/send. Department ids are 32-bit integers; member ids are our accounts.
 */
export const wechatWorkApi: VendorApi = {
  vendor: 'wechatWork',
  name: VENDOR_NAMES.wechatWork,
  known: {
    40001: 'Secret 不正确，请核对应用的 Secret',
    40013: 'CorpID 不正确，请核对企业 ID',
    40056: 'AgentId 不正确，请核对应用的 AgentId',
    60011: '应用没有通讯录或该部门的管理权限',
    60008: '部门名称已存在',
    60104: '手机号码在企业内已存在',
  },
  tokenInvalid: [40014, 42001],
  userExists: 60102,
  maxRecipients: 1000,

  async getToken(http, c) {
    const r = await http.get('/cgi-bin/gettoken', { corpid: c.corpId, corpsecret: c.secret });
    return { accessToken: String(r.access_token), expiresIn: Number(r.expires_in ?? 7200) };
  },
  async createDepartment(http, token, d) {
    const r = await http.post('/cgi-bin/department/create', { access_token: token }, { name: deptName(d.name), parentid: Number(d.parentRemoteId), order: orderOf(d.sortCode) });
    return String(r.id);
  },
  async updateDepartment(http, token, remoteId, d) {
    await http.post('/cgi-bin/department/update', { access_token: token }, { id: Number(remoteId), name: deptName(d.name), parentid: Number(d.parentRemoteId), order: orderOf(d.sortCode) });
  },
  async createUser(http, token, u) {
    await http.post('/cgi-bin/user/create', { access_token: token }, member(u, u.userId));
    return u.userId;
  },
  async updateUser(http, token, remoteId, u) {
    await http.post('/cgi-bin/user/update', { access_token: token }, member(u, remoteId));
  },
  async sendMessage(http, token, agentId, toUserIds, kind, content) {
    const body = kind === 'text'
      ? { text: { content: content.text ? `${content.title}\n${content.text}` : content.title } }
      : { markdown: { content: `**${content.title}**${content.text ? `\n${content.text}` : ''}` } };
    const r = await http.post('/cgi-bin/message/send', { access_token: token }, { touser: toUserIds.join('|'), msgtype: kind, agentid: Number(agentId), ...body, safe: 0 });
    const invalid = String(r.invaliduser ?? '');
    return { invalid: invalid ? invalid.split('|') : [] };
  },
};

function member(u: { name: string; mobile: string | null; email: string | null; position: string | null; departmentRemoteIds: string[] }, userid: string) {
  const department = u.departmentRemoteIds.map(Number);
  return {
    userid, name: u.name.slice(0, 64), department, main_department: department[0],
    ...(u.mobile ? { mobile: u.mobile } : {}), ...(u.email ? { email: u.email } : {}), ...(u.position ? { position: u.position.slice(0, 128) } : {}),
  };
}

export const wechatWorkAdapter = makeAdapter(wechatWorkApi);
