import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import {
  collectFields, dictionaryTypes, displayValue, idsToName, isTableNode,
  type DisplayLookup, type DisplayWords, type FieldNode, type FormSchema, type NameSource, type RecordValues,
} from '../contract';

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' in China Standard Time (§9 formats). */
export function formatDate(ms: number, format = 'YYYY-MM-DD'): string {
  const iso = new Date(ms + 8 * 3_600_000).toISOString();
  const date = iso.slice(0, 10);
  if (/ss/.test(format)) return `${date} ${iso.slice(11, 19)}`;
  if (/HH/.test(format)) return `${date} ${iso.slice(11, 16)}`;
  return date;
}

const TABLES: Record<NameSource, 'baseUser' | 'baseOrganize' | 'basePosition' | 'baseRole' | 'baseGroup'> = {
  users: 'baseUser', organizes: 'baseOrganize', positions: 'basePosition', roles: 'baseRole', groups: 'baseGroup',
};

/** The server answers in Chinese (SPEC: Chinese by default). */
const WORDS: DisplayWords = { yes: '是', no: '否', separator: ',', range: '至', date: (ms, withTime) => formatDate(ms, withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') };

/** Resolves ids to names in a few queries for many records (DataChange, export). */
export async function displayer(db: Kysely<DB>, form: FormSchema, records: RecordValues[]) {
  const fields = collectFields(form.fields);
  const all: FieldNode[] = fields.flatMap((f) => (isTableNode(f) ? f.children : [f]));
  const rowsOf = (t: (typeof fields)[number]) => records.flatMap((r) => (r[t.vModel] as RecordValues[] | null) ?? []);
  const wanted = idsToName(all, [...records, ...fields.filter(isTableNode).flatMap(rowsOf)]);
  const names = new Map<string, string>();
  for (const [source, ids] of wanted) {
    const list = [...ids];
    for (let i = 0; i < list.length; i += 500) {
      const part = list.slice(i, i + 500);
      const rows = source === 'users'
        ? await db.selectFrom('baseUser').select(['id', 'realName as name', 'account']).where('id', 'in', part).execute().then((rs) => rs.map((r) => ({ id: r.id, name: `${r.name}/${r.account}` })))
        : await db.selectFrom(TABLES[source]).select(['id', 'fullName as name']).where('id', 'in', part).execute();
      for (const r of rows) names.set(`${source}:${r.id}`, r.name);
    }
  }
  const types = dictionaryTypes(all);
  const dict = new Map<string, string>();
  if (types.length) {
    const rows = await db.selectFrom('baseDictionaryData as d').innerJoin('baseDictionaryType as t', 't.id', 'd.dictionaryTypeId')
      .select(['t.enCode as type', 'd.enCode', 'd.fullName']).where('t.enCode', 'in', types).execute();
    for (const r of rows) dict.set(`${r.type}:${r.enCode}`, r.fullName);
  }
  const lookup: DisplayLookup = { name: (source, id) => names.get(`${source}:${id}`), dictionary: (type, code) => dict.get(`${type}:${code}`) };
  const show = (f: FieldNode, v: unknown) => displayValue(f, v, lookup, WORDS);

  /** A record's values as a reader sees them: names for ids, options and dictionary entries, formatted money and dates. */
  return (r: RecordValues): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      if (isTableNode(f)) out[f.vModel] = ((r[f.vModel] as RecordValues[] | null) ?? []).map((row) => ({ id: row.id, ...Object.fromEntries(f.children.map((c) => [c.vModel, show(c, row[c.vModel])])) }));
      else out[f.vModel] = show(f, r[f.vModel]);
    }
    return out;
  };
}
