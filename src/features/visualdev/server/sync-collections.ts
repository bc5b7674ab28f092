import { sql, type SqlBool } from 'kysely';
import type { ServerContext } from '../../../server/context';
import type { AuthContext } from '../../../server/plugins/auth';
import { defineCollection } from '../../../server/sync/collections';
import { ONLINE_COLLECTIONS, type OnlineModelRow, type OnlineRecordRow } from '../contract';
import { onlineService, type ModelAccess } from './online-service';
import { recordRepository, type StoredRecord } from './records';
import { visualdevRepository } from './repository';

/** Change-log collection of one released model's main table (its release puts the triggers there). */
export const recordSource = (modelId: string) => `vd.${modelId}`;
/** Change-log collection of visualdev_base: a release or a change of a released model. */
export const MODEL_SOURCE = 'vd.models';

const SNAPSHOT_SORT = { column: 'id', order: 'asc' as const };

// The released models and their records a device keeps (ADR 0033): read with the same checks as the
// REST routes — the model's menu, its data scope, its form grants. A model the caller may not open is
// simply absent.
/** The released models the caller may open, in id order, with what they may see. */
async function readable(ctx: ServerContext, auth: AuthContext): Promise<ModelAccess[]> {
  const online = onlineService(ctx);
  const out: ModelAccess[] = [];
  for (const m of [...(await visualdevRepository(ctx.database.db).released())].sort((a, b) => a.id.localeCompare(b.id))) {
    const a = await online.open(auth, m.id).catch(() => null);
    if (a) out.push(a);
  }
  return out;
}

const toRow = (ctx: ServerContext, a: ModelAccess, r: StoredRecord): OnlineRecordRow => ({
  id: r.id, modelId: a.model.base.id, data: onlineService(ctx).visibleValues(a, r.values),
  creatorUserId: r.creatorUserId, creatorTime: r.creatorTime, lastModifyUserId: r.lastModifyUserId, lastModifyTime: r.lastModifyTime,
});

const records = defineCollection({
    name: ONLINE_COLLECTIONS.records,
    reader: {
      async sources(ctx, auth) {
        return (await readable(ctx, auth)).map((a) => recordSource(a.model.base.id));
      },
      async rowsById(ctx, auth, ids) {
        const online = onlineService(ctx);
        const out = new Map<string, Record<string, unknown>>();
        const byModel = new Map<string, string[]>();
        for (const { source, id } of ids) byModel.set(source.slice(3), [...(byModel.get(source.slice(3)) ?? []), id]);
        for (const [modelId, wanted] of byModel) {
          const a = await online.open(auth, modelId).catch(() => null);
          if (!a) continue;
          const where = sql<SqlBool>`${sql.ref('id')} in (${sql.join(wanted)}) and ${a.scope}`;
          for (const r of await recordRepository(ctx.database.db, a.model).page(where, SNAPSHOT_SORT, wanted.length, 0, true)) out.set(r.id, { ...toRow(ctx, a, r) });
        }
        return out;
      },
      // Order key `<modelId>:<recordId>`: the models in id order, each model's records in id order.
      async snapshot(ctx, auth, after, limit) {
        const [afterModel = '', afterRecord = ''] = after ? after.split(':') : [];
        const rows: { source: string; row: Record<string, unknown> }[] = [];
        let total = 0;
        let before = 0;
        for (const a of await readable(ctx, auth)) {
          const id = a.model.base.id;
          const repo = recordRepository(ctx.database.db, a.model);
          const count = await repo.count(a.scope);
          total += count;
          if (id < afterModel) before += count;
          else if (id === afterModel) before += await repo.count(sql<SqlBool>`${sql.ref('id')} <= ${afterRecord} and ${a.scope}`);
          if (rows.length >= limit || id < afterModel) continue;
          const where = id === afterModel ? sql<SqlBool>`${sql.ref('id')} > ${afterRecord} and ${a.scope}` : a.scope;
          for (const r of await repo.page(where, SNAPSHOT_SORT, limit - rows.length, 0, true)) rows.push({ source: recordSource(id), row: { ...toRow(ctx, a, r) } });
        }
        const lastRow = rows.at(-1)?.row as OnlineRecordRow | undefined;
        return { rows, last: lastRow ? `${lastRow.modelId}:${lastRow.id}` : after, total, before };
      },
    },
  });

async function modelRow(ctx: ServerContext, auth: AuthContext, id: string): Promise<OnlineModelRow | null> {
    const config = await onlineService(ctx).config(auth, id).catch(() => null);
    if (!config) return null;
    const stored = await visualdevRepository(ctx.database.db).byId(id);
    return { id, fullName: config.fullName, enCode: config.enCode, menuId: stored?.menuId ?? null, formData: config.formData, columnData: config.columnData, releasedAt: stored?.releasedAt ?? null };
  }

const released = defineCollection({
    name: ONLINE_COLLECTIONS.models,
    reader: {
      sources: async () => [MODEL_SOURCE],
      async rowsById(ctx, auth, ids) {
        const out = new Map<string, Record<string, unknown>>();
        for (const { id } of ids) {
          const row = await modelRow(ctx, auth, id);
          if (row) out.set(id, { ...row });
        }
        return out;
      },
      async snapshot(ctx, auth, after, limit) {
        const all = (await readable(ctx, auth)).map((a) => a.model.base.id);
        const ids = all.filter((id) => id > after).slice(0, limit);
        const rows: { source: string; row: Record<string, unknown> }[] = [];
        for (const id of ids) {
          const row = await modelRow(ctx, auth, id);
          if (row) rows.push({ source: MODEL_SOURCE, row: { ...row } });
        }
        return { rows, last: ids.at(-1) ?? after, total: all.length, before: all.filter((id) => id <= after).length };
      },
    },
  });

/** 在线开发 on the device: its released models first (the pages), then their records. */
export const onlineCollections = [released, records];
