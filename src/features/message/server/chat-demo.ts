import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { pairKeyOf, previewOf, type ChatMessageRow } from '../contract';
import { chatRepository } from './chat-repository';

const MINUTE = 60_000;

/** Conversations between demo people, so the chat drawer shows something on the first start. */
const DEMO_CHATS: { a: string; b: string; lines: [from: 'a' | 'b', text: string, minutesAgo: number][]; readByA?: boolean }[] = [
  {
    a: 'admin', b: 'office', lines: [
      ['b', '您好，下周一的部门例会改到三楼会议室了[微笑]', 180],
      ['a', '收到[强]，我通知一下信息技术部。', 176],
      ['b', '会议材料我已经放到文档中心，麻烦帮忙看一下。', 25],
    ],
  },
  {
    a: 'admin', b: 'sysadmin', readByA: true, lines: [
      ['a', '新系统的权限配置都检查过了吗？', 26 * 60],
      ['b', '检查过了，角色和菜单都已同步[OK]', 25 * 60],
    ],
  },
  {
    a: 'wh01', b: 'wh02', lines: [
      ['a', '华南仓这周的盘点什么时候开始？', 300],
      ['b', '周三上午，扫码枪已经准备好了[胜利]', 290],
    ],
  },
];

export async function seedChatDemo(tx: Kysely<DB>) {
  const accounts = [...new Set(DEMO_CHATS.flatMap((c) => [c.a, c.b]))];
  const ids = new Map((await tx.selectFrom('baseUser').select(['id', 'account']).where('account', 'in', accounts).execute()).map((u) => [u.account, u.id]));
  const repo = chatRepository(tx);
  const now = Date.now();
  for (const chat of DEMO_CHATS) {
    const a = ids.get(chat.a);
    const b = ids.get(chat.b);
    if (!a || !b) continue;
    for (const [from, text, minutesAgo] of chat.lines) {
      const [sender, receiver] = from === 'a' ? [a, b] : [b, a];
      const sendTime = now - minutesAgo * MINUTE;
      const message: ChatMessageRow = { id: newId(sendTime), pairKey: pairKeyOf(a, b), sendUserId: sender, receiveUserId: receiver, contentType: 'text', content: text, sendTime };
      await repo.insertMessage({ ...message, searchText: text });
      for (const owner of [a, b].sort()) await repo.takeMessage(owner, owner === a ? b : a, message, previewOf('text', text), owner !== sender);
    }
    // The replier has read what came before their reply; the last message waits unless told read.
    for (const [owner, peer] of [[a, b], [b, a]] as const) {
      const side = (await repo.side(owner, peer))!;
      const lastOwn = Math.max(0, ...chat.lines.filter(([from]) => (from === 'a' ? a : b) === owner).map(([, , m]) => now - m * MINUTE));
      await repo.setWatermarks(side, owner === a && chat.readByA ? now : lastOwn);
    }
  }
}
