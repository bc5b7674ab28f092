import { sql, type SqlBool } from 'kysely';
import { fail } from '../../../server/http/api-error';
import { staleWrite } from '../../../server/sync/conflict';
import { contextInTransaction } from '../../../server/sync/in-transaction';
import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import { collectFields, ONLINE_COLLECTIONS, onlineRemoveArgs, onlineSaveArgs, VisualDevMsg, type RecordValues } from '../contract';
import { onlineService, type ButtonName } from './online-service';
import { recordRepository } from './records';
import { recordSource } from './sync-collections';

const inTransaction = (m: MutationContext) => onlineService(contextInTransaction(m));

async function opened(m: MutationContext, modelId: string, button: ButtonName) {
  const online = inTransaction(m);
  return { online, a: await online.open(m.auth, modelId, button) };
}

const conflictOn = (m: MutationContext, modelId: string, id: string, row: () => Promise<Record<string, unknown> | null>) => staleWrite(m, recordSource(modelId), id, row);

/** 在线开发 records written on a device (ADR 0033): the same checks as the REST routes, in the push's transaction. */
export const onlineMutations = [
  defineServerMutation({
    name: 'onlineRecord.save',
    args: onlineSaveArgs,
    collections: [ONLINE_COLLECTIONS.records],
    apply: async ({ modelId, id, isNew, data }, m) => {
      const now = Date.now();
      if (isNew) {
        const { online, a } = await opened(m, modelId, 'add');
        await online.insertOne(m.tx, a, m.auth, data, id, now);
        return { kind: 'applied', result: { id } };
      }
      const { online, a } = await opened(m, modelId, 'edit');
      const repo = recordRepository(m.tx, a.model);
      const visible = await repo.count(sql<SqlBool>`${sql.ref('id')} = ${id} and ${a.scope}`);
      const before = visible ? await repo.get(id) : undefined;
      if (!before) throw fail.notFound(VisualDevMsg.recordNotFound);
      const conflict = await conflictOn(m, modelId, id, async () => ({ id, modelId, data: online.visibleValues(a, before.values) }));
      if (conflict) return conflict;
      const input: RecordValues = { ...data };
      // Fields the caller may not see keep what is stored (form permission).
      if (a.formGrant) for (const f of collectFields(a.model.form.fields)) if (!a.formGrant.has(f.vModel)) input[f.vModel] = before.values[f.vModel];
      const values = online.check(a.model.form, input);
      online.fillUpdate(a.model.form, values, m.auth, now);
      await repo.update(id, values, { userId: m.auth.userId, organizeId: m.auth.organizeId, now }, undefined);
      return { kind: 'applied' };
    },
  }),
  defineServerMutation({
    name: 'onlineRecord.remove',
    args: onlineRemoveArgs,
    collections: [ONLINE_COLLECTIONS.records],
    apply: async ({ modelId, id }, m) => {
      const { a } = await opened(m, modelId, 'remove');
      const repo = recordRepository(m.tx, a.model);
      // Already gone (deleted elsewhere, or out of reach): nothing left to do.
      if (!(await repo.count(sql<SqlBool>`${sql.ref('id')} = ${id} and ${a.scope}`))) return { kind: 'applied' };
      const conflict = await conflictOn(m, modelId, id, async () => null);
      if (conflict) return conflict;
      await repo.remove([id]);
      return { kind: 'applied' };
    },
  }),
];
