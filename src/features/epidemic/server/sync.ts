import { sql, type SqlBool } from 'kysely';
import { holdsMenu } from '../../../server/identity/holds-menu';
import { defineCollection } from '../../../server/sync/collections';
import { contextInTransaction } from '../../../server/sync/in-transaction';
import { defineServerMutation } from '../../../server/sync/mutations';
import { EPIDEMIC_COLLECTION, EPIDEMIC_MENU, EPIDEMIC_MUTATIONS, REPORT_COLUMNS, reportArgs } from '../contract';
import { epidemicService } from './service';

/** The caller's own reports on the device (private: another user's report never reaches it, not even as a delete). */
export const epidemicCollections = [
  defineCollection({
    name: EPIDEMIC_COLLECTION, source: EPIDEMIC_COLLECTION, table: 'bizEpidemicReport', columns: [...REPORT_COLUMNS],
    only: (auth) => sql<SqlBool>`(${sql.ref('bizEpidemicReport.userId')} = ${auth.userId} and ${holdsMenu(auth, EPIDEMIC_MENU)})`,
    privateChanges: true,
  }),
];

/** A report written on a device, offline or not: the REST checks in the push's transaction; sent twice, one row. */
export const epidemicMutations = [
  defineServerMutation({
    name: EPIDEMIC_MUTATIONS.report,
    args: reportArgs,
    collections: [EPIDEMIC_COLLECTION],
    apply: async (a, m) => {
      await m.assertAccess(EPIDEMIC_MENU);
      await epidemicService(contextInTransaction(m)).saveIn(m.tx, m.auth, a, Date.now());
      return { kind: 'applied', result: { id: a.id } };
    },
  }),
];
