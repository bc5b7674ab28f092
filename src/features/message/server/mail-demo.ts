import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import { sanitizeRichText } from '../../../server/sanitize-html';
import { deliveryRepository } from './delivery-repository';
import { mailRepository } from './mail-repository';
import { mailDemoGrants } from './menus';

const HOUR = 3_600_000;

/**
 * Demo mailbox of admin: two mails from colleagues (one unread, one read) and a draft of admin's.
 * Each received mail also has its bell record (§3 type 3, opening /extend/email), read with the mail,
 * as a mail sent through the service would.
 */
async function bellRecord(tx: Kysely<DB>, m: { mailId: string; subject: string; from: string; to: string; sendTime: number }) {
  const messageId = newId(m.sendTime);
  const bell = deliveryRepository(tx);
  await bell.insertMessage({
    id: messageId, category: 'message', type: 3, title: m.subject, bodyHtml: null, bodyText: null, sourceId: m.mailId, modelId: null, filesJson: null,
    recipientsJson: null, status: 1, creatorUserId: m.from, creatorTime: m.sendTime, lastModifyUserId: null, lastModifyTime: null, releaseUserId: m.from, releaseTime: m.sendTime,
  });
  await bell.insertReceives(messageId, [m.to], { type: 3, title: m.subject, releaseTime: m.sendTime });
}

export async function seedMailDemo(tx: Kysely<DB>, users: Map<string, string>, now: number) {
  for (const [role, module, buttons] of mailDemoGrants) await grantModuleToRole(tx, role, module, buttons);
  const admin = users.get('admin');
  if (!admin) return;
  const repo = mailRepository(tx);
  const mails = [
    { from: users.get('office'), subject: '请审阅本周例会纪要', body: '<p>管理员您好：</p><p>本周例会纪要已整理完毕，请于<strong>周五前</strong>审阅并回复意见。</p>', hoursAgo: 3, read: false },
    { from: users.get('sysadmin'), subject: '系统账号开通情况', body: '<p>各部门账号已全部开通，初始密码已通过短信发送。</p>', hoursAgo: 30, read: true },
  ];
  const ids: string[] = [];
  for (const m of mails) {
    if (!m.from) continue;
    const sendTime = now - m.hoursAgo * HOUR;
    const id = newId(sendTime);
    ids.push(id);
    await repo.insert({
      id, subject: m.subject, bodyHtml: sanitizeRichText(m.body), toJson: JSON.stringify([admin]), ccJson: '[]', filesJson: '[]', replyToId: null, forwardOfId: null,
      status: 1, authorUserId: m.from, authorDeleted: 0, creatorTime: sendTime - HOUR, lastModifyTime: sendTime, sendTime,
    });
    await repo.insertReceives(id, { subject: m.subject, senderUserId: m.from, sendTime }, [admin], []);
    await bellRecord(tx, { mailId: id, subject: m.subject, from: m.from, to: admin, sendTime });
    if (m.read) await repo.markRead(admin, id, sendTime + HOUR);
  }
  const office = users.get('office');
  await repo.insert({
    id: newId(now), subject: '回复：请审阅本周例会纪要', bodyHtml: sanitizeRichText('<p>已收到，周四前回复。</p>'), toJson: JSON.stringify(office ? [office] : []), ccJson: '[]',
    filesJson: '[]', replyToId: ids[0] ?? null, forwardOfId: null, status: 0, authorUserId: admin, authorDeleted: 0, creatorTime: now - HOUR, lastModifyTime: null, sendTime: null,
  });
}
