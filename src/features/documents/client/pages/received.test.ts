import { describe, expect, it } from 'vitest';
import type { DocReceipt } from '@/features/documents/contract';
import { fileIdsOf, receivedLines, receivedPage, stateOf, type ReceivedDoc } from './received';

const doc = (id: string, title: string, docNo: string | null = null): ReceivedDoc => ({
  id, docNo, title, issuingOrg: 'Office', secretLevel: 'a', urgency: 'b', mainTo: '', copyTo: '', bodyHtml: '', fileIds: '[]', status: 6, releasedAt: 1, creatorUserId: 'u0',
});
const receipt = (docId: string, receivedAt: number, readAt: number | null = null, signedAt: number | null = null): DocReceipt => ({
  id: `r-${docId}`, docId, userId: 'me', parentId: null, relayFromUserId: null, depth: 0, receivedAt, readAt, signedAt,
});

describe('received documents on the device', () => {
  it('tells the state from the receipt: signed over read over unread', () => {
    expect(stateOf({ readAt: null, signedAt: null })).toBe('unread');
    expect(stateOf({ readAt: 5, signedAt: null })).toBe('read');
    expect(stateOf({ readAt: 5, signedAt: 6 })).toBe('signed');
  });

  it('reads file ids stored as JSON text or as a list, and nothing from junk', () => {
    expect(fileIdsOf('["a","b"]')).toEqual(['a', 'b']);
    expect(fileIdsOf(['c'])).toEqual(['c']);
    expect(fileIdsOf('not json')).toEqual([]);
    expect(fileIdsOf(null)).toEqual([]);
  });

  it('joins receipts to their documents, newest first, leaving out a receipt whose document has not arrived', () => {
    const lines = receivedLines([doc('a', 'Alpha', 'X1'), doc('b', 'Beta')], [receipt('a', 10, 11), receipt('b', 20), receipt('missing', 30)]);
    expect(lines.map((l) => [l.id, l.state, l.docNo])).toEqual([['b', 'unread', ''], ['a', 'read', 'X1']]);
  });

  it('filters by keyword and state, sorts and pages', () => {
    const lines = receivedLines([doc('a', 'Alpha', 'X1'), doc('b', 'Beta', 'X2'), doc('c', 'Gamma', 'X3')], [receipt('a', 10, 11, 12), receipt('b', 20), receipt('c', 30, 31)]);
    const base = { currentPage: 1, pageSize: 20, state: null };
    expect(receivedPage(lines, { ...base, keyword: 'x2' }).list.map((l) => l.id)).toEqual(['b']);
    expect(receivedPage(lines, { ...base, state: 'signed' }).list.map((l) => l.id)).toEqual(['a']);
    expect(receivedPage(lines, { ...base, sidx: 'title', sort: 'asc' }).list.map((l) => l.id)).toEqual(['a', 'b', 'c']);
    const second = receivedPage(lines, { ...base, pageSize: 2, currentPage: 2 });
    expect(second.list.map((l) => l.id)).toEqual(['a']);
    expect(second.pagination.total).toBe(3);
  });
});
