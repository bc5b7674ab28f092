/**
 * Compares the server with the model of what the user did, from the server's own records:
 * - lost: a write the server should have applied has no `applied` record in sync_mutation, or a
 *   write it should have refused is neither recorded as refused nor in the device's inbox;
 * - duplicated: per row, change-log entries beyond the model's applied writes to it (a write
 *   applied twice leaves two entries, whatever the dedup table says), plus applied records the
 *   user never made;
 * - problems: final rows unlike the model's, and the device not converged (outbox left, unexpected
 *   inbox entries, local rows or versions unlike the server's).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';
import type { QingbanDb } from '@/sync/db';
import type { UserModel } from './model';

export interface AuditInput {
  db: Kysely<DB>;
  model: UserModel;
  local: QingbanDb;
  deviceId: string;
  userId: string;
  typeId: string;
  startVersion: number;
}

export interface AuditResult {
  writes: number;
  lost: number;
  duplicated: number;
  problems: string[];
}

const canonical = (v: unknown) => JSON.stringify(Object.entries(v as object).sort(([a], [b]) => a.localeCompare(b)));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export async function audit({ db, model, local, deviceId, userId, typeId, startVersion }: AuditInput): Promise<AuditResult> {
  const problems: string[] = [];
  const records = await db.selectFrom('syncMutation').select(['mutationId', 'status']).where('deviceId', '=', deviceId).execute();
  const recorded = new Map(records.map((r) => [r.mutationId, r.status]));
  const inbox = new Map((await local.inbox.toArray()).map((e) => [e.id, e]));

  let lost = 0;
  const expectedPerRow = new Map<string, number>();
  for (const w of model.writes) {
    if (w.expect === 'applied') {
      expectedPerRow.set(w.rowKey, (expectedPerRow.get(w.rowKey) ?? 0) + 1);
      if (recorded.get(w.id) !== 'applied') lost++;
    } else if (recorded.get(w.id) === 'applied') {
      problems.push(`write #${w.index} (${w.name}) should have been refused but was applied`);
    } else if (recorded.get(w.id) !== 'rejected' || inbox.get(w.id)?.kind !== 'rejected') lost++;
  }

  const changes = await db.selectFrom('syncChange').select(['collection', 'rowId']).where('version', '>', startVersion).execute();
  const perRow = new Map<string, number>();
  for (const c of changes) perRow.set(`${c.collection}:${c.rowId}`, (perRow.get(`${c.collection}:${c.rowId}`) ?? 0) + 1);
  let duplicated = 0;
  for (const [row, n] of perRow) duplicated += Math.max(0, n - (expectedPerRow.get(row) ?? 0));
  const made = new Set(model.writes.map((w) => w.id));
  duplicated += records.filter((r) => r.status === 'applied' && !made.has(r.mutationId)).length;

  // The server's final rows against the model.
  const rows = await db.selectFrom('baseDictionaryData').select(['id', 'enCode', 'fullName', 'sortCode', 'description']).where('dictionaryTypeId', '=', typeId).execute();
  const onServer = new Map(rows.map(({ id, ...r }) => [id, r]));
  for (const [id, m] of model.rows) {
    const s = onServer.get(id);
    const { live, ...want } = m;
    if (!live && s) problems.push(`row ${id} should be deleted but is on the server`);
    else if (live && !s) problems.push(`row ${id} is missing on the server`);
    else if (live && !same(s, want)) problems.push(`row ${id}: server ${JSON.stringify(s)} ≠ model ${JSON.stringify(want)}`);
  }
  for (const id of onServer.keys()) if (!model.rows.has(id)) problems.push(`row ${id} on the server was never written by the user`);
  const user = await db.selectFrom('baseUser').select(['realName', 'description', 'theme']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!same(user, model.profile)) problems.push(`profile: server ${JSON.stringify(user)} ≠ model ${JSON.stringify(model.profile)}`);

  // The device converged: nothing left to send, only the refused writes in the inbox, rows and versions as the server's.
  const left = await local.outbox.count();
  if (left > 0) problems.push(`${left} writes still in the outbox`);
  const refused = new Set(model.writes.filter((w) => w.expect === 'rejected').map((w) => w.id));
  for (const [id, e] of inbox) {
    const versions = e.kind === 'conflict' ? `, base v${e.baseVersion} vs server v${e.serverVersion}` : '';
    if (!refused.has(id)) problems.push(`inbox holds write ${e.name} (${e.kind}: ${e.msg}${versions}) the server should have applied`);
  }
  const versions = await db
    .selectFrom('syncChange')
    .select(['rowId', (eb) => eb.fn.max('version').as('v')])
    .where('collection', '=', 'dictionaryData')
    .groupBy('rowId')
    .execute();
  const versionOf = new Map(versions.map((v) => [v.rowId, Number(v.v)]));
  const localRows = await local.dictionaryData.filter((r) => r.dictionaryTypeId === typeId).toArray();
  if (localRows.length !== onServer.size) problems.push(`device holds ${localRows.length} rows of the dictionary, the server ${onServer.size}`);
  for (const r of localRows) {
    const s = onServer.get(r.id);
    const mine = { enCode: r.enCode, fullName: r.fullName, sortCode: r.sortCode, description: r.description };
    if (!s) problems.push(`device holds row ${r.id} the server does not have`);
    else if (!same(mine, s) || r._version !== versionOf.get(r.id)) {
      problems.push(`device row ${r.id} v${r._version} ${JSON.stringify(mine)} ≠ server v${versionOf.get(r.id)} ${JSON.stringify(s)}`);
    }
  }
  const profile = await local.profile.get(userId);
  const localProfile = { realName: profile?.realName, description: profile?.description, theme: profile?.theme };
  if (!same(localProfile, model.profile)) problems.push(`device profile ${JSON.stringify(localProfile)} ≠ ${JSON.stringify(model.profile)}`);
  return { writes: model.writes.length, lost, duplicated, problems };
}
