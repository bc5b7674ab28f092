import { describe, expect, it } from 'vitest';
import type { ChatMessageRow } from '@/features/message/contract';
import type { LocalMessage, LocalSide } from './keys';
import { buildConversations, mergeMessages, nearBottom, nearTop, readOnArrival, unreadTotal } from './rules';

const m = (id: string, sendTime: number, from = 'b', pairKey = 'a:b'): ChatMessageRow => ({ id, pairKey, sendUserId: from, receiveUserId: from === 'a' ? 'b' : 'a', contentType: 'text', content: id, sendTime });
const side = (peer: string, patch: Partial<LocalSide> = {}): LocalSide => ({
  id: `s-${peer}`, ownerUserId: 'a', peerUserId: peer, pairKey: `a:${peer}`, unread: 0, readTime: 0, clearedTime: 0, hidden: 0,
  lastMessageId: null, lastSendUserId: null, lastType: null, lastContent: null, lastTime: 0, ...patch,
});

describe('chat rules', () => {
  it('merges device rows and history pages once each, oldest first, leaving out what I deleted', () => {
    const device = [m('3', 30), m('4', 40)];
    const history = [m('1', 10), m('2', 20), { ...m('3', 30), content: 'old copy' }];
    expect(mergeMessages(device, history, 0).map((x) => [x.id, x.content])).toEqual([['1', '1'], ['2', '2'], ['3', '3'], ['4', '4']]);
    expect(mergeMessages(device, history, 20).map((x) => x.id)).toEqual(['3', '4']);
    // One millisecond, two messages: the id decides, the same way every time.
    expect(mergeMessages([m('b', 5), m('a', 5)], [], 0).map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('lists conversations newest first with their last message, the device\'s when it is newer', () => {
    const sides = [
      side('b', { unread: 2, lastMessageId: 'x', lastType: 'text', lastContent: '服务器上的', lastSendUserId: 'b', lastTime: 50 }),
      side('c', { lastMessageId: 'y', lastType: 'image', lastContent: '图.png', lastSendUserId: 'c', lastTime: 70 }),
      side('d', { hidden: 1, readTime: 100, lastTime: 90, lastMessageId: 'z', lastType: 'text', lastContent: '移除了' }),
    ];
    const newest = new Map<string, LocalMessage>([['a:b', { ...m('mine', 80, 'a'), _version: 0 } as LocalMessage], ['a:e', { ...m('first', 60, 'a', 'a:e'), _version: 0 } as LocalMessage]]);
    const list = buildConversations('a', sides, newest);
    expect(list.map((c) => [c.peerUserId, c.unread, c.last?.content])).toEqual([['b', 2, 'mine'], ['c', 0, '图.png'], ['e', 0, 'first']]);
    expect(list[2]!.side).toBeNull();
    expect(unreadTotal([...sides, side('f', { unread: -3 })])).toBe(2);
  });

  it('reads on arrival only a message from the open chat\'s peer to me, while it is in view', () => {
    expect(readOnArrival(m('1', 1, 'b'), 'a', 'b', true)).toBe(true);
    expect(readOnArrival(m('1', 1, 'b'), 'a', 'b', false)).toBe(false);
    expect(readOnArrival(m('1', 1, 'b'), 'a', 'c', true)).toBe(false);
    expect(readOnArrival(m('1', 1, 'a'), 'a', 'b', true)).toBe(false);
    expect(readOnArrival(m('1', 1, 'b'), 'a', null, true)).toBe(false);
  });

  it('loads more within the §9 distances of the edges', () => {
    expect(nearTop({ scrollTop: 100 }, 100)).toBe(true);
    expect(nearTop({ scrollTop: 101 }, 100)).toBe(false);
    expect(nearBottom({ scrollTop: 700, scrollHeight: 1300, clientHeight: 300 }, 300)).toBe(true);
    expect(nearBottom({ scrollTop: 699, scrollHeight: 1300, clientHeight: 300 }, 300)).toBe(false);
  });
});
