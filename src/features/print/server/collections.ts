import { sql, type SqlBool } from 'kysely';
import { defineCollection } from '../../../server/sync/collections';
import { PRINT_TEMPLATE_COLLECTION, PRINT_TEMPLATE_SYNC_COLUMNS } from '../contract';

/**
 * Every signed-in user may print with the enabled templates (Selector, Data), so every device pulls
 * them, to print from the rows it holds when offline. A template switched off leaves the devices.
 */
export const printCollections = [
  defineCollection({
    name: PRINT_TEMPLATE_COLLECTION, source: PRINT_TEMPLATE_COLLECTION, table: 'basePrintTemplate', columns: [...PRINT_TEMPLATE_SYNC_COLUMNS],
    only: () => sql<SqlBool>`base_print_template.enabled_mark = 1`,
  }),
];
