import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import type { TemplateListQuery, TemplateRow } from '../contract';
import type { MessageTemplateTable } from './tables';

type Db = Kysely<DB>;
const ROW_COLUMNS = [
  't.id', 't.fullName', 't.enCode', 't.templateType', 't.messageSource', 't.title', 't.enabledMark', 't.sortCode', 't.description',
  't.creatorTime', 't.lastModifyTime', 'u.realName as creatorUser',
] as const;

export function templateRepository(db: Db) {
  function filtered(q: TemplateListQuery) {
    let base = db.selectFrom('baseMessageTemplate as t');
    if (q.messageSource !== undefined) base = base.where('t.messageSource', '=', q.messageSource);
    if (q.enabledMark !== undefined) base = base.where('t.enabledMark', '=', q.enabledMark);
    if (q.keyword) base = base.where((eb) => eb.or([containsText('t.fullName', q.keyword!), containsText('t.enCode', q.keyword!), containsText('t.title', q.keyword!)]));
    return base;
  }
  const row = <R extends { creatorTime: number; lastModifyTime: number | null }>(r: R) => ({ ...r, creatorTime: Number(r.creatorTime), lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime) });

  return {
    async page(q: TemplateListQuery): Promise<{ list: TemplateRow[]; total: number }> {
      const { n } = await filtered(q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const sidx = q.sidx ?? 'sortCode';
      // sortCode ascending reads as the administrator ordered them; other columns follow the asked direction.
      const list = await filtered(q).leftJoin('baseUser as u', 'u.id', 't.creatorUserId').select(ROW_COLUMNS)
        .orderBy(`t.${sidx}`, q.sidx ? q.sort : 'asc').orderBy('t.creatorTime', 'desc').orderBy('t.id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { list: list.map(row), total: Number(n) };
    },

    async info(id: string) {
      const found = await db.selectFrom('baseMessageTemplate as t').leftJoin('baseUser as u', 'u.id', 't.creatorUserId').select([...ROW_COLUMNS, 't.content']).where('t.id', '=', id).executeTakeFirst();
      return found && row(found);
    },

    byId: (id: string) => db.selectFrom('baseMessageTemplate').selectAll().where('id', '=', id).executeTakeFirst(),

    async taken(column: 'enCode' | 'fullName', value: string, exceptId?: string): Promise<boolean> {
      let q = db.selectFrom('baseMessageTemplate').select('id').where(column, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<MessageTemplateTable>) => db.insertInto('baseMessageTemplate').values(row).execute(),
    update: (id: string, set: Updateable<MessageTemplateTable>) => db.updateTable('baseMessageTemplate').set(set).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('baseMessageTemplate').where('id', '=', id).execute(),
  };
}
