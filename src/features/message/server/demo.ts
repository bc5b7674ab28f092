import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { NOTICE_STATUS, TEMPLATE_TYPE, type NoticeRecipients } from '../contract';
import { deliveryRepository } from './delivery-repository';
import { seedChatDemo } from './chat-demo';
import { seedMailDemo } from './mail-demo';
import { resolveRecipients } from '../../../server/identity/recipients';

const HOUR = 3_600_000;

const WELCOME_NOTICE = `<h2 style="text-align:center">关于启用轻办协同办公平台的通知</h2>
<p>各部门、各分公司：</p>
<p>集团协同办公平台<strong>轻办</strong>即日起正式启用，请大家使用本人账号登录，并完成以下事项：</p>
<ol><li>核对个人资料与所属部门；</li><li>修改初始密码；</li><li>在<span style="color:#1890ff">消息中心</span>查看公告与待办提醒。</li></ol>
<p class="ql-align-right">集团行政办公室</p>`;

/** The demo: a released notice to everyone, a draft, a few notifications of different types for admin, two templates. */
export async function seedMessageDemo(tx: Kysely<DB>) {
  const users = new Map((await tx.selectFrom('baseUser').select(['id', 'account']).where('account', 'in', ['admin', 'sysadmin', 'office']).execute()).map((u) => [u.account, u.id]));
  const admin = users.get('admin');
  if (!admin) return;
  const staffRole = await tx.selectFrom('baseRole').select('id').where('enCode', '=', 'staff').executeTakeFirst();
  const repo = deliveryRepository(tx);
  const now = Date.now();

  const notice = async (title: string, bodyHtml: string, recipients: NoticeRecipients, releaseTime: number | null) => {
    const id = newId(releaseTime ?? now);
    await repo.insertMessage({
      id, category: 'notice', type: 5, title, bodyHtml: sanitizeRichText(bodyHtml), bodyText: null, sourceId: null, modelId: null, filesJson: '[]',
      recipientsJson: JSON.stringify(recipients), status: releaseTime ? NOTICE_STATUS.released : NOTICE_STATUS.draft, creatorUserId: users.get('office') ?? admin,
      creatorTime: (releaseTime ?? now) - HOUR, lastModifyUserId: null, lastModifyTime: null, releaseUserId: releaseTime ? admin : null, releaseTime,
    });
    if (releaseTime) await repo.insertReceives(id, await resolveRecipients(tx, recipients), { type: 5, title, releaseTime });
    return id;
  };
  const everyone = { all: true, organizeIds: [], roleIds: [], userIds: [] };
  const welcome = await notice('关于启用轻办协同办公平台的通知', WELCOME_NOTICE, everyone, now - 48 * HOUR);
  await notice('2027年春节放假安排', '<p>根据国务院办公厅通知，结合集团实际，现将春节放假安排通知如下：……</p>', { all: false, organizeIds: [], roleIds: staffRole ? [staffRole.id] : [], userIds: [] }, null);
  const sysadmin = users.get('sysadmin');
  if (sysadmin) await tx.updateTable('baseMessageReceive').set({ isRead: 1, readTime: now - 40 * HOUR }).where('messageId', '=', welcome).where('userId', '=', sysadmin).execute();

  const notifications: { type: number; title: string; bodyHtml?: string; bodyText?: string; hoursAgo: number }[] = [
    { type: 1, title: '欢迎使用轻办', bodyHtml: '<p>您好，欢迎使用<strong>轻办</strong>。右上角的铃铛会提醒您新的消息与公告。</p>', hoursAgo: 47 },
    { type: 4, title: '风险提醒：华东分公司有 3 件资产超过保修期', bodyText: '请资产管理员尽快安排检修或报废评估。', hoursAgo: 20 },
    { type: 2, title: '采购申请审批（流程已删除）', bodyText: '{"ERROR":"流程不存在或已被删除"}', hoursAgo: 6 },
    { type: 1, title: '系统维护通知：本周六 22:00–24:00', bodyHtml: '<p>届时系统将<span style="color:#f5222d">暂停服务</span>两小时，请提前保存工作。</p>', hoursAgo: 1 },
  ];
  for (const n of notifications) {
    const releaseTime = now - n.hoursAgo * HOUR;
    const id = newId(releaseTime);
    await repo.insertMessage({
      id, category: 'message', type: n.type, title: n.title, bodyHtml: n.bodyHtml ? sanitizeRichText(n.bodyHtml) : null, bodyText: n.bodyText ?? null, sourceId: null, modelId: null,
      filesJson: null, recipientsJson: null, status: NOTICE_STATUS.released, creatorUserId: null, creatorTime: releaseTime, lastModifyUserId: null, lastModifyTime: null, releaseUserId: null, releaseTime,
    });
    await repo.insertReceives(id, [admin], { type: n.type, title: n.title, releaseTime });
  }

  const templates = [
    { fullName: '流程待办提醒', enCode: 'flow.todo', templateType: TEMPLATE_TYPE.system, messageSource: 2, title: '{flowName}待您审批', content: '<p>{startUser}于{startTime}发起的<strong>{flowName}</strong>等待您审批。</p>', sortCode: 1 },
    { fullName: '会议通知', enCode: 'meeting.notice', templateType: TEMPLATE_TYPE.custom, messageSource: 1, title: '会议通知：{meetingName}', content: '<p>请于<strong>{meetingTime}</strong>到{room}参加{meetingName}。</p>', sortCode: 2 },
  ];
  for (const t of templates) {
    await tx.insertInto('baseMessageTemplate').values({ id: newId(), ...t, enabledMark: 1, description: null, creatorUserId: admin, creatorTime: now, lastModifyUserId: null, lastModifyTime: null }).execute();
  }
  await seedMailDemo(tx, users, now);
  await seedChatDemo(tx);
}
