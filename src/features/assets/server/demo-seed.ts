import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import type { DB } from '../../../server/db/schema';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import { ASSET_CODE_PREFIX } from '../contract';
import { chinaDay } from './asset-code';
import { prng } from './demo-catalog';
import { demoHistory, demoLocation } from './demo-items';
import type { DemoDeptInfo, DemoPerson } from './demo-people';
import { loadDemoDepartments } from './demo-people';
import { demoPlans, TYPE_NAMES } from './demo-plans';
import { assetDemoGrants } from './menus';
import { planSnapshot } from './plan-log';
import type { FaItemLogTable, FaItemTable, FaPlanDtlTable, FaPlanLogTable, FaPlanTable } from './tables';

const DAY = 86_400_000;
const CHUNK = 200;

async function insertChunks<T extends 'faPlan' | 'faPlanDtl' | 'faPlanLog' | 'faItem' | 'faItemLog'>(db: Kysely<DB>, table: T, rows: DB[T][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + CHUNK) as any).execute();
  }
}

/** Picks who receives an item: the demo accounts of a department first (a few each), then anyone there. */
function receiverPicker(rnd: ReturnType<typeof prng>) {
  const given = new Map<string, number>();
  const demo = new Set(['wh01', 'wh02', 'office', 'assetadmin']);
  return (dept: DemoDeptInfo): DemoPerson => {
    const star = dept.people.find((p) => demo.has(p.account) && (given.get(p.id) ?? 0) < 3);
    const person = star ?? rnd.pick(dept.people);
    given.set(person.id, (given.get(person.id) ?? 0) + 1);
    return person;
  };
}

/**
 * The demo asset register (SEED=demo only): the demo roles' menus, ~20 plans, about 300 items in
 * every status with the log rows their history implies, 60+ of them on the EC 仓储部 shelves.
 * Deterministic (seeded PRNG), batch inserts.
 */
export async function seedAssetDemo(db: Kysely<DB>, now = Date.now()) {
  for (const [role, module, buttons] of assetDemoGrants) await grantModuleToRole(db, role, module, buttons);
  const depts = await loadDemoDepartments(db);
  const all = [...depts.values()].flatMap((d) => d.people);
  const office = all.find((p) => p.account === 'office');
  const admin = all.find((p) => p.account === 'assetadmin');
  if (!office || !admin || !depts.has('EC02')) return;
  const rnd = prng(20261122);
  const receiver = receiverPicker(rnd);
  const plans: FaPlanTable[] = [];
  const rows: FaPlanDtlTable[] = [];
  const logs: FaPlanLogTable[] = [];
  const items: (FaItemTable & { events: ReturnType<typeof demoHistory> })[] = [];

  for (const spec of demoPlans(rnd, depts, office, now)) {
    const plan: FaPlanTable = {
      id: newId(spec.time), applEntId: spec.dept.company.id, applEntName: spec.dept.company.name, applDeptId: spec.dept.id, applDeptName: spec.dept.name,
      useUserId: spec.user.id, useUserName: spec.user.name, creatorUserId: spec.creator.id, creatorTime: spec.time, lastModifyTime: spec.edited ? spec.time + 2 * DAY : null,
    };
    plans.push(plan);
    const planRows = spec.rows.map((r, sortCode): FaPlanDtlTable => ({
      id: newId(spec.time), planId: plan.id, itemName: r.item.name, itemType: r.item.type, itemTypeName: TYPE_NAMES[r.item.type],
      itemNum: r.itemNum, hasApplNum: r.stored, sortCode, creatorTime: spec.time,
    }));
    rows.push(...planRows);
    const first = planSnapshot(plan, planRows.map((r, i) => ({ ...r, itemNum: spec.rows[i]!.firstNum, hasApplNum: 0 })));
    const log = (at: number, snap: typeof first): FaPlanLogTable => ({
      id: newId(at), planId: plan.id, changeApplJson: JSON.stringify(snap.appl), changeDtlListJson: JSON.stringify(snap.dtl),
      changeUserId: spec.creator.id, changeUserName: spec.creator.name, creatorTime: at,
    });
    logs.push(log(spec.time, first));
    if (spec.edited) logs.push(log(spec.time + 2 * DAY, planSnapshot(plan, planRows.map((r) => ({ ...r, hasApplNum: 0 })))));

    const sameCompany = [...depts.values()].filter((d) => d.company.id === spec.dept.company.id);
    spec.rows.forEach((r, i) => {
      const row = planRows[i]!;
      const storedAt = spec.time + rnd.int(5, 20) * DAY + rnd.int(1, 8) * 3_600_000;
      const price = (rnd.int(r.item.price[0] * 100, r.item.price[1] * 100) / 100).toFixed(2);
      const pick = rnd.int(0, r.item.brands.length - 1);
      for (let n = 0; n < r.stored; n++) {
        const events = demoHistory(rnd, spec.dept, sameCompany, storedAt, spec.warehouse, receiver);
        const last = events.at(-1)!;
        items.push({
          id: newId(storedAt), assetCode: '', planId: plan.id, planDtlId: row.id, itemName: r.item.name, itemType: r.item.type, itemTypeName: row.itemTypeName,
          brand: r.item.brands[pick]!, specification: r.item.specs[pick % r.item.specs.length]!, unitPrice: price, storageTime: storedAt, status: last.status,
          nowEntId: last.holder.dept.company.id, nowEntName: last.holder.dept.company.name, nowDeptId: last.holder.dept.id, nowDeptName: last.holder.dept.name,
          nowUserId: last.holder.user?.id ?? null, nowUserName: last.holder.user?.name ?? null, location: demoLocation(rnd, last.holder.dept, spec.warehouse),
          attach: null, creatorTime: storedAt, lastModifyTime: events.length > 1 ? last.at : null, events,
        });
      }
    });
  }

  // Asset codes by storage day, in storage order; the day counters continue from there.
  items.sort((a, b) => a.storageTime - b.storageTime);
  const serials = new Map<string, number>();
  for (const item of items) {
    const day = chinaDay(item.storageTime);
    const serial = (serials.get(day) ?? 0) + 1;
    serials.set(day, serial);
    item.assetCode = `${ASSET_CODE_PREFIX}${day}${String(serial).padStart(4, '0')}`;
  }
  const itemLogs: FaItemLogTable[] = items.flatMap((item) =>
    item.events.map((e) => ({
      id: newId(e.at), itemId: item.id, kind: e.kind, entId: e.holder.dept.company.id, entName: e.holder.dept.company.name, deptId: e.holder.dept.id,
      deptName: e.holder.dept.name, userId: e.holder.user?.id ?? null, userName: e.holder.user?.name ?? null, status: e.status, remark: e.remark,
      operatorId: admin.id, operatorName: admin.name, createAt: e.at,
    })),
  );
  await insertChunks(db, 'faPlan', plans);
  await insertChunks(db, 'faPlanDtl', rows);
  await insertChunks(db, 'faPlanLog', logs);
  await insertChunks(db, 'faItem', items.map(({ events: _events, ...item }) => item));
  await insertChunks(db, 'faItemLog', itemLogs);
  // The register is seeded into an empty database: the day counters start here.
  if (serials.size) await db.insertInto('faCodeSerial').values([...serials].map(([day, lastSerial]) => ({ day, lastSerial }))).execute();
  return { plans: plans.length, items: items.length };
}
