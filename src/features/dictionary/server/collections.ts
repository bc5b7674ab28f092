import { defineCollection } from '../../../server/sync/collections';

/** Dictionaries feed selects everywhere: any signed-in user reads them all. */
export const dictionaryCollections = [
  defineCollection({ name: 'dictionaries', source: 'dictionaries', table: 'baseDictionaryType', columns: ['id', 'parentId', 'fullName', 'enCode', 'isTree', 'sortCode', 'enabledMark'] }),
  defineCollection({
    name: 'dictionaryData', source: 'dictionaryData', table: 'baseDictionaryData',
    columns: ['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description', 'styleJson'],
  }),
];
