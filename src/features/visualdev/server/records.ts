import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { shapeOf, type FieldNode, type RecordValues, type TableNode } from '../contract';
import { childTableOf, columnOf, mainTableOf, splitFields } from './physical';
import type { ReleasedModel } from './repository';

// The model tables are made at run time: no static types, and no camelCase mapping of their snake names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

const STRUCTURED = new Set(['textList', 'numberPair', 'textPair', 'files']);

/** A checked value as its column stores it: lists and objects as JSON text. */
export function toColumn(f: FieldNode, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  return STRUCTURED.has(shapeOf(f)) ? JSON.stringify(v) : v;
}

/** A column's value back as the record's value. */
export function fromColumn(f: FieldNode, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  const shape = shapeOf(f);
  if (shape === 'number' || shape === 'flag') return Number(v);
  if (STRUCTURED.has(shape)) {
    try {
      return JSON.parse(String(v));
    } catch {
      return null;
    }
  }
  return String(v);
}

export interface RecordMeta {
  userId: string;
  organizeId: string | null;
  now: number;
}

export interface StoredRecord {
  id: string;
  version: number;
  creatorUserId: string | null;
  creatorTime: number | null;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
  organizeId: string | null;
  values: RecordValues;
}

/** One released model's records in its own tables (main and sub-tables), through Kysely only. */
export function recordRepository(typed: Kysely<DB>, model: ReleasedModel) {
  const db = typed.withoutPlugins() as unknown as Kysely<Row>;
  const main = mainTableOf(model.base);
  const { fields, tables } = splitFields(model.form);
  const byColumn = new Map(fields.map((f) => [columnOf(f), f]));

  const mainValues = (values: RecordValues) => Object.fromEntries(fields.filter((f) => Object.hasOwn(values, f.vModel)).map((f) => [columnOf(f), toColumn(f, values[f.vModel])]));
  const read = (r: Row): StoredRecord => ({
    id: String(r.id), version: Number(r.f_version ?? 0), creatorUserId: r.f_creator_user_id ?? null, creatorTime: r.f_creator_time === null ? null : Number(r.f_creator_time),
    lastModifyUserId: r.f_last_modify_user_id ?? null, lastModifyTime: r.f_last_modify_time === null || r.f_last_modify_time === undefined ? null : Number(r.f_last_modify_time),
    organizeId: r.f_organize_id ?? null,
    values: Object.fromEntries(fields.map((f) => [f.vModel, fromColumn(f, r[columnOf(f)])])),
  });

  async function writeRows(id: string, values: RecordValues) {
    for (const t of tables) {
      if (!Object.hasOwn(values, t.vModel)) continue;
      const child = childTableOf(main, t);
      await db.deleteFrom(child).where('f_foreign_id', '=', id).execute();
      const rows = (values[t.vModel] as RecordValues[] | null) ?? [];
      const cells = t.children.filter((c) => byCell(c));
      const out = rows.map((row, i) => ({
        id: typeof row.id === 'string' ? row.id : newId(), f_foreign_id: id, f_sort: i,
        ...Object.fromEntries(cells.map((c) => [columnOf(c), toColumn(c, row[c.vModel])])),
      }));
      for (let i = 0; i < out.length; i += 100) await db.insertInto(child).values(out.slice(i, i + 100)).execute();
    }
  }
  const byCell = (c: FieldNode) => c.jnpfKey !== 'moneyCapital' && c.jnpfKey !== 'qrcode' && c.jnpfKey !== 'barcode';

  async function rowsOf(t: TableNode, ids: string[]): Promise<Map<string, RecordValues[]>> {
    const out = new Map<string, RecordValues[]>();
    if (!ids.length) return out;
    const rows = await db.selectFrom(childTableOf(main, t)).selectAll().where('f_foreign_id', 'in', ids).orderBy('f_foreign_id').orderBy('f_sort').execute();
    for (const r of rows) {
      const list = out.get(r.f_foreign_id) ?? [];
      list.push({ id: r.id, ...Object.fromEntries(t.children.filter(byCell).map((c) => [c.vModel, fromColumn(c, r[columnOf(c)])])) });
      out.set(r.f_foreign_id, list);
    }
    return out;
  }

  return {
    main, fields, tables, byColumn,
    /** The column of a main field's vModel (undefined when not stored in the main table). */
    column: (vModel: string) => fields.find((f) => f.vModel === vModel) && columnOf(fields.find((f) => f.vModel === vModel)!),

    async insert(id: string, values: RecordValues, meta: RecordMeta) {
      await db.insertInto(main).values({
        id, f_version: 1, f_creator_user_id: meta.userId, f_creator_time: meta.now, f_last_modify_user_id: null, f_last_modify_time: null, f_organize_id: meta.organizeId, ...mainValues(values),
      }).execute();
      await writeRows(id, values);
    },

    /** Updates when the stored version is `version` (any when undefined); false when someone changed it first. */
    async update(id: string, values: RecordValues, meta: RecordMeta, version: number | undefined) {
      let q = db.updateTable(main).set({ ...mainValues(values), f_version: sql`f_version + 1`, f_last_modify_user_id: meta.userId, f_last_modify_time: meta.now }).where('id', '=', id);
      if (version !== undefined) q = q.where('f_version', '=', version);
      const r = await q.executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await writeRows(id, values);
      return true;
    },

    async exists(ids: string[]) {
      if (!ids.length) return [] as string[];
      return (await db.selectFrom(main).select('id').where('id', 'in', ids).execute()).map((r) => String(r.id));
    },

    async get(id: string, withRows = true): Promise<StoredRecord | undefined> {
      const r = await db.selectFrom(main).selectAll().where('id', '=', id).executeTakeFirst();
      if (!r) return undefined;
      const rec = read(r);
      if (withRows) for (const t of tables) rec.values[t.vModel] = (await rowsOf(t, [id])).get(id) ?? [];
      return rec;
    },

    async remove(ids: string[]) {
      if (!ids.length) return 0;
      for (const t of tables) await db.deleteFrom(childTableOf(main, t)).where('f_foreign_id', 'in', ids).execute();
      const r = await db.deleteFrom(main).where('id', 'in', ids).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async count(where: Expression<SqlBool>) {
      const r = await db.selectFrom(main).select(sql<number>`count(*)`.as('n')).where(where).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** A page of records (sub-table rows included when `withRows`). */
    async page(where: Expression<SqlBool>, sort: { column: string; order: 'asc' | 'desc' }, limit: number, offset: number, withRows = false) {
      const rows = await db.selectFrom(main).selectAll().where(where).orderBy(sort.column, sort.order).orderBy('id').limit(limit).offset(offset).execute();
      const list = rows.map(read);
      if (withRows) {
        for (const t of tables) {
          const byParent = await rowsOf(t, list.map((r) => r.id));
          for (const rec of list) rec.values[t.vModel] = byParent.get(rec.id) ?? [];
        }
      }
      return list;
    },

    /** `{id, value}` of a column for relationForm pickers. */
    async pick(column: string, where: Expression<SqlBool>, limit: number, offset: number) {
      return db.selectFrom(main).select(['id', sql.ref(column).as('v')]).where(where).orderBy(column).orderBy('id').limit(limit).offset(offset).execute();
    },
  };
}
export type RecordRepository = ReturnType<typeof recordRepository>;
