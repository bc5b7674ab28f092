import { sql, type Transaction } from 'kysely';
import type { MigrationDb as SchemaDb } from '../../../server/db/migration-kit';
import { newId } from '../../../contract/ids';
import type { ServerContext } from '../../../server/context';
import type { DB } from '../../../server/db/schema';
import { fail } from '../../../server/http/api-error';
import { assertAccess } from '../../../server/identity/access';
import type { AuthContext } from '../../../server/plugins/auth';
import { DATA_MODEL_MODULE, DATA_MODEL_MSG, SYSTEM_SOURCE_ID, modelField, type FieldRow, type ModelBody, type ModelField, type ModelInfo } from '../contract';
import { listColumns, listTables, tableExists as catalogHas } from './catalog';
import { RunError, type SqlRunner } from './runners';
import type { DataConnections } from './source-service';

const RESERVED_PREFIXES = ['base_', 'sync_', 'sys_', 'kysely_', 'sqlite_', 'pg_'];

/** The column type as SQL; built only from the checked enum and numbers. */
export function columnSql(f: ModelField): string {
  switch (f.dataType) {
    case 'varchar': return `varchar(${f.dataLength ?? 50})`;
    case 'text': return 'text';
    case 'int': return 'integer';
    case 'bigint': return 'bigint';
    case 'decimal': return `decimal(${f.dataLength ?? 18}, ${f.scale ?? 2})`;
    case 'datetime': return 'timestamp';
  }
}

type Change = { kind: 'widen' } | { kind: 'same' } | { kind: 'narrow'; check: string } | { kind: 'refuse' };
/** What turning `from` into `to` does to the values already there. */
function typeChange(from: ModelField, to: ModelField): Change {
  const a = columnSql(from);
  const b = columnSql(to);
  if (a === b) return { kind: 'same' };
  if (from.dataType === 'varchar' && to.dataType === 'varchar') return (to.dataLength ?? 50) > (from.dataLength ?? 50) ? { kind: 'widen' } : { kind: 'narrow', check: `length(%c) > ${to.dataLength ?? 50}` };
  if (from.dataType === 'varchar' && to.dataType === 'text') return { kind: 'widen' };
  if (from.dataType === 'text' && to.dataType === 'varchar') return { kind: 'narrow', check: `length(%c) > ${to.dataLength ?? 50}` };
  if (from.dataType === 'int' && to.dataType === 'bigint') return { kind: 'widen' };
  if (from.dataType === 'decimal' && to.dataType === 'decimal' && (to.scale ?? 2) === (from.scale ?? 2) && (to.dataLength ?? 18) > (from.dataLength ?? 18)) return { kind: 'widen' };
  return { kind: 'refuse' };
}

function checkFields(fields: ModelField[]) {
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.field)) throw fail.badRequest(DATA_MODEL_MSG.fieldDuplicate(f.field));
    seen.add(f.field);
    if (f.dataType === 'varchar' && !f.dataLength) throw fail.badRequest(DATA_MODEL_MSG.lengthRequired(f.field));
    if (f.dataType === 'decimal' && f.dataLength && f.dataLength > 38) throw fail.badRequest('decimal 精度为1到38');
  }
  const keys = fields.filter((f) => f.primaryKey === 1);
  if (keys.length === 0) throw fail.badRequest(DATA_MODEL_MSG.primaryRequired);
  if (keys.length > 1) throw fail.badRequest(DATA_MODEL_MSG.primaryMany);
  if (keys[0]!.allowNull === 1) throw fail.badRequest(DATA_MODEL_MSG.primaryNullable);
}

/** Tables and columns of any source; tables of the system database 数据建模 created and alters. */
export function dataModelService(ctx: ServerContext, conns: DataConnections) {
  const db = ctx.database.db;
  const dialect = ctx.database.dialect;
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, DATA_MODEL_MODULE, button);
  /** A catalog read whose engine error becomes the caller's 400. */
  const guarded = async <T>(read: Promise<T>): Promise<T> => {
    try {
      return await read;
    } catch (error) {
      if (error instanceof RunError) throw fail.badRequest(error.message);
      throw error;
    }
  };
  const managed = async () => new Map((await db.selectFrom('baseDataModel').selectAll().execute()).map((m) => [m.tableName, m]));
  const fieldsOf = (json: string): ModelField[] => (JSON.parse(json) as unknown[]).map((f) => modelField.parse(f));

  async function rowCount(trx: SchemaDb, table: string, where?: string, column?: string) {
    const cond = where && column ? sql` where ${sql.raw(where.replace('%c', `"${column}"`))}` : sql``;
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.id(table)}${cond}`.execute(trx);
    return Number(r.rows[0]?.n ?? 0);
  }
  const tableExists = (runner: SqlRunner, table: string) => guarded(catalogHas(runner, table));
  async function comments(trx: SchemaDb, table: string, tableName: string, fields: ModelField[]) {
    if (dialect !== 'postgres') return; // SQLite has no comments: they live in base_data_model.
    await sql`comment on table ${sql.id(table)} is ${sql.lit(tableName)}`.execute(trx);
    for (const f of fields) await sql`comment on column ${sql.id(table, f.field)} is ${sql.lit(f.fieldName)}`.execute(trx);
  }
  async function createTable(trx: SchemaDb, table: string, fields: ModelField[]) {
    let t = trx.schema.createTable(table);
    for (const f of fields) {
      t = t.addColumn(f.field, sql.raw(columnSql(f)), (c) => {
        let col = c;
        if (f.primaryKey === 1) col = col.primaryKey();
        if (f.allowNull === 0) col = col.notNull();
        return col;
      });
    }
    await t.execute();
  }

  async function loaded(table: string) {
    const model = await db.selectFrom('baseDataModel').selectAll().where('tableName', '=', table).executeTakeFirst();
    if (!model) {
      if (await tableExists(conns.system, table)) throw fail.badRequest(DATA_MODEL_MSG.notManaged);
      throw fail.notFound(DATA_MODEL_MSG.tableNotFound);
    }
    return model;
  }

  /** SQLite cannot change a column: the table is copied into its new shape, in the caller's transaction. */
  async function rebuildSqlite(trx: SchemaDb, table: string, before: ModelField[], after: ModelField[]) {
    const tmp = `${table}__rebuild`;
    await createTable(trx, tmp, after);
    const old = new Map(before.map((f) => [f.field, f]));
    const kept = after.filter((f) => old.has(f.field));
    const expr = kept.map((f) => (f.dataType === 'varchar' ? sql`substr(${sql.ref(f.field)}, 1, ${sql.lit(f.dataLength ?? 50)})` : sql.ref(f.field)));
    if (kept.length) {
      await sql`insert into ${sql.id(tmp)} (${sql.join(kept.map((f) => sql.id(f.field)))}) select ${sql.join(expr)} from ${sql.id(table)}`.execute(trx);
    }
    await trx.schema.dropTable(table).execute();
    await trx.schema.alterTable(tmp).renameTo(table).execute();
  }

  async function alterPostgres(trx: SchemaDb, table: string, before: ModelField[], after: ModelField[]) {
    const next = new Map(after.map((f) => [f.field, f]));
    for (const f of before) if (!next.has(f.field)) await trx.schema.alterTable(table).dropColumn(f.field).execute();
    const old = new Map(before.map((f) => [f.field, f]));
    for (const f of after) {
      const was = old.get(f.field);
      if (!was) {
        await trx.schema.alterTable(table).addColumn(f.field, sql.raw(columnSql(f))).execute();
        continue;
      }
      const change = typeChange(was, f);
      if (change.kind !== 'same') {
        const using = f.dataType === 'varchar' ? sql` using left(${sql.ref(f.field)}, ${sql.lit(f.dataLength ?? 50)})` : sql``;
        await sql`alter table ${sql.id(table)} alter column ${sql.id(f.field)} type ${sql.raw(columnSql(f))}${using}`.execute(trx);
      }
      if (was.allowNull !== f.allowNull) {
        await trx.schema.alterTable(table).alterColumn(f.field, (c) => (f.allowNull === 1 ? c.dropNotNull() : c.setNotNull())).execute();
      }
    }
  }

  return {
    async tables(auth: AuthContext, sourceId: string, keyword?: string) {
      await allowed(auth);
      const runner = await conns.runner(sourceId);
      const rows = await guarded(listTables(runner));
      const models = sourceId === SYSTEM_SOURCE_ID ? await managed() : new Map();
      return rows
        .map((r) => {
          const model = models.get(r.name);
          return { table: r.name, tableName: model?.fullName ?? r.comment, managed: Boolean(model), isView: r.isView };
        })
        .filter((t) => !/^kysely_/.test(t.table) && (!keyword || t.table.includes(keyword) || t.tableName.includes(keyword)));
    },

    async fields(auth: AuthContext, sourceId: string, table: string): Promise<FieldRow[]> {
      await allowed(auth);
      const runner = await conns.runner(sourceId);
      if (!(await tableExists(runner, table))) throw fail.notFound(DATA_MODEL_MSG.tableNotFound);
      const model = sourceId === SYSTEM_SOURCE_ID ? await db.selectFrom('baseDataModel').selectAll().where('tableName', '=', table).executeTakeFirst() : undefined;
      const described = new Map(model ? fieldsOf(model.fieldsJson).map((f) => [f.field, f]) : []);
      // SQLite keeps no comments: the system database's come from base_data_model.
      return (await guarded(listColumns(runner, table))).map(({ comment, ...c }) => ({ ...c, fieldName: comment || described.get(c.field)?.fieldName || '' }));
    },

    async info(auth: AuthContext, table: string): Promise<ModelInfo> {
      await allowed(auth);
      const model = await loaded(table);
      return { table, tableName: model.fullName, fields: fieldsOf(model.fieldsJson), rows: await rowCount(db.withoutPlugins(), table) };
    },

    async create(auth: AuthContext, body: ModelBody) {
      await allowed(auth, 'btn_add');
      const prefix = RESERVED_PREFIXES.find((p) => body.table.startsWith(p));
      if (prefix) throw fail.badRequest(DATA_MODEL_MSG.reserved(prefix));
      checkFields(body.fields);
      if (await tableExists(conns.system, body.table)) throw fail.badRequest(DATA_MODEL_MSG.tableExists);
      await db.transaction().execute(async (trx) => {
        const raw = trx.withoutPlugins();
        await createTable(raw, body.table, body.fields);
        await comments(raw, body.table, body.tableName, body.fields);
        await trx.insertInto('baseDataModel').values({
          id: newId(), tableName: body.table, fullName: body.tableName, fieldsJson: JSON.stringify(body.fields),
          creatorUserId: auth.userId, creatorTime: Date.now(), lastModifyUserId: null, lastModifyTime: null,
        }).execute();
      });
    },

    /** Adds, changes and drops columns; a change that loses values runs only with confirm. */
    async update(auth: AuthContext, table: string, body: ModelBody) {
      await allowed(auth, 'btn_edit');
      checkFields(body.fields);
      const model = await loaded(table);
      const before = fieldsOf(model.fieldsJson);
      const after = body.fields;
      const raw0 = db.withoutPlugins();
      const old = new Map(before.map((f) => [f.field, f]));
      const next = new Map(after.map((f) => [f.field, f]));
      const key = before.find((f) => f.primaryKey === 1)!;
      const newKey = after.find((f) => f.primaryKey === 1)!;
      if (key.field !== newKey.field || columnSql(key) !== columnSql(newKey)) throw fail.badRequest(DATA_MODEL_MSG.primaryLocked);
      const losses: string[] = [];
      for (const f of before) {
        if (!next.has(f.field) && (await rowCount(raw0, table, '%c is not null', f.field)) > 0) losses.push(`删除字段${f.field}`);
      }
      for (const f of after) {
        const was = old.get(f.field);
        if (!was) {
          if (f.allowNull === 0) throw fail.badRequest(DATA_MODEL_MSG.newNotNull(f.field));
          continue;
        }
        const change = typeChange(was, f);
        if (change.kind === 'refuse') throw fail.badRequest(DATA_MODEL_MSG.typeChange(f.field, columnSql(was), columnSql(f)));
        if (change.kind === 'narrow' && (await rowCount(raw0, table, change.check, f.field)) > 0) losses.push(`缩短字段${f.field}`);
        if (was.allowNull === 1 && f.allowNull === 0 && (await rowCount(raw0, table, '%c is null', f.field)) > 0) throw fail.badRequest(DATA_MODEL_MSG.hasNulls(f.field));
      }
      if (losses.length && !body.confirm) throw fail.conflict(DATA_MODEL_MSG.confirmLoss(losses.join('、')), { losses });
      await db.transaction().execute(async (trx: Transaction<DB>) => {
        const raw = trx.withoutPlugins();
        if (dialect === 'sqlite') await rebuildSqlite(raw, table, before, after);
        else await alterPostgres(raw, table, before, after);
        await comments(raw, table, body.tableName, after);
        await trx.updateTable('baseDataModel').set({ fullName: body.tableName, fieldsJson: JSON.stringify(after), lastModifyUserId: auth.userId, lastModifyTime: Date.now() })
          .where('id', '=', model.id).execute();
      });
    },

    async remove(auth: AuthContext, table: string, confirm: boolean) {
      await allowed(auth, 'btn_remove');
      const model = await loaded(table);
      const rows = await rowCount(db.withoutPlugins(), table);
      if (rows > 0 && !confirm) throw fail.conflict(DATA_MODEL_MSG.confirmLoss(`删除表${table}（${rows}行）`), { losses: [`删除表${table}`] });
      await db.transaction().execute(async (trx) => {
        await trx.withoutPlugins().schema.dropTable(table).execute();
        await trx.deleteFrom('baseDataModel').where('id', '=', model.id).execute();
      });
    },
  };
}
