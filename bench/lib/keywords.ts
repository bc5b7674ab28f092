import type { Database } from '../../src/server/db/database';
import { mulberry32 } from '../../src/contract/mulberry32';

export type KeywordClass = 'many' | 'few' | 'none';
export interface Keyword {
  text: string;
  kind: KeywordClass;
  /** What the keyword is cut from, for the per-kind rows of the report. */
  source: string;
}

/**
 * Keywords a user list meets at scale, drawn from the generated people so "few" really finds a
 * few: single surnames and digits (thousands of hits), whole names, accounts and mobile fragments
 * (a handful), and words nothing matches. Deterministic per database content.
 */
export async function userKeywords(database: Database, sample = 150): Promise<Keyword[]> {
  const people = await database.db.selectFrom('baseUser').select(['realName', 'account', 'mobilePhone']).where('description', '=', '规模测试数据').orderBy('sortCode').execute();
  if (people.length === 0) throw new Error('no generated users: boot with { scale }');
  const next = mulberry32(7);
  const pick = () => people[Math.floor(next() * people.length)]!;
  const out: Keyword[] = [
    ...['王', '李', '张', '刘', '陈'].map((text) => ({ text, kind: 'many' as const, source: 'surname (1 char)' })),
    ...['8', '5', '15'].map((text) => ({ text, kind: 'many' as const, source: 'mobile digits' })),
    ...['an', 'zh', 'wang'].map((text) => ({ text, kind: 'many' as const, source: 'account letters' })),
    ...['鑫鑫鑫', '醍醐', 'qxzqxz', '99999999999', '13800009999x'].map((text) => ({ text, kind: 'none' as const, source: 'nothing' })),
  ];
  for (let i = 0; i < sample; i++) {
    const p = pick();
    const mobile = p.mobilePhone ?? '';
    const start = Math.floor(next() * 4);
    out.push(
      { text: p.realName, kind: 'few', source: 'whole name (2–3 chars)' },
      { text: p.account, kind: 'few', source: 'whole account' },
      { text: mobile.slice(start, 7 + start), kind: 'few', source: 'mobile (7 digits)' },
    );
  }
  return interleave(out);
}

/** One keyword of each source in turn, so every source weighs the same in the figures. */
function interleave(keywords: Keyword[]): Keyword[] {
  const bySource = new Map<string, Keyword[]>();
  for (const k of keywords) bySource.set(k.source, [...(bySource.get(k.source) ?? []), k]);
  const lists = [...bySource.values()];
  const longest = Math.max(...lists.map((l) => l.length));
  const out: Keyword[] = [];
  for (let i = 0; i < longest; i++) for (const l of lists) out.push(l[i % l.length]!);
  return out;
}

export const USER_SORTS = ['', 'sidx=realName&sort=asc', 'sidx=account&sort=desc', 'sidx=creatorTime&sort=desc', 'sidx=sortCode&sort=asc'] as const;
