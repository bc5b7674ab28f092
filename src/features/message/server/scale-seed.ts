import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { insertInBatches } from '../../../server/db/batch-insert';
import type { DB } from '../../../server/db/schema';
import type { ScaleEnv } from '../../../server/modules/feature-module';
import { MESSAGE_TYPE_NAME, type MessageType } from '../contract';

const TYPES: MessageType[] = [1, 2, 4, 6, 3, 5];
const SUBJECTS = ['采购申请', '合同审批', '资产盘点', '费用报销', '请假申请', '会议纪要', '设备维修', '用车申请'];

/**
 * `seed --scale N`: N notifications for admin (the message centre at 100,000 for one user, which
 * the bench measures) and each also for one generated person, so the records table holds 2N rows of
 * many users.
 */
export async function seedScaleMessages(tx: Kysely<DB>, { count, departments, now }: ScaleEnv): Promise<number> {
  const admin = await tx.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirst();
  if (!admin) return 0;
  const people = departments.flatMap((d) => d.people.map((p) => p.id));
  const messages = [];
  const receives = [];
  for (let i = 0; i < count; i++) {
    const type = TYPES[i % TYPES.length]!;
    const releaseTime = now - (count - i) * 60_000;
    const id = newId(releaseTime);
    const title = `${MESSAGE_TYPE_NAME[type]}：${SUBJECTS[i % SUBJECTS.length]} 第${i + 1}号`;
    messages.push({
      id, category: 'message' as const, type, title, bodyHtml: `<p>${title}</p>`, bodyText: type === 2 ? `{"flowId":"scale${i}"}` : null, sourceId: null, modelId: null,
      filesJson: null, recipientsJson: null, status: 1, creatorUserId: null, creatorTime: releaseTime, lastModifyUserId: null, lastModifyTime: null, releaseUserId: null, releaseTime,
    });
    const isRead = i % 3 === 0 ? 1 : 0;
    receives.push({ id: newId(releaseTime), messageId: id, userId: admin.id, type, title, isRead, readTime: isRead ? releaseTime : null, releaseTime });
    const person = people[i % Math.max(1, people.length)];
    if (person) receives.push({ id: newId(releaseTime), messageId: id, userId: person, type, title, isRead: 0, readTime: null, releaseTime });
  }
  await insertInBatches(tx, 'baseMessage', messages);
  await insertInBatches(tx, 'baseMessageReceive', receives);
  return count;
}
