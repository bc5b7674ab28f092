import { sql, type Kysely } from 'kysely';
import { cachedTotal } from '../../../server/db/count-cache';
import type { DB } from '../../../server/db/schema';
import { keywordFilter, manyMatch, sortedHits, walkedPage } from '../../../server/db/search-index';
import type { DictDataQuery } from '../contract';
import { DICT_DATA_SEARCH } from './search';
import type { DictionaryDataTable, DictionaryTypeTable } from './tables';

const DATA_COLUMNS = ['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description', 'styleJson'] as const;

/** The only code that touches the dictionary tables; takes a transaction where one is running. */
type DataSort = Pick<DictDataQuery, 'sidx' | 'sort'>;
const orderData = <Q extends { orderBy: (ref: never, dir: 'asc' | 'desc') => Q }>(query: Q, t: string, q: DataSort): Q =>
  query.orderBy(sql.ref(`${t}.${q.sidx ?? 'sortCode'}`) as never, q.sidx ? q.sort : 'asc').orderBy(sql.ref(`${t}.enCode`) as never, 'asc');

export function dictionaryRepository(db: Kysely<DB>) {
  /** Rows of one type; the keyword (name or code) through its index, or (`scan`) tested row by row. */
  function dataOf(typeId: string, keyword: string | undefined, how: 'indexed' | 'scan' = 'indexed') {
    return db.selectFrom('baseDictionaryData').where('dictionaryTypeId', '=', typeId)
      .$if(Boolean(keyword), (qb) => qb.where(keywordFilter(db, DICT_DATA_SEARCH, keyword!, 'base_dictionary_data')[how]));
  }

  return {
    // ---------- types ----------
    types: () => db.selectFrom('baseDictionaryType').selectAll().orderBy('sortCode', 'asc').orderBy('enCode', 'asc').execute(),
    typeById: (id: string) => db.selectFrom('baseDictionaryType').selectAll().where('id', '=', id).executeTakeFirst(),
    /** A type by id, or by enCode (forms ask for 'itemStatus'). */
    typeByIdOrCode: (key: string) =>
      db.selectFrom('baseDictionaryType').selectAll().where((eb) => eb.or([eb('id', '=', key), eb('enCode', '=', key)])).executeTakeFirst(),
    async typeCodeTaken(enCode: string, exceptId?: string) {
      const row = await db.selectFrom('baseDictionaryType').select('id').where('enCode', '=', enCode)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!)).executeTakeFirst();
      return row !== undefined;
    },
    async typeNameTaken(parentId: string, fullName: string, exceptId?: string) {
      const row = await db.selectFrom('baseDictionaryType').select('id').where('parentId', '=', parentId).where('fullName', '=', fullName)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!)).executeTakeFirst();
      return row !== undefined;
    },
    async typeHasChildren(id: string) {
      return (await db.selectFrom('baseDictionaryType').select('id').where('parentId', '=', id).limit(1).execute()).length > 0;
    },
    async typeHasData(id: string) {
      return (await db.selectFrom('baseDictionaryData').select('id').where('dictionaryTypeId', '=', id).limit(1).execute()).length > 0;
    },
    insertType: (row: DictionaryTypeTable) => db.insertInto('baseDictionaryType').values(row).execute(),
    updateType: (id: string, values: Partial<Omit<DictionaryTypeTable, 'id' | 'creatorTime'>>) =>
      db.updateTable('baseDictionaryType').set(values).where('id', '=', id).execute(),
    removeType: (id: string) => db.deleteFrom('baseDictionaryType').where('id', '=', id).execute(),

    // ---------- data ----------
    /** Rows of one type; keyword on name or code; sorted by a checked column. */
    data(typeId: string, q: Pick<DictDataQuery, 'keyword' | 'sidx' | 'sort'> = { sort: 'asc' }, enabledOnly = false) {
      return orderData(dataOf(typeId, q.keyword).select([...DATA_COLUMNS]).$if(enabledOnly, (qb) => qb.where('enabledMark', '=', 1)), 'baseDictionaryData', q).execute();
    },
    /** One page of a flat type's rows, its total cached per dictionary generation (ADR list-search). */
    async dataPage(typeId: string, q: DictDataQuery) {
      const offset = (q.currentPage - 1) * q.pageSize;
      const total = await cachedTotal(db, 'dictionary', dataOf(typeId, q.keyword));
      if (offset >= total) return { list: [], total };
      const tableRows = q.keyword ? await cachedTotal(db, 'dictionary', dataOf(typeId, undefined)) : 0;
      if (q.keyword && manyMatch(total, tableRows, offset, q.pageSize)) {
        const walked = await walkedPage(db, dataOf(typeId, undefined).select([...DATA_COLUMNS]), 'baseDictionaryData', (qb, t) => orderData(qb, t, q),
          keywordFilter(db, DICT_DATA_SEARCH, q.keyword, 'w').scan, { pageSize: q.pageSize, offset, total, rows: tableRows });
        if (walked) return { list: walked, total };
      }
      const rows = dataOf(typeId, q.keyword).select([...DATA_COLUMNS]);
      const list = q.keyword
        ? await sortedHits(db, rows, 'baseDictionaryData', (qb, t) => orderData(qb, t, q), q.pageSize, offset)
        : await orderData(rows, 'baseDictionaryData', q).limit(q.pageSize).offset(offset).execute();
      return { list, total };
    },
    allEnabledData: () =>
      db.selectFrom('baseDictionaryData').select([...DATA_COLUMNS]).where('enabledMark', '=', 1).orderBy('sortCode', 'asc').orderBy('enCode', 'asc').execute(),
    dataById: (id: string) => db.selectFrom('baseDictionaryData').selectAll().where('id', '=', id).executeTakeFirst(),
    fullDataOfType: (typeId: string) =>
      db.selectFrom('baseDictionaryData').selectAll().where('dictionaryTypeId', '=', typeId).orderBy('sortCode', 'asc').orderBy('enCode', 'asc').execute(),
    async dataCodeTaken(typeId: string, enCode: string, exceptId?: string) {
      const row = await db.selectFrom('baseDictionaryData').select('id').where('dictionaryTypeId', '=', typeId).where('enCode', '=', enCode)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!)).executeTakeFirst();
      return row !== undefined;
    },
    async dataNameTaken(typeId: string, parentId: string, fullName: string, exceptId?: string) {
      const row = await db.selectFrom('baseDictionaryData').select('id').where('dictionaryTypeId', '=', typeId)
        .where('parentId', '=', parentId).where('fullName', '=', fullName)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!)).executeTakeFirst();
      return row !== undefined;
    },
    async dataHasChildren(id: string) {
      return (await db.selectFrom('baseDictionaryData').select('id').where('parentId', '=', id).limit(1).execute()).length > 0;
    },
    insertData: (row: DictionaryDataTable) => db.insertInto('baseDictionaryData').values(row).execute(),
    updateData: (id: string, values: Partial<Omit<DictionaryDataTable, 'id' | 'creatorTime'>>) =>
      db.updateTable('baseDictionaryData').set(values).where('id', '=', id).execute(),
    removeData: (id: string) => db.deleteFrom('baseDictionaryData').where('id', '=', id).execute(),
  };
}
export type DictionaryRepository = ReturnType<typeof dictionaryRepository>;
